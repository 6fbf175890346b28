// "My uncle insists Champagne must always be vintage — true?", "my friend says all Alsace is sweet",
// "someone told me Beaujolais is served chilled": a claim passed on by someone else is checked as the
// claim. Who said it (an uncle, a friend, a teacher) and how ("insists", "swears") is the way people
// talk, not what is asked; read with it, the words of the frame look like another subject.

/**
 * Someone who passes a claim on: "my uncle", "my wine club leader", "a colleague", "someone", "people";
 * not the bottle itself ("my wine says 13% on the label" is what the label reads).
 */
const TELLER = String.raw`(?:(?:my|our|a|an|one)(?:\s+(?!(?:wines?|bottles?|labels?|glass)\b)[\p{L}'’-]+){1,3}|someone|somebody|people|everyone|everybody|they|a lot of people|many people)`;

/** How the claim is passed on: "says", "insists", "swears", "told me", "keeps saying", "is convinced". */
const PASSES_ON = String.raw`(?:says|said|insists|insisted|claims|claimed|reckons|reckoned|thinks|thought|swears|swore|believes|believed|argues|argued|maintains|keeps (?:saying|telling me)|told (?:me|us)|tells (?:me|us)|is (?:convinced|sure|adamant)|was (?:convinced|sure|adamant))`;

/** "I read that…", "I heard…", "I was told…", "I've always been told…". */
const HEARD = String.raw`(?:i(?:'ve| have)? (?:always )?(?:read|heard|was told|been told|learned|learnt)(?: somewhere| online| once)?)`;

const FRAME = new RegExp(String.raw`^\s*(?:${TELLER}\s+${PASSES_ON}|${HEARD})(?:\s+that)?[\s,:]+(?=\S)`, 'iu');

/**
 * The claim alone, when the question opens by saying who passed it on; undefined when it does not,
 * or when too little is left to be a claim.
 */
export function reportedClaim(question: string): string | undefined {
  const m = question.match(FRAME);
  if (!m) return undefined;
  const rest = question.slice(m[0].length).trim();
  if (rest.split(/\s+/).length < 3) return undefined;
  return rest[0].toUpperCase() + rest.slice(1);
}
