// Every text the user reads in a toast, an error or a status line, from the spec's section 8
// and the rules of section 5. Screens and the server import these; nothing else spells them.
import { PRODUCT_NAME } from './constants.ts';

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
