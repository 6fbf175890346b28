// The fixed sentences the built-in wine engine says on its own, beside the answers it composes from
// the knowledge base: greetings, the steer back to wine, the honest "I don't know" lines and the
// notes about attachments. The engine imports them; nothing else spells them.

/** Titles of the engine's fixed replies (shown as the answer's heading in some voice styles). */
export const ENGINE_TITLES = {
  welcome: 'Welcome',
  offTopic: 'Outside my cellar',
  notInNotes: 'Not in my notes',
  recommendation: 'A recommendation',
  attachment: 'What you attached',
} as const;

export const ENGINE_TEXTS = {
  hello: "Hello! I'm your wine tutor. Ask me about grapes, regions, winemaking, tasting, service or food pairing.",
  thanks: "You're welcome! Whenever you have a wine question, I'm here.",
  farewell: "Goodbye for now, and enjoy your next glass! Whenever you have a wine question, I'm here.",
  offTopic: "That's outside what I can help with: I'm a wine tutor, so I only answer questions about wine.",
  offTopicWithAngle: (angle: string) =>
    `I'm a wine specialist, so that's outside what I can help with, but here is a wine angle: ${angle}.`,
  notWine: "And if it isn't a wine at all, it is outside what I can help with: I only answer questions about wine.",
  needSomethingToGoOn:
    "To suggest a wine I need something to go on: what are you eating, or which wines do you already enjoy? Tell me and I'll match it from my notes.",
  ambiguous: (what: string) => `${what} could be more than one wine in my notes, so tell me which one you mean.`,
  unknown: (what: string) => `I don't have anything on ${what} in my wine knowledge base, so I won't guess.`,
  didYouMean: (names: string) => `Did you mean ${names}?`,
  youCouldTry: 'You could try:',
  someThingsICanAnswer: 'Here are some things I can answer:',
  forExample: 'For example:',
  whatICanHelpWith: 'Here is what I can help with, for example:',
  whatIKnowNearby: 'What I do know nearby:',
  inPassing: (phrase: string, record: string, fact: string) =>
    `My notes mention **${phrase}** only in passing, in the record on ${record}: ${fact}`,
  moreInPassing: (phrase: string) => `More on ${phrase} in my notes`,
  practiceIntro: (n: number, subject: string) =>
    `Here ${n === 1 ? 'is a question' : `are ${n} exam-style questions`} on **${subject}**. Answer them before you look at the answers.`,
  practiceTip: 'Say your answer out loud or write it down before checking: recall is what the exam tests.',
  /** Questions offered as examples after a fixed reply. */
  suggest: {
    grapeOf: (region: string) => `What grape is ${region} made from?`,
    tasteOf: (grape: string) => `What does ${grape} taste like?`,
    pairWith: (food: string) => `What wine goes with ${food}?`,
    compare: (a: string, b: string) => `Compare ${a} and ${b}`,
    explain: (topic: string) => `Explain ${topic}`,
    meaning: (term: string) => `What does ${term} mean?`,
    quiz: (region: string) => `Quiz me on ${region}`,
  },
  practiceTitle: (subject: string) => `Practice: ${subject}`,
  practiceQuestions: 'Questions',
  practiceAnswers: 'Answers',
  /** The honest replies, one per reason the knowledge base cannot answer. */
  honest: {
    future: (year: string) =>
      `That can't be known yet: ${/^\d{4}$/.test(year) ? `the ${year} vintage has` : /^\d{4}s$/.test(year) ? `the vintages of the ${year} have` : 'that vintage has'} not happened, and a vintage's quality depends on that year's weather and harvest, so no one can know it in advance.`,
    price: (about: string) =>
      `I have nothing on the price of ${about} in my knowledge base: I keep no price lists, and prices change with the vintage, the seller and the market, so check a current merchant.`,
    score: (about: string) =>
      `I have nothing on critics' scores or ratings for ${about} in my knowledge base: I keep no scores, so I won't make one up.`,
    results: (about: string, toCome = false) =>
      toCome
        ? `That can't be known yet: ${about} has not been held, and I keep no records of competitions, awards or their winners, so I won't name one.`
        : `I have nothing on who won ${about} in my knowledge base: I keep no records of competitions, awards or their winners, so I won't name one.`,
    opinion: (about: string) =>
      `I have nothing on what ${about} thinks or has written in my knowledge base: I don't keep individual critics' or writers' opinions, so I won't put words in their mouth.`,
    best: (ever: boolean) =>
      `No one can say which is the best wine ${ever ? 'ever made' : 'in the world'}: greatness is a matter of taste, occasion and food, and there is no objective ranking, so that can't be known. I can tell you what the most celebrated wines are like and why they are prized.`,
    venue: (about: string) =>
      `I don't have the wine list of ${about} in my knowledge base: I keep no restaurant lists, and they change with the season and the stock, so ask the restaurant or its sommelier.`,
    figures: (about: string) =>
      `I don't have production figures for ${about} in my knowledge base: I keep no records of a single producer's bottles, cases or hectares, so I won't guess a number.`,
    contact: (about: string) =>
      `I don't have contact details${about ? ` for ${about}` : ''} in my knowledge base: I keep no addresses, phone numbers, opening hours or bookings, so look them up on the official site.`,
    vintage: (name: string) =>
      `I have no vintage report for ${name} in my knowledge base, so I can't tell you how that year turned out and I won't guess: vintage quality depends on each year's weather, region by region.`,
    private:
      "I can't know that: it is a private figure (what one cellar is worth, what one vineyard, shop or bar produced or sold) and no knowledge base holds it. A valuer, the grower or the owner can tell you; I can explain what drives such figures in general.",
    personal: (name: string) =>
      `I can't know that: ${name ? `${name}'s` : "someone's"} private life (meals, home, family, habits) is in no knowledge base, so I won't guess. I only answer questions about wine: ask me about a wine, a grape, a region or how to taste.`,
    local:
      "I can't know that: your local restaurant, bar or shop (who works there, what it stocks, what it charges) is in no knowledge base. Ask them directly; I can tell you what to look for on a wine list or a shelf.",
    venues: (town: string) =>
      `I can't recommend a wine shop, bar or restaurant in ${town}: I keep no guide to businesses, and they open, close and change hands, so a local guide or recent reviews will serve you better. I can tell you what to look for on the shelf or the list.`,
    staff: (about: string) =>
      `I have no record of who works at or runs ${about} in my knowledge base: winemakers, owners and office holders change, so check its own website for who holds the post today.`,
    engaged: (name: string) =>
      `I have no record of where ${name} works or consults today in my knowledge base: people change posts and clients from year to year, so their own site or recent news will tell you. I can say what my notes hold about their work.`,
    someone:
      "I can't know that: what someone you know thought of a wine, or chose to drink, is in no knowledge base, so ask them. I can tell you what the wine is usually like, so you can compare notes.",
    unseen:
      "I can't see the wine you have in front of you, so I can't tell you its details. Tell me its name, or attach a photo of its label, and I'll tell you what I know about it.",
    premise: (correction: string) => `That premise doesn't match my notes. ${correction}`.trim(),
    person: (name: string) =>
      `I don't have anything on “${name}” in my wine knowledge base: no grower, winemaker or writer by that name is in my notes, so I won't invent a biography.`,
    namedKind: (name: string, kind: string, article: string) =>
      `I don't have anything on “${name}” in my wine knowledge base, so I can't confirm it exists as ${article} ${kind}, and I won't describe a different one in its place.`,
    name: (name: string) =>
      `I don't have anything on “${name}” in my wine knowledge base: it is no grape, region or producer I know, so I won't describe a different one in its place.`,
  },
  /** About what was read from an attachment. */
  attachment: {
    nothingKnown:
      '_I could not find any grape or region I know in the attached text, so this answer uses the question alone._',
    unreadable:
      'I could not match anything in the attached text to a grape, region or wine I know, so I cannot say what it is. A sharper photo of the label, or the wine’s name typed in, helps.',
    summaryLead: (n: number) => `The attached page covers ${n === 1 ? 'one wine' : `${n} wines`} I know. In short:`,
    bottleSuits: (bottle: string, dish: string) => `Yes: **${bottle}**, the wine on the label, suits ${dish}.`,
    bottleDoesNotSuit: (bottle: string, dish: string) =>
      `**${bottle}**, the wine on the label, is not a classic match for ${dish} in my notes.`,
  },
} as const;
