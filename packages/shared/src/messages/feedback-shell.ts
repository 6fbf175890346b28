// The toasts and status lines of the signed-in app's frame and of the dashboard, the screen signing
// in leads to: a module of their own, so a first visit loads these and not all of MESSAGES, which
// spreads them in with the rest.

export const SHELL_MESSAGES = {
  routerErrorTitle: 'Unexpected Application Error',

  // recent activity
  activityLoadFailed: 'Failed to load recent activities',
  activityLoading: 'Loading recent activities...',
  activityEmpty: 'No recent activities',
  activityEmptyHint: 'Start chatting or taking quizzes to see your activity here',
  favoriteFailed: 'Could not change this favorite. Please try again.',

  // opening what an activity made: an image drawn again, a PDF in a new tab or downloaded
  imageFailed: 'Failed to generate image',
  downloadFailed: 'Download failed',
  popupBlocked: 'Your browser blocked the new tab. Allow pop-ups for this site to view PDFs, or use Download.',

  // the account panel: signing out, a free trial started from the pricing page
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',
  trialStarted: (plan: string, days: number) => `Your ${days}-day free trial of ${plan} has started.`,
  trialStartFailed: 'Could not start your free trial. Please try again.',
} as const;
