// Request and response shapes of the API, shared by both sides.

import type { z as Z } from 'zod';
import { BILLING_PERIODS, LIMITS, PLAN_IDS, PLAN_SOURCES } from './constants.ts';
import { z } from './zod.ts';

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.nameMaxLength, `Name must be at most ${LIMITS.nameMaxLength} characters`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMaxLength, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

export const signUpSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export type SignUpInput = Z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMaxLength),
});
export type SignInInput = Z.infer<typeof signInSchema>;

/** The name changes at once; the sign-in email only through `emailChangeSchema` and a confirmation link. */
export const profileUpdateSchema = z
  .object({ name: nameSchema.optional() })
  .strict()
  .refine((v) => v.name !== undefined, { message: 'Nothing to update' });
export type ProfileUpdateInput = Z.infer<typeof profileUpdateSchema>;

/** Asking to move the account to a new sign-in email: the current password proves it is the owner. */
export const emailChangeSchema = z
  .object({
    email: emailSchema,
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(LIMITS.passwordMaxLength),
  })
  .strict();
export type EmailChangeInput = Z.infer<typeof emailChangeSchema>;

export const adminKeySchema = z.object({ key: z.string().min(1, 'Admin key is required').max(512) }).strict();

export const planSchema = z.enum(PLAN_IDS).nullable();

/** The signed-in user as the browser sees it. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isAdmin: z.boolean(),
  /** The plan in force now: a trial that has ended counts as no plan. */
  plan: planSchema,
  planSource: z.enum(PLAN_SOURCES).nullable(),
  planPeriod: z.enum(BILLING_PERIODS).nullable(),
  /** ISO date the free trial ends or ended; null if none was started. */
  trialEndsAt: z.string().nullable(),
  /** The free trial can still be started (once per user). */
  trialAvailable: z.boolean(),
  professionalRole: z.string().nullable(),
  accessLevel: z.string().nullable(),
  devMode: z.boolean(),
  limits: z.object({
    tokenLimit: z.number(),
    imageLimit: z.number(),
    storageBytes: z.number(),
    levels: z.array(z.number()),
  }),
  usage: z.object({ tokensUsed: z.number(), imagesUsed: z.number() }),
});
export type Me = Z.infer<typeof meSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  name: z.string(),
  version: z.string(),
  node: z.string(),
  defaults: z.object({
    database: z.string(),
    storage: z.string(),
    ai: z.string(),
    images: z.string(),
    email: z.string(),
    payments: z.string(),
  }),
});
export type Health = Z.infer<typeof healthSchema>;

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Public configuration the browser may read (never secrets). */
export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  brandUrl: z.string(),
  instagramUrl: z.string(),
  privacyUrl: z.string(),
  termsUrl: z.string(),
  oidc: z.object({ enabled: z.boolean(), name: z.string() }),
  devMode: z.boolean(),
});
export type PublicConfig = Z.infer<typeof publicConfigSchema>;
