// Every text the user reads, from the spec's section 8 and the rules of section 5. Screens and the
// server import these; nothing else spells them. The catalogue is kept by product area in
// messages/; this file puts it together under the names everyone imports.

import { ACCOUNT_SCREENS } from './messages/screens-account.ts';
import { ADMIN_SCREENS } from './messages/screens-admin.ts';
import { HOME_SCREENS } from './messages/screens-home.ts';
import { STUDY_SCREENS } from './messages/screens-study.ts';
import { COMMON_TEXTS, LANDING_TEXTS } from './messages-core.ts';

export { MESSAGES } from './messages/feedback.ts';
export { IMAGE_CARD_TEXTS } from './messages/image-cards.ts';
export { TRAINER_TEXTS } from './messages/trainer.ts';
export { API_ERRORS, type ApiErrorCode, COMMON_TEXTS, CORE_MESSAGES, LANDING_TEXTS } from './messages-core.ts';

/** Labels, headings and copy of each screen, in the spec's words where the spec gives them. */
export const SCREENS = {
  common: COMMON_TEXTS,
  landing: LANDING_TEXTS,
  ...ACCOUNT_SCREENS,
  ...HOME_SCREENS,
  ...STUDY_SCREENS,
  ...ADMIN_SCREENS,
} as const;
