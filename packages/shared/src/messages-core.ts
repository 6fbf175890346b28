// The part of the text catalogue (messages.ts) that the first paint needs: the API client's errors,
// the loading and error screens, and the landing page. It lives in a file of its own so the
// landing page's JavaScript carries these few texts and not the whole catalogue; messages.ts
// re-exports it, so everything else keeps importing the catalogue as one.
import { PRODUCT_NAME } from './constants.ts';

/**
 * The texts the API client and the first paint need (the landing page and the app's loading and
 * error screens). A catalogue of their own, so the landing page's JavaScript carries only these.
 */
export const CORE_MESSAGES = {
  // errors from the API client
  serviceUnavailable: 'Service temporarily unavailable',
  requestTimeout: 'Request timeout - please try again',
  networkError: 'Network error - please check your connection',

  // render failures
  errorTitle: 'Oops! Something went wrong',
  errorText: "We encountered an unexpected error. Don't worry, your data is safe.",

  loadingApp: 'Loading your wine education journey...',
} as const;

/** The error screen's own labels (its title and text are in CORE_MESSAGES). */
export const ERROR_TEXTS = { documentTitle: 'Error' } as const;

/** Labels every screen shares (the landing page too). */
export const COMMON_TEXTS = {
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
} as const;

/** The landing page's own labels. */
export const LANDING_TEXTS = {
  documentTitle: 'AI for wine lovers & wine pros',
  startUsing: 'Start Using',
  brandHome: `${PRODUCT_NAME} home`,
  previewsTitle: `What ${PRODUCT_NAME} makes for you`,
  previews: {
    chat: {
      caption: 'Chat with your wine AI',
      meta: 'Level 1 · Friendly',
      question: 'What grape is Chablis made from?',
      answer:
        'Chablis is 100% Chardonnay, grown on Kimmeridgian limestone in the north of Burgundy. Expect green apple, lemon and a flinty, saline finish, with little or no new oak.',
    },
    guide: {
      caption: 'A study guide as a PDF',
      title: 'Chablis',
      level: 'Study guide · Level 2',
      heading: 'The four appellations',
      points: ['Petit Chablis', 'Chablis', 'Chablis Premier Cru', 'Chablis Grand Cru: seven climats on one slope'],
    },
    quiz: {
      caption: 'Quizzes that explain the answer',
      meta: 'Question 3 of 10',
      question: 'Which grape is white Sancerre made from?',
      options: ['Chardonnay', 'Sauvignon Blanc', 'Chenin Blanc', 'Riesling'],
      correct: 1,
      explanation: 'Correct: white Sancerre is Sauvignon Blanc from the eastern Loire.',
    },
    image: {
      caption: 'Pictures drawn on demand',
      alt: 'A vineyard of old vines under a golden-hour sky, drawn by the SommAI image generator',
      prompt: 'Old vines in Priorat at golden hour',
    },
  },
} as const;

/** Error codes the API returns in `{ error: { code, message } }`, with the message a person reads. */
export const API_ERRORS = {
  VALIDATION: 'The request is not valid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  STORAGE_WRITE_FAILED:
    'The file could not be saved: the server has no space left or cannot write right now. Nothing was stored. Please try again later.',
  BODY_TOO_LARGE: 'The request is too large.',
  ADMIN_KEY_INVALID: 'That admin key is not valid.',
  SIGN_IN_LIMITED: 'Too many failed sign-ins. Please wait and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  METRICS_TOKEN_REQUIRED: 'A valid metrics token is required.',
  NOT_READY: 'The server cannot reach its database or its file storage right now.',
  SHUTTING_DOWN: 'The server is restarting. Please try again in a moment.',
  RENDER_TIMEOUT: 'Drawing this took too long, so it was stopped. Please try again.',
  RENDER_FAILED: 'This could not be drawn. Please try again.',
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;
