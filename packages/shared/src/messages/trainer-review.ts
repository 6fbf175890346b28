/** Texts of Review, the spaced-repetition deck (the dashboard shows what is due). */
export const REVIEW_TEXTS = {
  documentTitle: 'Review',
  title: 'Review',
  intro:
    'Cards from your missed questions, your chats and study guides, and the knowledge base, scheduled so you see each one just before you would forget it.',
  due: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due`,
  total: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} in your deck`,
  streak: (n: number) => `${n}-day streak`,
  reviewedToday: (n: number) => `${n} reviewed today`,
  chartTitle: 'Reviews in the last 30 days',
  chartDay: (date: string, n: number) => `${date}: ${n} ${n === 1 ? 'review' : 'reviews'}`,
  reveal: 'Show answer',
  revealHint: 'Space shows the answer; keys 1 to 4 rate it.',
  front: 'Question',
  back: 'Answer',
  allDone: 'Nothing is due. Come back later, or add a pack below.',
  empty: 'Your deck is empty. Miss a quiz question, add a chat answer or add a pack to start.',
  ratingInvalid: 'Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
  cardNotFound: 'This card is not in your deck.',
  packsTitle: 'Knowledge packs',
  packsIntro: 'Cards from the knowledge base for each level and area.',
  addPack: 'Add pack',
  packAdded: (n: number) =>
    n === 0
      ? 'Every card of this pack is already in your deck.'
      : `${n} ${n === 1 ? 'card' : 'cards'} added to Review.`,
  packCounts: (added: number, cards: number) => `${added} of ${cards} in your deck`,
  packLocked: 'Your plan does not include this level.',
  exportCsv: 'Export for Anki (CSV)',
  addToReview: 'Add to review',
  addedToReview: 'Added to Review.',
  alreadyInReview: 'Already in your Review deck.',
  nothingToLearn: 'There is no fact in this answer to make a card from.',
  messageNotFound: 'This answer was not found.',
  guideNotFound: 'This study guide was not found.',
  dashboardDue: (n: number) =>
    n === 0 ? 'Nothing due for review' : `${n} ${n === 1 ? 'card' : 'cards'} due for review`,
  dashboardOpen: 'Open Review',
  sourceLabel: (source: string) => `Source: ${source}`,
} as const;
