// The texts of toasts, errors and status lines, from the spec's section 8 and the rules of section 5.
import { LIMITS, PRODUCT_NAME, UPLOAD_LIMITS } from '../constants.ts';
import { CORE_MESSAGES } from '../messages-core.ts';
import { formatBytes } from '../rules.ts';
import { SHELL_MESSAGES } from './feedback-shell.ts';

const megapixels = UPLOAD_LIMITS.maxImagePixels / 1_000_000;

/** 'question 3', 'questions 2 and 5', 'questions 2, 5 and 7'. */
function listNumbers(numbers: readonly number[]): string {
  if (numbers.length <= 1) return `question ${numbers.join('')}`;
  return `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

export const MESSAGES = {
  ...CORE_MESSAGES,
  ...SHELL_MESSAGES,
  notFoundText: 'The page you are looking for does not exist.',

  profileUnavailable: 'Profile functionality is not available.',

  // chat
  chatEmpty: 'Start a conversation with your wine AI assistant',
  chatFailed: 'Failed to send message. Please try again.',
  chatMessageEmpty: 'Write a message or attach a file.',
  chatMessageTooLong: 'Your message is too long: keep it under 10,000 characters.',
  chatNotFound: 'Chat not found.',
  chatStopped: 'Stopped before the answer was finished.',
  chatServerStopping: 'The server restarted before the answer was finished. Ask again to get the rest.',
  chatInterrupted: 'This answer was interrupted',
  tokenLimitReached: 'You have reached your token limit for this month',
  attachmentTooLarge: 'File size must be less than 10MB',
  imageUnreadable: 'This image could not be read: the file is damaged, incomplete or not really an image.',
  imageTooManyPixels: (width: number, height: number) =>
    `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; pictures up to ${megapixels} megapixels can be uploaded.`,
  fileReadTimedOut: 'This file took too long to read. Please try a smaller or simpler file.',
  uploadBroken: 'The upload was cut off or damaged before it arrived. Please try again.',
  uploadRateLimited: `You can upload files up to ${UPLOAD_LIMITS.uploadsPerMinute} times a minute. Please wait a moment and try again.`,
  storageFull: (used: number, limit: number) =>
    `This does not fit in your storage: ${formatBytes(used)} of ${formatBytes(limit)} used. Delete some files on the Files page or upgrade your plan.`,
  levelLocked: (level: number) => `Level ${level} requires a higher subscription plan`,
  levelSet: (level: number) => `Level set to ${level}`,
  voiceModeSet: (mode: string, level: number) => `Mode set to ${mode} — Level ${level}`,
  imagePromptRequiredChat: 'Please enter a prompt for image generation',
  answerCopied: 'Answer copied to clipboard',
  copyFailed: 'Could not copy the answer. Please select and copy it manually.',
  uploadFailed: (name: string) => `Could not upload ${name}. Please try again.`,
  preferencesSaveFailed: 'Could not save your choice. Please try again.',
  chatHistoryLoadFailed: 'Could not load your chats',
  chatOpenFailed: 'Could not open this chat. Please try again.',
  chatRenamed: 'Chat renamed',
  chatRenameFailed: 'Could not rename the chat. Please try again.',
  chatDeleted: 'Chat deleted',
  chatDeleteFailed: 'Could not delete the chat. Please try again.',
  voiceInputUnsupported:
    'Voice input is not available in this browser, and this server has no speech-to-text set up. Please type your question.',
  voiceInputDenied: 'Microphone access was blocked. Allow it in your browser settings to use voice input.',
  voiceInputNoSpeech: 'No speech was heard. Please try again.',
  voiceInputNoMicrophone: 'No microphone was found. Connect one and try again, or type your question.',
  voiceInputFailed: 'Voice input stopped unexpectedly. Please try again or type your question.',
  transcriptionFailed: 'Could not turn the recording into text. Please try again or type your question.',

  // quizzes
  quizLocked: 'This quiz requires a higher subscription plan',
  quizLoadFailed: 'Failed to load quizzes',
  quizOpenFailed: 'Failed to load this quiz. Please try again.',
  quizNotFound: 'This quiz does not exist or is no longer available.',
  quizSubmitFailed: 'Failed to submit your answers. Please try again.',
  quizUnanswered: (questions: readonly number[]) =>
    `Answer every question before submitting. Still unanswered: ${listNumbers(questions)}.`,
  quizGenerated: 'Quiz created from your chat',
  quizGenerateFailed: 'Failed to create a quiz from this chat. Please try again.',
  quizAnswerCount: (questions: number, received: number) =>
    `Send one answer for each of the ${questions} questions (received ${received}).`,
  quizAnswerInvalid: (question: number, last: number, received: string) =>
    `Answer ${question} must be the number of one of its options, from 0 to ${last} (received ${received}).`,
  quizAnswersNotList: 'Send your answers as a list: one option number per question.',
  quizAttemptKeyUsed: 'This attempt key was already used for another quiz.',
  quizAttemptNotFound: 'Quiz attempt not found.',
  quizChatEmpty: 'This chat has no messages to make a quiz from.',
  quizNothingToAsk:
    'This chat does not name enough grapes, regions or wine topics to make a quiz from. Ask the Wine AI about a grape, a region or a wine style first, then try again.',

  // images
  imagePromptRequired: 'Please enter what wine image you want!',
  imageFailedRetry: 'Failed to generate image. Please try again.',
  imageGenerated: 'Image generated successfully!',
  imageDeleted: 'Image deleted',
  imageLimitReached: 'You have reached your image limit for this month',
  imageFallbackNotice: "The image service did not answer, so SommAI's built-in renderer drew this image.",
  imageNotFound: 'Image not found.',
  imageCategoryUnknown: (allowed: string) => `Category must be one of: ${allowed}`,
  imageSizeUnknown: (allowed: string) => `Size must be one of: ${allowed}`,
  imageQualityUnknown: (allowed: string) => `Quality must be one of: ${allowed}`,
  imageStyleUnknown: (allowed: string) => `Style must be one of: ${allowed}, or a trained style (custom:<model id>)`,
  imageStyleNotFound: 'That trained style was not found.',
  imageCategoriesCount: 'Choose between 1 and 4 categories.',
  imageDeleteFailed: 'Could not delete the image. Please try again.',

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
  studyGuideContentTooLong: `Custom content must be at most ${LIMITS.studyGuideContentMaxChars.toLocaleString('en-US')} characters`,
  studyGuideTopicTooLong: `The topic must be at most ${LIMITS.studyGuideTopicMaxChars} characters`,
  studyGuideTopicUnknown: (topic: string, known: readonly string[]) =>
    `SommAI has no study material on “${topic}” yet, and will not make any up. Try a grape, region or wine subject it knows, such as ${known.length > 1 ? `${known.slice(0, -1).join(', ')} or ${known.at(-1)}` : (known[0] ?? 'Chablis')}, or paste your own notes.`,
  pdfNotFound: 'PDF not found.',
  storedFileMissing: 'This file is no longer in storage.',

  // training
  trainingTooFew: 'You need at least 15 training images for good results',
  trainingTooMany: 'Maximum 50 training images recommended',
  trainingStartFailed: 'Training failed to start',
  trainingStarted: 'SOMM-style custom model training started',
  uploadedFiles: (n: number) => `Uploaded ${n} file(s)`,
  trainingDatasetNotFound: 'Training dataset not found.',
  trainingImageNotFound: 'Training image not found.',
  trainingJobNotFound: 'Training job not found.',
  trainingAlreadyRunning: 'Training is already running for this dataset.',
  trainingNoFiles: 'Choose one or more images to upload.',
  trainingFileEmpty: (name: string) => `${name} is empty.`,
  trainingFileNotImage: (name: string) => `${name} is not an image. Upload PNG, JPEG, WebP or GIF files.`,
  trainingFileDamaged: (name: string) => `${name} could not be read: the image is damaged or incomplete.`,
  trainingFileOverLimit: (name: string) => `${name} is larger than 10MB.`,
  trainingFileTooManyPixels: (name: string, width: number, height: number) =>
    `${name} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; pictures up to ${megapixels} megapixels can be uploaded.`,
  trainingDatasetFull: (max: number) => `A dataset holds at most ${max} images.`,
  trainingStage: {
    preparing: 'Preparing training data: checking and decoding your images...',
    uploading: 'Uploading: storing normalized copies of your images...',
    training: 'Training: learning palette, contrast, black and white and composition...',
    complete: 'Training complete! Your style is ready in the image generator.',
    failed: 'Training failed',
  },
  trainingSuccessful: 'Training Successful!',
  trainingImagesOnly: (n: number) => `Skipped ${n} file(s): only images can be used for training`,
  trainingFileTooLarge: (name: string) => `${name} was skipped: file size must be less than 10MB`,
  trainingUploadFailed: 'Could not upload your images. Please try again.',
  trainingCaptionSaveFailed: 'Could not save the caption. Please try again.',
  trainingCategorySaveFailed: 'Could not change the category. Please try again.',
  trainingRemoveFailed: 'Could not remove the image. Please try again.',
  trainingStatusFailed: 'Could not check on your training. Retrying...',

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
  messageNotFound: 'Message not found.',
  messagesNotYours: 'You can only read your own messages.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  subjectTooLong: (max: number) => `Subject must be at most ${max} characters`,
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  noRecipients: 'No users are in this group yet, so nothing was sent.',
  inviteNotFound: 'Invite not found.',
  inviteAlreadyPending: 'An invite is already pending for this email. Use Send Invite to send it again.',
  inviteAlreadyAccepted: 'This professional has already accepted an invite.',
  inviteUsed: 'This invite has already been used.',
  inviteExpired: 'This invite has expired. Ask the person who invited you for a new one.',
  inviteEmailMismatch: (email: string) => `This invite is for ${email}. Sign in with that email to accept it.`,
  inviteEmailSubject: `You are invited to ${PRODUCT_NAME}`,

  // plans and billing
  trialUsed: 'Your free trial has already been used.',
  planAlreadyActive: (plan: string) => `You already have the ${plan} plan.`,
  paymentsUnavailable:
    'Online payments are not set up on this server. Start a free trial, or ask an admin to set your plan.',
  noSubscription: 'There is no subscription to manage yet.',
  alreadySubscribed: 'You already have a subscription. Manage it from Settings → Subscription.',
  yearlyUnavailable: 'Yearly billing is not offered yet. Please choose monthly.',
  paymentServiceFailed: 'The payment service did not answer. Please try again.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  userNotFound: 'User not found.',

  // settings
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordSame: 'Choose a new password that is different from the current one.',
  noPasswordToChange: 'This account signs in with single sign-on and has no password to change.',
  passwordChanged: 'Password changed. Your other devices were signed out.',

  // account deletion, data export and cancelling a plan
  accountDeleted: 'Your account and everything in it have been deleted.',
  accountDeleteFailed: 'Could not delete your account. Please try again.',
  deleteConfirmEmailWrong: 'Type the email address of this account to confirm.',
  lastAdmin:
    'You are the only admin of this server. Make another user an admin before deleting your account, so the server is not left without one.',
  exportStarted: 'Your data export is downloading.',
  exportFailed: 'Could not export your data. Please try again.',
  exportLimited: 'You can export your data a few times an hour. Please wait a while and try again.',
  planCanceled: (plan: string, date: string) => `Your ${plan} plan is cancelled and ends on ${date}.`,
  planResumed: (plan: string) => `Your ${plan} plan continues.`,
  planCancelFailed: 'Could not change your plan. Please try again.',
  noPlanToCancel: 'There is no plan to cancel.',
  planNotCanceled: 'Your plan is not cancelled, so there is nothing to resume.',
  cancelInPortal: 'Your subscription is billed by Stripe: cancel it in the customer portal.',

  // text every route refuses
  textNotAllowed: (field: string) => `${field} contains control characters, which are not allowed.`,

  // sign-in limits
  signInSlowDown: (seconds: number) =>
    `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  signInLockedHere: (minutes: number) =>
    `Too many failed sign-ins to this account from your network. Try again in ${minutes} minutes, or from another network.`,
  signInUnderAttack: (minutes: number) =>
    `This account is protected for now after failed sign-ins from many places. Sign in from a device you have used before, or try again in ${minutes} minutes.`,
  signInAddressBlocked: (minutes: number) =>
    `Too many failed sign-ins from your network. Try again in ${minutes} minutes.`,
  adminKeyLocked: 'Too many wrong admin keys. Please wait 15 minutes and try again.',

  // proving the admin email
  adminVerifySubject: `Confirm your ${PRODUCT_NAME} admin email`,
  adminVerifyText: (link: string, hours: number) =>
    `This address is the admin email of ${PRODUCT_NAME}. Open this link to confirm it is yours and receive admin rights:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not expect this, ignore this email.`,
  adminVerifyLog: (email: string, link: string, hours: number) =>
    `Admin email ${email} is not proven yet. Sign in as ${email} and open this one-time link within ${hours} hours to receive admin rights: ${link}`,
  adminVerifyWaiting: (email: string) =>
    `ADMIN_EMAIL is ${email}: once an account with this email signs up, a one-time link to prove it is sent (or printed here).`,
  adminVerified: 'Your admin email is proven: this account is now an admin.',
  continueToApp: 'Continue to SommAI',
  adminVerifySent: 'We sent a link to the admin email. Open it to receive admin rights.',
  adminVerifyNotYours: 'Only the account with the configured admin email can ask for this link.',
  adminVerifyInvalid: 'This admin link is not valid: it was already used, has expired, or belongs to another account.',

  // changing the sign-in email
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your sign-in email changes when you open it.`,
  emailChangeSame: 'This is already your email address.',
  emailChangeReserved: 'This email address is reserved.',
  emailChangeConfirmSubject: `Confirm your new ${PRODUCT_NAME} email`,
  emailChangeConfirmText: (link: string, hours: number) =>
    `Someone, hopefully you, asked to make this the sign-in email of a ${PRODUCT_NAME} account. Open this link to confirm:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not ask for this, ignore this email.`,
  emailChangeTakenSubject: `A ${PRODUCT_NAME} account already uses this email`,
  emailChangeTakenText: `Someone asked to move a ${PRODUCT_NAME} account to this address, but you already have an account with it, so nothing changed. If this was you, sign in with this address instead.`,
  emailChangedNoticeSubject: `Your ${PRODUCT_NAME} sign-in email was changed`,
  emailChangedNoticeText: (newEmail: string) =>
    `The sign-in email of your ${PRODUCT_NAME} account was changed to ${newEmail}, and every other device was signed out. If this was not you, contact support at once.`,
  emailChangeConfirmed: 'Your sign-in email was changed. Your other devices were signed out.',
  emailChangeLinkInvalid: 'This confirmation link is not valid: it was already used or has expired.',
  emailChangeNowTaken: 'This email address can no longer be used. Nothing was changed.',
  sessionNotFound: 'Session not found.',
  signedOutEverywhere: 'Signed out on every other device.',
  emailPreferencesSaved: 'Email preferences saved',
  nothingToUpdate: 'Nothing to update',

  // recent activity and files
  activityItemNotFound: 'This item no longer exists.',
  fileNotFound: 'File not found.',

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

  // dashboard, Message Center, admin, invites, plans, settings and files (browser side)
  messagesLoadFailed: 'Could not load your messages',
  markReadFailed: 'Could not mark the message as read. Please try again.',
  adminLoadFailed: 'Could not load this admin section',
  planUpdated: (name: string, plan: string) => `${name} is now on ${plan}`,
  planUpdateFailed: 'Could not change the plan. Please try again.',
  passwordsDoNotMatch: 'The new passwords do not match',
  newPasswordRequired: 'New password is required',
  passwordChangeFailed: 'Could not change your password. Please try again.',
  sessionSignedOut: 'That device was signed out',
  sessionSignOutFailed: 'Could not sign that device out. Please try again.',
  apiKeyCreated: 'API key created. Copy it now: it is shown only once.',
  apiKeyCreateFailed: 'Could not create the API key. Please try again.',
  apiKeyCopied: 'API key copied to clipboard',
  apiKeyCopyFailed: 'Could not copy. Select the key and copy it yourself.',
  apiKeyRevoked: 'API key revoked. Apps using it can no longer reach SommAI.',
  apiKeyRevokeFailed: 'Could not revoke the API key. Please try again.',
  apiStoreChatsOn: 'Conversations sent with your API keys are now saved to your chat history.',
  apiStoreChatsOff: 'Conversations sent with your API keys are no longer saved.',
  apiStoreChatsFailed: 'Could not save this setting. Please try again.',
  apiKeyNameRequired: 'Give the key a name, such as the app that will use it',
  apiKeyNameTooLong: (max: number) => `Key name must be at most ${max} characters`,
  apiKeyTooMany: (max: number) => `You can have at most ${max} API keys. Revoke one you no longer use.`,
  apiKeyNotFound: 'API key not found.',
  // the OpenAI-compatible API (/v1), read by developers in their client's error
  apiKeyMissing:
    'Missing API key. Send it as "Authorization: Bearer sk-sommai-…"; create one in SommAI under Settings → API keys.',
  apiKeyInvalid: 'Invalid API key. Check the key, or create a new one in SommAI under Settings → API keys.',
  apiKeyRevokedError: 'This API key has been revoked. Create a new one in SommAI under Settings → API keys.',
  apiModelUnknown: (model: string) =>
    `The model "${model}" does not exist. Use sommai-level-1 … sommai-level-4, optionally followed by -friendly, -technical, -sharp or -exam.`,
  apiModelLocked: (model: string, level: number) =>
    `Your plan does not include Level ${level}, so "${model}" is not available to this key. Upgrade under Pricing to use it.`,
  apiTokenLimit:
    'This account has used its monthly token limit. It resets on the first of next month, or upgrade your plan.',
  apiRateLimited: (perMinute: number) =>
    `Too many requests with this API key (at most ${perMinute} a minute). Please wait a moment and try again.`,
  apiNoQuestion: 'The last message must be a user message with text.',
  apiNotFound: 'Unknown API route. This server offers GET /v1/models and POST /v1/chat/completions.',
  signOutEverywhereFailed: 'Could not sign out your other devices. Please try again.',
  emailPreferencesSaveFailed: 'Could not save your email preferences. Please try again.',
  settingsLoadFailed: 'Could not load this part of your settings',
  paymentRedirectFailed: 'Could not open the payment page. Please try again.',
  filesLoadFailed: 'Could not load your files',
  fileDeleted: 'File deleted',
  fileDeleteFailed: 'Could not delete the file. Please try again.',
  previewFailed: 'Could not show a preview of this file',
  inviteAcceptFailed: 'Could not accept the invite. Please try again.',
  inviteCheckFailed: 'Could not check this invite. Please try again.',
  gameLoadFailed: 'Could not load the game. Please try again.',
} as const;
