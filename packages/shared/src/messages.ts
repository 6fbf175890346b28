// Every text the user reads, from the spec's section 8 and the rules of section 5. Screens and the
// server import these; nothing else spells them. The catalogue is kept by product area in
// messages/; this file puts it together under the names everyone imports. The parts a first visit
// of the signed-in app shows (its frame and the dashboard) are also exported by their own names, so
// the browser's first load can import them without the whole catalogue.

import { ACCOUNT_SCREENS } from './messages/screens-account.ts';
import { ADMIN_SCREENS } from './messages/screens-admin.ts';
import { HOME_SCREENS } from './messages/screens-home.ts';
import { STUDY_SCREENS } from './messages/screens-study.ts';
import { COMMON_TEXTS, LANDING_TEXTS } from './messages-core.ts';

export { MESSAGES } from './messages/feedback.ts';
export { SHELL_MESSAGES } from './messages/feedback-shell.ts';
export { IMAGE_CARD_TEXTS } from './messages/image-cards.ts';
export { DASHBOARD_TEXTS, GAMES_TEXTS } from './messages/screens-dashboard.ts';
export { PDF_TEXTS } from './messages/screens-pdf.ts';
export { TRAINER_TEXTS } from './messages/trainer.ts';
export { REVIEW_TEXTS } from './messages/trainer-review.ts';
export {
  API_ERRORS,
  type ApiErrorCode,
  COMMON_TEXTS,
  CORE_MESSAGES,
  ERROR_TEXTS,
  LANDING_TEXTS,
} from './messages-core.ts';

/** Labels, headings and copy of each screen, in the spec's words where the spec gives them. */
export const SCREENS = {
  common: COMMON_TEXTS,
  landing: LANDING_TEXTS,
  ...ACCOUNT_SCREENS,
  ...HOME_SCREENS,
  ...STUDY_SCREENS,
  ...ADMIN_SCREENS,
} as const;
