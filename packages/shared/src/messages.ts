// Every text the user reads in a toast, an error or a status line, from the spec's section 8
// and the rules of section 5. Screens and the server import these; nothing else spells them.
import { FREE_TRIAL_DAYS, LEVELS, LIMITS, PLANS, PRODUCT_NAME, REFUND_POLICY } from './constants.ts';

export const MESSAGES = {
  // errors from the API client
  serviceUnavailable: 'Service temporarily unavailable',
  requestTimeout: 'Request timeout - please try again',
  networkError: 'Network error - please check your connection',

  // render failures
  errorTitle: 'Oops! Something went wrong',
  errorText: "We encountered an unexpected error. Don't worry, your data is safe.",
  routerErrorTitle: 'Unexpected Application Error',
  notFoundText: 'The page you are looking for does not exist.',

  loadingApp: 'Loading your wine education journey...',
  profileUnavailable: 'Profile functionality is not available.',

  // chat
  chatEmpty: 'Start a conversation with your wine AI assistant',
  chatFailed: 'Failed to send message. Please try again.',
  tokenLimitReached: 'You have reached your token limit for this month',
  attachmentTooLarge: 'File size must be less than 10MB',
  levelLocked: (level: number) => `Level ${level} requires a higher subscription plan`,
  levelSet: (level: number) => `Level set to ${level}`,
  voiceModeSet: (mode: string, level: number) => `Mode set to ${mode} — Level ${level}`,
  imagePromptRequiredChat: 'Please enter a prompt for image generation',

  // quizzes
  quizLocked: 'This quiz requires a higher subscription plan',
  quizLoadFailed: 'Failed to load quizzes',

  // images
  imagePromptRequired: 'Please enter what wine image you want!',
  imageFailed: 'Failed to generate image',
  imageFailedRetry: 'Failed to generate image. Please try again.',
  imageGenerated: 'Image generated successfully!',
  imageDeleted: 'Image deleted',

  // PDFs and study guides
  studyGuideInputRequired: 'Please enter a wine topic or paste content',
  pdfEmptyChat: 'No chat content to generate PDF',
  pdfFailed: 'Failed to generate PDF. Please try again.',
  pdfGenerated: 'PDF generated successfully!',
  pdfHistoryLoadFailed: 'Failed to load PDF history',
  pdfDeleteFailed: 'Failed to delete PDF',
  pdfDeleted: 'PDF deleted successfully',
  pasteFailed: 'Failed to paste content. Please paste manually.',
  pasted: 'Content pasted successfully',
  downloadFailed: 'Download failed',

  // activity
  activityLoadFailed: 'Failed to load recent activities',
  activityLoading: 'Loading recent activities...',
  activityEmpty: 'No recent activities',
  activityEmptyHint: 'Start chatting or taking quizzes to see your activity here',

  // account
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',

  // training
  trainingTooFew: 'You need at least 15 training images for good results',
  trainingTooMany: 'Maximum 50 training images recommended',
  trainingStartFailed: 'Training failed to start',
  trainingStarted: 'SOMM-style custom model training started',
  uploadedFiles: (n: number) => `Uploaded ${n} file(s)`,

  // invites and admin
  inviteValidating: 'Validating your invite...',
  inviteValid: 'Invite Valid',
  inviteInvalidTitle: 'Invalid Invite',
  inviteInvalidText: 'This invite link is invalid or has expired.',
  inviteAccepted: 'Invite accepted!',
  inviteWelcome: `Welcome to ${PRODUCT_NAME}!`,
  inviteLinkCopied: 'Invite link copied to clipboard!',
  inviteLinkCopyFailed: 'Failed to copy invite link',
  inviteSent: (email: string) => `Invite sent to ${email}!`,
  inviteSendFailed: 'Failed to send invite',
  professionalInvited: 'Professional invited successfully!',
  professionalInviteFailed: 'Failed to invite professional',
  messageSent: 'Message sent successfully!',
  messageSendFailed: 'Failed to send message',
  contactAdminSent: 'Message sent to admin successfully!',
  contactAdminFailed: 'Failed to send message to admin',
  messagesEmpty: 'No messages yet',
  messagesEmptyHint: "You'll see important updates and announcements here.",

  // subscription
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequiredText: 'Levels 3 and 4 require a Cru subscription.',

  // not yet built screens say so plainly
  notAvailableYet: 'This part of SommAI is not available yet.',

  // profile and admin access
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'Failed to update profile',
  profileNothingChanged: 'Nothing to update',
  adminChecking: 'Checking admin access...',
  signInFinishing: 'Finishing sign-in...',
} as const;

/** Error codes the API returns in `{ error: { code, message } }`, with the message a person reads. */
export const API_ERRORS = {
  VALIDATION: 'The request is not valid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  BODY_TOO_LARGE: 'The request is too large.',
  ADMIN_KEY_INVALID: 'That admin key is not valid.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

const levelList = LEVELS.map((l) => `${l.id} ${l.name}`).join(', ');
const planLevels = PLANS.map((p) =>
  p.limits.levels.length === LEVELS.length
    ? `${p.name} includes all ${LEVELS.length} levels`
    : `${p.name} includes Levels ${p.limits.levels.join(' and ')}`,
).join('; ');

/** Labels, headings and copy of each screen, in the spec's words where the spec gives them. */
export const SCREENS = {
  common: {
    signIn: 'Sign In',
    logIn: 'Log In',
    signOut: 'Sign Out',
    privacy: 'Privacy',
    terms: 'Terms',
    instagram: 'Instagram',
    opensInNewTab: '(opens in a new tab)',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    comingSoon: 'Coming soon',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
    goToHomepage: 'Go to Homepage',
    loading: 'Loading...',
    pricing: 'Pricing',
    support: 'Support',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    or: 'or',
    rightsReserved: 'All rights reserved.',
  },
  landing: {
    documentTitle: 'AI for wine lovers & wine pros',
    startUsing: 'Start Using',
    brandHome: `${PRODUCT_NAME} home`,
  },
  signIn: {
    documentTitle: 'Sign In',
    title: 'Welcome back',
    subtitle: 'Sign in to continue your wine education journey.',
    bulletsTitle: `With ${PRODUCT_NAME} you can:`,
    bullets: [
      'Chat about any wine topic',
      'Generate wine images',
      'Create PDFs',
      'Take quizzes',
      'Discover new wine insights',
    ],
    formTitle: 'Sign in to your account',
    submit: 'Sign In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    signUpLink: 'Sign up',
    continueWith: (provider: string) => `Continue with ${provider}`,
  },
  signUp: {
    documentTitle: 'Sign Up',
    title: `Join ${PRODUCT_NAME}`,
    subtitle: 'Start your wine education journey today',
    submit: 'Create Account',
    submitting: 'Creating account...',
    passwordHint: `At least ${LIMITS.passwordMinLength} characters`,
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
  },
  profile: {
    documentTitle: 'Profile',
    title: 'Profile',
    subtitle: 'Your account details',
    save: 'Save Changes',
    saving: 'Saving...',
    continueToApp: 'Continue to App',
    signInPrompt: 'Sign in to see and edit your profile.',
  },
  pricing: {
    documentTitle: 'Pricing',
    login: 'Login',
    startTrial: 'Start Free Trial',
    title: 'Choose Your Plan',
    subtitle: 'Learn wine at your own pace, from the first sip to certification.',
    mostPopular: 'Most Popular',
    trialLine: `${FREE_TRIAL_DAYS}-day free trial, no credit card required; the chosen plan is charged automatically afterwards.`,
    faqTitle: 'Frequently Asked Questions',
    faq: [
      {
        question: 'How does the free trial work?',
        answer: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, and no credit card is required to start. When the trial ends, the plan you chose is charged automatically.`,
      },
      {
        question: 'Can I cancel anytime?',
        answer:
          'Yes. Cancel from Settings → Billing & Subscription → Cancel Subscription, at any time and with no cancellation fees.',
      },
      { question: 'What is your refund policy?', answer: `${REFUND_POLICY.title}. ${REFUND_POLICY.text}` },
      {
        question: 'What are the AI levels?',
        answer: `${PRODUCT_NAME} answers at four levels: ${levelList}. ${planLevels}.`,
      },
    ],
  },
  support: {
    documentTitle: 'Support',
    title: 'Support',
    subtitle: 'We are here to help with your wine learning journey.',
    contactTitle: 'Contact us',
    emailLabel: 'Email',
    responseTimeLabel: 'Response time',
    hoursLabel: 'Hours',
    quickActionsTitle: 'Quick actions',
    quickActions: [
      { label: 'General Support', subject: 'General Support' },
      { label: 'Request Refund', subject: 'Refund Request' },
      { label: 'Cancel Subscription', subject: 'Cancel Subscription' },
      { label: 'Suggest Feature', subject: 'Feature Suggestion' },
    ],
    commonIssuesTitle: 'Common issues',
    commonIssues: [
      {
        question: 'How do I cancel my subscription?',
        answer: 'Go to Settings → Billing & Subscription → Cancel Subscription.',
      },
      {
        question: 'How do I delete my account?',
        answer: 'Go to Settings → Account Actions → Delete Account. This cannot be undone.',
      },
      { question: 'How do refunds work?', answer: REFUND_POLICY.text },
    ],
    emailUnknown: 'Not available right now',
  },
  settings: {
    documentTitle: 'Settings',
    title: 'Settings',
    subtitle: 'Manage your account and preferences',
    cards: [
      {
        title: 'Account',
        description: 'Your profile and sign-in details',
        actions: ['Profile Information', 'Change Password', 'Email Preferences'],
      },
      {
        title: 'Security',
        description: 'Keep your account safe',
        actions: ['Two-Factor Authentication', 'Login History', 'Privacy Settings'],
      },
      {
        title: 'Notifications',
        description: 'Choose what we tell you about',
        actions: ['Email Notifications', 'Push Notifications', 'Learning Reminders'],
      },
      {
        title: 'Subscription',
        description: 'Your plan and billing',
        actions: ['Current Plan', 'Billing History', 'Payment Methods'],
      },
    ],
    profileAction: 'Profile Information',
  },
  dashboard: {
    documentTitle: 'Dashboard',
    userFallback: 'Wine Lover',
    planLabels: { classic: 'Classic Plan', cru: 'Cru Plan', free: 'Free Plan' },
    devMode: 'Developer Mode',
    usageTitle: 'Credit Usage',
    chatTokens: 'Chat tokens',
    imagesGenerated: 'Images generated',
    tokensOf: (used: string, limit: string) => `${used} / ${limit} tokens`,
    imagesOf: (used: string, limit: string) => `${used} / ${limit} images`,
    gamesTitle: 'Wine Games',
    gamesText: 'Free wine knowledge games',
    messages: 'Messages',
    manageAccount: 'Manage Account / Settings',
    greeting: (hour: number, firstName: string) => {
      const part =
        hour >= 5 && hour < 12 ? 'Good morning' : hour >= 12 && hour < 18 ? 'Good afternoon' : 'Good evening';
      return firstName ? `${part}, ${firstName}` : part;
    },
    subtitle: 'Your wine AI workspace',
    quickActionsTitle: 'Quick Actions',
    quickActions: {
      chat: { title: 'Chat', text: 'Ask your wine AI anything' },
      quiz: { title: 'Quiz', text: 'Test your wine knowledge' },
      pdf: { title: 'PDF Generator', text: 'Create a study guide' },
      image: { title: 'Image Generator', text: 'Create wine images' },
    },
    closeChat: 'Close chat',
    recentTitle: 'Recent Activities',
    filtersLabel: 'Filter activities',
    filters: { all: 'All', favorites: 'Favorites', chat: 'Chat', quiz: 'Quiz', pdf: 'PDF', image: 'Image' },
  },
  pages: {
    chat: { documentTitle: 'Chat', title: 'Wine AI Chat' },
    pdf: { documentTitle: 'Study Guide', title: 'Ask anything wine to generate topic' },
    images: { documentTitle: 'Image Generator', title: 'Professional Wine Image Generator' },
    training: { documentTitle: 'Custom Training', title: 'Custom Training' },
    files: { documentTitle: 'Files', title: 'Files' },
    quiz: { documentTitle: 'Quizzes', title: 'Quizzes' },
    recent: { documentTitle: 'Recent Activity', title: 'Recent Activity' },
    level: { documentTitle: 'Level', title: 'Choose Your Wine Learning Level' },
    messages: { documentTitle: 'Messages', title: 'Message Center' },
  },
  admin: { documentTitle: 'Admin', title: 'Admin Dashboard' },
  invite: { documentTitle: 'Invite' },
  notFound: { documentTitle: 'Page not found', title: 'Page not found' },
  error: { documentTitle: 'Error' },
} as const;
