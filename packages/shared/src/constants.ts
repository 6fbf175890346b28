// Product constants from the product spec (sections 3, 5, 6 and 9). This is the one place they are written.

export const PRODUCT_NAME = 'SommAI';
export const PRODUCT_TAGLINE = 'Chat, create images, make PDFs, take quizzes, all about wine, all in one place.';

/** Landing headline phrases, typed in a loop. */
export const HEADLINE_PHRASES = [
  'AI FOR WINE LOVERS',
  'AI FOR WINE LOVERS &',
  'AI FOR WINE LOVERS & WINE PROS',
] as const;

/**
 * Placeholders in the landing page prerendered at build time, filled in by the server that serves
 * it: its configured links, and the current year.
 */
export const LANDING_SLOTS = {
  year: '__SOMMAI_YEAR__',
  brandUrl: '__SOMMAI_BRAND_URL__',
  instagramUrl: '__SOMMAI_INSTAGRAM_URL__',
  privacyUrl: '__SOMMAI_PRIVACY_URL__',
  termsUrl: '__SOMMAI_TERMS_URL__',
} as const;

export const TIMINGS = {
  requestTimeoutMs: 30_000,
  typingCharMs: 100,
  typingPauseAtFullMs: 2_000,
  typingBeforeNextMs: 500,
  /** Deleting runs at double speed. */
  typingDeleteCharMs: 50,
  usageBarAnimationMs: 400,
  voiceChipMs: 1_200,
  uploadToastDelayMs: 1_000,
} as const;

export const TOAST = {
  durationBlankMs: 4_000,
  durationErrorMs: 4_000,
  durationCustomMs: 4_000,
  durationSuccessMs: 2_000,
  /** Different messages at once; the same message again replaces its toast. */
  maxVisible: 3,
  /** Clear of the controls page headers keep at their right (chat Settings, PDF…). */
  position: { wide: 'bottom-center', narrow: 'top-center' },
  /** On phones: below the app's top bar, over the page title. */
  narrowTopPx: 72,
} as const;

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024; // 10485760
export const ATTACHMENT_TYPES = ['image', 'pdf'] as const;

/** What any upload may be: pictures are refused from their header when they declare more pixels than this. */
export const UPLOAD_LIMITS = {
  /** 40 megapixels: a 7,700 × 5,200 photo fits; a decompression bomb does not. */
  maxImagePixels: 40_000_000,
  /** Uploads (requests carrying files: chat attachments, training pictures) one user may make per minute. */
  uploadsPerMinute: 30,
} as const;

export const LEVEL_IDS = [1, 2, 3, 4] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface Level {
  id: LevelId;
  name: string;
  /** Label used in the chat's level selector. */
  chatLabel: string;
  chatShort: string;
  description: string;
  features: readonly string[];
}

export const LEVELS: readonly Level[] = [
  {
    id: 1,
    name: 'Wine Basics',
    chatShort: 'Intro',
    chatLabel: 'Intro / Wine Basics',
    description: 'Start from the first sip: what wine is, how it is made and how to taste it.',
    features: ['Grapes and styles in plain words', 'How to taste and describe a wine', 'Simple food pairing'],
  },
  {
    id: 2,
    name: 'Wine Regions',
    chatShort: 'Intermediate',
    chatLabel: 'Intermediate / Wine Regions',
    description: 'Travel the wine world: the great regions, their grapes, climates and labels.',
    features: ['Old and New World regions', 'Climate, soil and style', 'Reading a wine label'],
  },
  {
    id: 3,
    name: 'Professional',
    chatShort: 'Advanced',
    chatLabel: 'Advanced / Wine Professional',
    description: 'Work with wine: service, winemaking choices, structured tasting and the trade.',
    features: ['Winemaking and its effect on style', 'Service, storage and faults', 'Systematic tasting notes'],
  },
  {
    id: 4,
    name: 'Certification',
    chatShort: 'Expert',
    chatLabel: 'Expert / Certification Prep',
    description: 'Prepare for sommelier and diploma exams: laws, classifications and exceptions.',
    features: ['Appellation laws and permitted grapes', 'Classifications by country', 'Exam-style practice'],
  },
];

export const VOICE_STYLES = ['friendly', 'technical', 'sharp', 'exam'] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number];
export const DEFAULT_VOICE_STYLE: VoiceStyle = 'friendly';
export const VOICE_STYLE_LABELS: Record<VoiceStyle, string> = {
  friendly: 'Friendly',
  technical: 'Technical',
  sharp: 'Sharp',
  exam: 'Exam',
};

/** Local-storage keys used by the browser (spec section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  selectedLevel: 'selectedLevel',
  voiceMode: 'voiceMode',
  adminAccess: 'adminAccess',
} as const;

export const PLAN_IDS = ['classic', 'cru'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
/** Where a user's plan comes from. */
export const PLAN_SOURCES = ['trial', 'admin', 'stripe', 'invite'] as const;

export interface PlanLimits {
  tokenLimit: number;
  imageLimit: number;
  /** Bytes the user may keep in the file store: attachments, PDFs, images, training pictures and results. */
  storageBytes: number;
  levels: readonly LevelId[];
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  priceCents: number;
  period: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  limits: PlanLimits;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'classic',
    name: 'Classic',
    price: '$9.99',
    priceCents: 999,
    period: 'per month',
    description: 'For wine lovers learning the essentials.',
    features: [
      '100,000 tokens per month',
      'Level 1 and 2 AI access',
      '50 image generations',
      'Basic wine analysis',
      'Email support',
    ],
    popular: false,
    limits: { tokenLimit: 100_000, imageLimit: 50, storageBytes: 1 * GB, levels: [1, 2] },
  },
  {
    id: 'cru',
    name: 'Cru',
    price: '$19.99',
    priceCents: 1999,
    period: 'per month',
    description: 'For serious students and wine professionals.',
    features: [
      '500,000 tokens per month',
      'All 4 AI levels',
      '200 image generations',
      'Advanced wine analysis',
      'Priority support',
      'PDF reports',
      'Quiz generation',
    ],
    popular: true,
    limits: { tokenLimit: 500_000, imageLimit: 200, storageBytes: 5 * GB, levels: [1, 2, 3, 4] },
  },
];

/** Limits of a signed-in user without a plan (the spec's client default). */
export const DEFAULT_SIGNED_IN_LIMITS: PlanLimits = {
  tokenLimit: 10_000,
  imageLimit: 5,
  storageBytes: 100 * MB,
  levels: [1, 2],
};
/** Signed-out visitors get nothing. */
export const SIGNED_OUT_LIMITS: PlanLimits = { tokenLimit: 0, imageLimit: 0, storageBytes: 0, levels: [] };
/** Developer mode: everything open, with the spec's mock usage. */
export const DEV_MODE_LIMITS: PlanLimits = {
  tokenLimit: 999_999,
  imageLimit: 999_999,
  storageBytes: 999_999 * MB,
  levels: [1, 2, 3, 4],
};
export const DEV_MODE_USAGE = { tokensUsed: 1_250, imagesUsed: 3 } as const;

export const FREE_TRIAL_DAYS = 7;

/** One refund policy, said the same way on Pricing and Support. */
export const REFUND_POLICY = {
  title: '30-day money-back guarantee',
  text: 'Not happy? Ask for a refund within 30 days of any payment and we refund 100% of it, with no cancellation fees. Refunds are processed within 24 hours of your request.',
} as const;

export const SUPPORT = {
  responseTime: 'Within 24 hours',
  hours: 'Monday - Friday, 9 AM - 6 PM EST',
} as const;

export interface SizePreset {
  id: string;
  label: string;
  width: number;
  height: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { id: 'instagram-post', label: 'Instagram Post', width: 1080, height: 1080 },
  { id: 'instagram-story', label: 'Instagram Story', width: 1080, height: 1920 },
  { id: 'pinterest', label: 'Pinterest', width: 1000, height: 1500 },
  { id: 'wine-label', label: 'Wine Label', width: 1080, height: 1350 },
  { id: 'square', label: 'Square', width: 1024, height: 1024 },
  { id: 'landscape', label: 'Landscape', width: 1024, height: 768 },
  { id: 'youtube-thumbnail', label: 'YouTube Thumbnail', width: 1280, height: 720 },
  { id: 'tasting-card', label: 'Tasting Card', width: 1080, height: 1080 },
];
export const DEFAULT_SIZE_PRESET = 'instagram-post';

export const IMAGE_QUALITIES = [
  { id: 'wine-realism', label: 'Wine Realism' },
  { id: 'wine-art', label: 'Wine Art' },
] as const;
export const DEFAULT_IMAGE_QUALITY = 'wine-realism';

export const IMAGE_STYLES = ['professional', 'artistic', 'vintage', 'modern'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const DEFAULT_IMAGE_STYLE = 'professional';
export const IMAGE_STYLE_LABELS: Record<ImageStyle, string> = {
  professional: 'Professional',
  artistic: 'Artistic',
  vintage: 'Vintage',
  modern: 'Modern',
};

/** Generation default and chat image-mode category list. */
export const IMAGE_CATEGORIES = [
  { id: 'wine_bottles', label: 'Wine Bottles' },
  { id: 'vineyards_regions', label: 'Vineyards & Regions' },
  { id: 'tasting', label: 'Wine Tasting' },
  { id: 'cellar', label: 'Wine Cellar' },
  { id: 'sommelier_tools', label: 'Sommelier Tools' },
  { id: 'educational', label: 'Educational' },
] as const;
export const DEFAULT_IMAGE_CATEGORY = 'wine_bottles';
/** Served category list. */
export const SERVED_IMAGE_CATEGORIES = ['vineyards', 'wine_bottle', 'tasting', 'cellar', 'glasses', 'pairing'] as const;

export const TRAINING = {
  minImages: 15,
  maxImages: 50,
  estimate: '2-4 hours',
  stages: [
    { stage: 'preparing', progress: 10 },
    { stage: 'uploading', progress: 30 },
    { stage: 'training', progress: 50 },
    { stage: 'complete', progress: 100 },
  ],
  categories: ['wine_portrait', 'wine_product', 'wine_scene', 'wine_lifestyle'],
  /** The style guide beside the upload area, in the spec's words. */
  styleGuide: {
    include: [
      'minimalist black and white',
      'selective colour on wine elements',
      'clean geometric composition',
      'professional wine education scenes',
      'sophisticated lighting',
      'wine-focused human subjects',
    ],
    avoid: [
      'colourful or busy compositions',
      'amateur photography',
      'party or drinking scenes',
      'cluttered backgrounds',
      'low quality or blurry images',
      'text overlays or watermarks',
    ],
  },
} as const;
export type TrainingCategory = (typeof TRAINING.categories)[number];
export const TRAINING_CATEGORY_LABELS: Record<TrainingCategory, string> = {
  wine_portrait: 'Wine Portrait',
  wine_product: 'Wine Product',
  wine_scene: 'Wine Scene',
  wine_lifestyle: 'Wine Lifestyle',
};

export const QUIZ_CATEGORIES = ['basics', 'regions', 'tasting', 'certification'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];
export const QUIZ_CATEGORY_LABELS: Record<QuizCategory, string> = {
  basics: 'Basics',
  regions: 'Regions',
  tasting: 'Tasting',
  certification: 'Certification',
};
/**
 * Syllabus areas of the quiz bank, as a wine educator groups them; each belongs to one quiz category,
 * so a question's area says which quizzes it may sit in.
 */
export const SYLLABUS_AREAS = {
  'grape-varieties': { category: 'basics', label: 'Grape varieties' },
  viticulture: { category: 'basics', label: 'Vineyard and the vine’s year' },
  winemaking: { category: 'basics', label: 'Winemaking' },
  'storage-service': { category: 'basics', label: 'Storage and service' },
  'food-wine': { category: 'basics', label: 'Food and wine' },
  geography: { category: 'regions', label: 'Where wine regions lie' },
  'regional-grapes': { category: 'regions', label: 'Grapes of the regions' },
  terroir: { category: 'regions', label: 'Climate and soil' },
  'tasting-aromas': { category: 'tasting', label: 'Aromas of the grape varieties' },
  'tasting-structure': { category: 'tasting', label: 'Structure: acidity, tannin and body' },
  'tasting-method': { category: 'tasting', label: 'Tasting method and quality' },
  'wine-styles': { category: 'tasting', label: 'Sparkling, sweet and fortified wines' },
  faults: { category: 'tasting', label: 'Wine faults' },
  'label-terms': { category: 'certification', label: 'Label terms' },
  classifications: { category: 'certification', label: 'Quality categories' },
  'appellation-rules': { category: 'certification', label: 'Appellation rules' },
  'wine-business': { category: 'certification', label: 'The wine trade and its qualifications' },
} as const satisfies Record<string, { category: QuizCategory; label: string }>;
export type SyllabusArea = keyof typeof SYLLABUS_AREAS;
export const PDF_TYPES = ['chat_summary', 'session_summary', 'quiz_report', 'wine_topic'] as const;
export type PdfType = (typeof PDF_TYPES)[number];
export const PDF_TYPE_LABELS: Record<PdfType, string> = {
  chat_summary: 'Chat Summary',
  session_summary: 'Session Summary',
  quiz_report: 'Quiz Report',
  wine_topic: 'Wine Topic',
};
/** What the Study Guide generator sends: a topic from the knowledge base, or the user's own pasted text. */
export const STUDY_GUIDE_TYPES = ['wine_topic', 'custom_content'] as const;
export const MESSAGE_TYPES = ['personal', 'announcement', 'welcome', 'contact_admin'] as const;
export const MESSAGE_RECIPIENTS = ['all', 'premium', 'new', 'inactive'] as const;
export const PROFESSIONAL_ROLES = ['sommelier', 'wine_educator', 'wine_consultant', 'wine_professional'] as const;
export const ACCESS_LEVELS = ['basic', 'premium', 'admin'] as const;
export const ACTIVITY_FILTERS = ['all', 'favorites', 'chat', 'quiz', 'pdf', 'image'] as const;
export const RECENT_ACTIVITY_TYPES = ['all', 'chat', 'quiz', 'file', 'image'] as const;

/** Sidebar entries of the signed-in area, in the spec's order (Sign Out is a button after them). */
export const SIDEBAR_ITEMS = [
  { label: 'Chat', to: '/app/chat' },
  { label: 'PDF Generator', to: '/app/pdf-generator' },
  { label: 'Image Generator', to: '/app/image-generator' },
  { label: 'Custom Training', to: '/app/custom-training' },
  { label: 'Files', to: '/app/files' },
  { label: 'Quiz', to: '/app/quiz' },
  { label: 'Review', to: '/app/review' },
  { label: 'Mock Exams', to: '/app/exams' },
  { label: 'Tasting Coach', to: '/app/tasting' },
  { label: 'Recent', to: '/app/recent' },
  { label: 'Level', to: '/app/level' },
  { label: 'Messages', to: '/app/messages' },
  { label: 'Settings', to: '/app/settings' },
] as const;

/** The sidebar entry only admins see, after the others. */
export const SIDEBAR_ADMIN_ITEM = { label: 'Admin Dashboard', to: '/app/admin' } as const;

/** Server-side limits that the spec leaves to us. */
export const LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  jsonBodyMaxBytes: 1024 * 1024,
  chatMessageMaxChars: 10_000,
  chatTitleMaxChars: 80,
  studyGuideTopicMaxChars: 200,
  /** Pasted study-guide content; longer text is refused with a clear message, never cut silently. */
  studyGuideContentMaxChars: 50_000,
} as const;
