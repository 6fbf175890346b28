// Grape names that are also people's given names or brands ("Monica", "Isabella", "Ortega", "Norton"):
// the words around such a name show when it is a person ("Monica's favourite wine", "Isabella asked
// me", "my friend Ortega", "Mrs Concord") or a product ("Norton antivirus"), and then it is not the grape.
import type { KnowledgeBase } from './kb.ts';
import { Lru } from './lru.ts';
import { fold } from './normalize.ts';

const KIN =
  'friend|sister|brother|wife|husband|boss|colleague|neighbou?r|aunt|uncle|cousin|daughter|son|mum|mom|mother|dad|father|girlfriend|boyfriend|partner|fiancee?|grandma|grandmother|grandpa|grandfather|niece|nephew|flatmate|roommate|housemate|teacher|client|guest|host|hostess';
const TITLE = 'mrs|mr|ms|miss|dr|aunt|auntie|uncle|madame|monsieur|signora|signor|senora|senor';
/** What someone does that a grape never does: asks, says, texts, invites, brings. */
const DOES =
  'asked|asks|told|tells|said|says|thinks|texted|texts|messaged|emailed|phoned|invited|is bringing|is coming|is visiting|swears|insists|reckons|wonders|wondered|wants to know|would like to know|and i\\b';
/** Someone's own things and taste, after a possessive: "Monica's birthday", "Isabella's favourite". */
const OWN =
  'favou?rites?(?:\\s+(?:wines?|reds?|whites?|bottles?|drinks?|tipple|bubbly|grapes?))?(?![\\s-]+[\\p{L}])|birthday|party|wedding|anniversary|husband|wife|boyfriend|girlfriend|partner|mum|mom|dad|mother|father|family|house|flat|kids|children|friends?|boss|pick|choice|go-to|dinner party';
/** Products that carry a grape's name as a brand. */
const PRODUCT =
  'antivirus|anti-virus|internet security|software|app|laptop|computer|phone|jet|airliner|plane|aircraft|car|truck|motorbike|guitar|hotel|airline|bank|insurance|shoes|trainers|sneakers|jeans|perfume|headphones';

export type OtherUse = { question: string; person?: string };

/**
 * The patterns that show a name (as written in the question) to be a person or a brand. Made once per
 * name: a question names few grapes, but each pattern is long and costly to build and compile, and the
 * same grape names come back question after question.
 */
function nameRules(n: string): { own: RegExp; rules: [RegExp, string][] } {
  const own = new RegExp(`\\b${n}['’]s\\s+(?:own\\s+|all[- ]time\\s+|personal\\s+)?(${OWN})\\b`, 'u');
  const rules: [RegExp, string][] = [
    // Followed by what the person does: "buy my dad Malbec or Cabernet?" names a wine for him.
    [
      new RegExp(
        `\\b((?:my|our|his|her|their)\\s+(?:${KIN}))\\s+${n}(?=\\s+(?:${DOES}|wants|likes|loves|hates|prefers|drinks|needs|is|was|has|had|will|would|can)\\b)`,
        'iu',
      ),
      '$1',
    ],
    [new RegExp(`\\b(?:${TITLE})\\.?\\s+${n}\\b`, 'iu'), 'a friend'],
    // After an article it is a wine ("the Merlot said to suit fish"), never someone.
    [new RegExp(`(?<!\\b(?:the|a|an|this|that|your|some)\\s+)\\b${n}(?=\\s+(?:${DOES})\\b)`, 'iu'), 'a friend'],
    // Only a capitalised name is someone's: "Merlot's favourite food" is the grape's own match.
    [new RegExp(`\\b${n}(['’]s\\s+(?:own\\s+|all[- ]time\\s+|personal\\s+)?(?:${OWN})\\b)`, 'u'), 'a friend$1'],
    [new RegExp(`\\b${n}\\s+(?=(?:${PRODUCT})\\b)`, 'iu'), ''],
  ];
  return { own, rules };
}

const rulesFor = new Lru<string, { own: RegExp; rules: [RegExp, string][] }>(500);

/**
 * For each of `nameRules`' patterns, in order, a part of it that holds no name: a question in which
 * that part is not found cannot match the pattern, whatever the name. Most questions hold none of
 * them, and these are built once, so the patterns for a name are built (and tested) only when one of
 * them could match.
 */
const NEEDED: RegExp[] = [
  new RegExp(`\\b(?:my|our|his|her|their)\\s+(?:${KIN})\\s+`, 'iu'),
  new RegExp(`\\b(?:${TITLE})\\.?\\s+`, 'iu'),
  new RegExp(`\\s+(?:${DOES})\\b`, 'iu'),
  new RegExp(`['’]s\\s+(?:own\\s+|all[- ]time\\s+|personal\\s+)?(?:${OWN})\\b`, 'u'),
  new RegExp(`\\s+(?:${PRODUCT})\\b`, 'iu'),
];

/**
 * The question with a grape's one-word name that its context shows to be a person or a brand put
 * aside: a person becomes "a friend", a brand's name goes. With `person`, the name stands as a
 * person whose own taste is asked ("What is Monica's favourite wine?").
 */
export function grapeAsPersonOrBrand(kb: KnowledgeBase, question: string): OtherUse | undefined {
  // Without one of the patterns' name-free parts, no name is read as someone's or a brand.
  if (!NEEDED.some((re) => re.test(question))) return undefined;
  const names = new Set(
    kb
      .mentions(question.replace(/['’]s\b/gu, ''))
      .filter((m) => m.kind === 'grape' && m.whole && m.score >= 0.9 && /^[a-z]+$/.test(m.matched))
      .map((m) => m.matched),
  );
  let q = question;
  let person: string | undefined;
  for (const name of names) {
    // The name as written, in any case and accents folded alike.
    const at = [...question.matchAll(/[\p{L}]+/gu)].find((w) => fold(w[0]) === name);
    if (!at) continue;
    const n = at[0];
    if (!NEEDED.some((re) => re.test(q))) continue;
    const capital = /^\p{Lu}/u.test(n);
    const { own, rules } = rulesFor.through(n, nameRules);
    for (const [i, [re, by]] of rules.entries()) {
      if (!NEEDED[i].test(q) || !re.test(q) || (by === 'a friend$1' && !capital)) continue;
      if (!person && own.test(q) && /\bfavou?rites?|pick|choice|go-to\b/i.test(q.match(own)?.[1] ?? '')) person = n;
      q = q.replace(re, by);
      break;
    }
  }
  if (q === question) return undefined;
  return { question: q.replace(/\s{2,}/g, ' ').trim(), ...(person ? { person } : {}) };
}
