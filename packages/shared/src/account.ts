// The account side of the product, shared by the server and the browser: Message Center, admin
// dashboard, invites, plans and billing, recent activity, the file library and settings. Request
// bodies are zod schemas (the server parses with them, forms can validate with them); responses are
// plain types, exactly what the API returns.

import type { z as Z } from 'zod';
import {
  ACCESS_LEVELS,
  BILLING_PERIODS,
  LIMITS,
  MESSAGE_RECIPIENTS,
  type MESSAGE_TYPES,
  PLAN_IDS,
  type PLAN_SOURCES,
  type PlanId,
  PROFESSIONAL_ROLES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import { emailSchema, nameSchema, passwordSchema } from './schemas.ts';
import { z } from './zod.ts';

export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MessageRecipients = (typeof MESSAGE_RECIPIENTS)[number];
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The types an admin may send to a group; contact_admin is only ever sent by a user to the admins. */
export const BROADCAST_TYPES = ['personal', 'announcement', 'welcome'] as const;
export const DEFAULT_PROFESSIONAL_ROLE: ProfessionalRole = 'wine_professional';
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 'premium';

export type PlanSource = (typeof PLAN_SOURCES)[number];

/** An invite link stays valid this long after it is created or sent again. */
export const INVITE_EXPIRY_DAYS = 14;
/** A user is active when seen within this many days, otherwise inactive (admin stats, recipients). */
export const ACTIVE_WINDOW_DAYS = 30;
/** A user is new for this many days after signing up ('new' recipients). */
export const NEW_USER_DAYS = 30;

/** Every kind of email a user can switch off in Settings; all are on until they do. */
export const EMAIL_PREFERENCE_KEYS = ['product', 'learning', 'announcements'] as const;

/** What an activity item can be. */
export const ACTIVITY_ITEM_TYPES = ['chat', 'quiz', 'pdf', 'image', 'exam', 'tasting', 'review'] as const;
export type ActivityItemType = (typeof ACTIVITY_ITEM_TYPES)[number];
/** Filters of the dashboard chips and the Recent Activity select; 'file' means study PDFs. */
export const ACTIVITY_QUERY_TYPES = [
  'all',
  'favorites',
  'chat',
  'quiz',
  'pdf',
  'image',
  'file',
  'exam',
  'tasting',
  'review',
] as const;
export const ACTIVITY_ACTIONS = ['Continue', 'Retake', 'Download', 'View'] as const;

/** Kinds of file in the user's library (/app/files). */
export const FILE_KINDS = ['attachment', 'pdf', 'image', 'training'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const ACCOUNT_LIMITS = {
  messageTitleMaxChars: 200,
  messageContentMaxChars: 5_000,
  searchMaxChars: 200,
  activityDefaultItems: 50,
  activityMaxItems: 200,
} as const;

const subjectSchema = z
  .string({ error: MESSAGES.subjectRequired })
  .trim()
  .min(1, MESSAGES.subjectRequired)
  .max(ACCOUNT_LIMITS.messageTitleMaxChars, MESSAGES.subjectTooLong(ACCOUNT_LIMITS.messageTitleMaxChars));
const bodySchema = z
  .string({ error: MESSAGES.messageRequired })
  .trim()
  .min(1, MESSAGES.messageRequired)
  .max(ACCOUNT_LIMITS.messageContentMaxChars, MESSAGES.messageTooLong(ACCOUNT_LIMITS.messageContentMaxChars));
const searchSchema = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.searchMaxChars, `Search must be at most ${ACCOUNT_LIMITS.searchMaxChars} characters`)
  .optional();

// --- Message Center -------------------------------------------------------------------------------

export const contactAdminSchema = z.object({ subject: subjectSchema, message: bodySchema });
export type ContactAdminInput = Z.infer<typeof contactAdminSchema>;

/** A message in the user's Message Center (spec section 3, field names as the spec's server sends them). */
export interface UserMessage {
  id: string;
  title: string;
  content: string;
  message_type: MessageType;
  is_read: boolean;
  sender_name: string | null;
  /** ISO date. */
  created_at: string;
}

// --- Admin ----------------------------------------------------------------------------------------

export const inviteCreateSchema = z.object({
  email: emailSchema,
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), nameSchema.optional()),
  role: z
    .enum(PROFESSIONAL_ROLES, { error: `Role must be one of ${PROFESSIONAL_ROLES.join(', ')}` })
    .default(DEFAULT_PROFESSIONAL_ROLE),
  accessLevel: z
    .enum(ACCESS_LEVELS, { error: `Access must be one of ${ACCESS_LEVELS.join(', ')}` })
    .default(DEFAULT_ACCESS_LEVEL),
});
export type InviteCreateInput = Z.input<typeof inviteCreateSchema>;

export const broadcastCreateSchema = z.object({
  title: subjectSchema,
  content: bodySchema,
  messageType: z
    .enum(BROADCAST_TYPES, { error: `Message type must be one of ${BROADCAST_TYPES.join(', ')}` })
    .default('personal'),
  recipients: z
    .enum(MESSAGE_RECIPIENTS, { error: `Recipients must be one of ${MESSAGE_RECIPIENTS.join(', ')}` })
    .default('all'),
});
export type BroadcastCreateInput = Z.input<typeof broadcastCreateSchema>;

export const recipientsQuerySchema = z.object({
  group: z.enum(MESSAGE_RECIPIENTS, { error: `Group must be one of ${MESSAGE_RECIPIENTS.join(', ')}` }).default('all'),
});

export const adminPlanSchema = z
  .object({ plan: z.enum(PLAN_IDS, { error: 'Plan must be classic, cru or null' }).nullable() })
  .strict();

export const adminUsersQuerySchema = z.object({ search: searchSchema });

export type ProfessionalStatus = 'active' | 'pending' | 'expired';

/** A row of the admin Professionals table: one invite, and the account that accepted it. */
export interface Professional {
  /** The invite's id (used by "send invite"). */
  id: string;
  name: string | null;
  email: string;
  role: ProfessionalRole;
  accessLevel: AccessLevel;
  status: ProfessionalStatus;
  invitedAt: string;
  /** When the invite was accepted; null while pending. */
  joinedAt: string | null;
  /** Last time the accepted account used the app; null while pending or never seen. */
  lastActive: string | null;
  lastSentAt: string | null;
  expiresAt: string;
  inviteLink: string;
}

export interface AdminStats {
  totalProfessionals: number;
  activeUsers: number;
  pendingInvites: number;
  premiumUsers: number;
}

export interface AdminOverview {
  stats: AdminStats;
  users: number;
  admins: number;
  defaults: Record<string, string>;
}

export interface AdminBroadcast {
  id: string;
  title: string;
  content: string;
  messageType: (typeof BROADCAST_TYPES)[number];
  recipients: MessageRecipients;
  recipientCount: number;
  readCount: number;
  sentAt: string;
  /** When every recipient's message was written; null while a large broadcast is still being written. */
  deliveredAt: string | null;
}

export interface AdminAnalytics {
  /** The last 12 calendar months (UTC), oldest first, months without sign-ups included as 0. */
  signups: { month: string; count: number }[];
  /** Users by their plan today; trial counts users on a running free trial (whatever its plan). */
  subscriptions: { none: number; classic: number; cru: number; trial: number };
  /** Payments recorded from billing events, per month, same 12 months. */
  revenue: { month: string; amountCents: number }[];
  totals: { users: number; signupsLast30Days: number; payingUsers: number; revenueCents: number };
}

export const OUTBOX_STATUSES = ['stored', 'queued', 'retrying', 'sent', 'dead', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /**
   * 'stored': kept here because no mail server is configured; with SMTP, 'queued' until the first
   * attempt, 'retrying' after a failed one, then 'sent', or 'dead' once every attempt failed.
   */
  status: OutboxStatus;
  /** Delivery attempts made so far. */
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  plan: PlanId | null;
  planSource: PlanSource | null;
  planPeriod: BillingPeriod | null;
  trialEndsAt: string | null;
  professionalRole: ProfessionalRole | null;
  accessLevel: AccessLevel | null;
  createdAt: string;
  lastActiveAt: string | null;
}

// --- Invites --------------------------------------------------------------------------------------

export type InviteStatus = 'valid' | 'invalid' | 'expired' | 'used';

export interface InviteCheck {
  status: InviteStatus;
  /** Only for a valid invite. */
  email?: string;
  role?: ProfessionalRole;
  accessLevel?: AccessLevel;
  productName: string;
}

// --- Plans and billing ----------------------------------------------------------------------------

export const trialSchema = z.object({ plan: z.enum(PLAN_IDS, { error: 'Plan must be classic or cru' }) });
export const checkoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Plan must be classic or cru' }),
  period: z.enum(BILLING_PERIODS, { error: 'Period must be monthly or yearly' }).default('monthly'),
});

export interface BillingHistoryItem {
  id: string;
  /** trial_started, admin_set, invite, subscription_started, subscription_updated, subscription_canceled, payment. */
  kind: string;
  plan: PlanId | null;
  amountCents: number;
  currency: string;
  createdAt: string;
}

export interface BillingOverview {
  plan: PlanId | null;
  planSource: PlanSource | null;
  planPeriod: BillingPeriod | null;
  trialEndsAt: string | null;
  /** When a cancelled plan ends (null: not cancelled). */
  planEndsAt: string | null;
  trialAvailable: boolean;
  stripeEnabled: boolean;
  history: BillingHistoryItem[];
}

// --- Settings -------------------------------------------------------------------------------------

/** Deleting the account: the password, or (an account without one) its email address typed out. */
export const deleteAccountSchema = z
  .object({
    password: z.string().max(LIMITS.passwordMaxLength).optional(),
    email: z.string().max(320).optional(),
  })
  .strict();

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(LIMITS.passwordMaxLength),
  newPassword: passwordSchema,
});

export type EmailPreferences = Record<(typeof EMAIL_PREFERENCE_KEYS)[number], boolean>;
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { product: true, learning: true, announcements: true };
export const emailPreferencesUpdateSchema = z
  .object({
    product: z.boolean({ error: 'product must be true or false' }).optional(),
    learning: z.boolean({ error: 'learning must be true or false' }).optional(),
    announcements: z.boolean({ error: 'announcements must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: MESSAGES.nothingToUpdate });

export interface LoginSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session of this request. */
  current: boolean;
}

// --- Recent activity and files --------------------------------------------------------------------

export const activityQuerySchema = z.object({
  type: z
    .enum(ACTIVITY_QUERY_TYPES, { error: `Type must be one of ${ACTIVITY_QUERY_TYPES.join(', ')}` })
    .default('all'),
  search: searchSchema,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACCOUNT_LIMITS.activityMaxItems)
    .default(ACCOUNT_LIMITS.activityDefaultItems),
});

export const favoriteSchema = z.object({
  type: z.enum(ACTIVITY_ITEM_TYPES, { error: `Type must be one of ${ACTIVITY_ITEM_TYPES.join(', ')}` }),
  id: z.string({ error: 'Id is required' }).min(1, 'Id is required').max(64),
});

export interface ActivityItem {
  id: string;
  type: ActivityItemType;
  title: string;
  description: string;
  /** ISO date of the last thing that happened to the item. */
  timestamp: string;
  isFavorite: boolean;
  action: (typeof ACTIVITY_ACTIONS)[number];
  /** Quiz attempts only: percent. */
  score?: number;
  /** Where the action button goes; chat items open the chat in place with this chat id. */
  target: { route: string; id: string };
}

export const filesQuerySchema = z.object({
  type: z.enum(['all', ...FILE_KINDS], { error: `Type must be all or one of ${FILE_KINDS.join(', ')}` }).default('all'),
  search: searchSchema,
});

export interface LibraryFile {
  id: string;
  kind: FileKind;
  name: string;
  mime: string;
  size: number;
  createdAt: string;
  /** Bearer-protected URL of the file itself (fetch it with the token, then show or download it). */
  url: string;
}

// --- API keys (the OpenAI-compatible API) ---------------------------------------------------------
export const API_KEY_LIMITS = { nameMaxChars: 60, perUser: 20 } as const;

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: MESSAGES.apiKeyNameRequired })
    .trim()
    .min(1, MESSAGES.apiKeyNameRequired)
    .max(API_KEY_LIMITS.nameMaxChars, MESSAGES.apiKeyNameTooLong(API_KEY_LIMITS.nameMaxChars)),
});

/** A key as listed: never the key itself, only its last characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's last four characters, to tell keys apart. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time the key itself is sent. */
export interface ApiKeyCreated extends ApiKeySummary {
  key: string;
}
