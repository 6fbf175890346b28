// What the knowledge base cannot answer, found before any search result is allowed to stand in for
// it: a name we do not know next to a word that says what kind of thing it is ("Château X", "X DOCG",
// "the X grape"), prices, critics' scores, a named person's opinion, and vintages still to come.

import { isEnglishWord } from './dictionary.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, words } from './normalize.ts';

export type HonestyReason = 'name' | 'price' | 'score' | 'opinion' | 'future';

export interface Honesty {
  reason: HonestyReason;
  /** What the question names, in the asker's spelling: "Château Zorbignac", "2031". */
  name: string;
  /** For names: the kind of thing it claims to be ("DOCG", "château", "grape"). */
  category?: string;
}

/** Category words that follow a name: "Valdoro Alto DOCG", "the Brillanteau grape". */
const AFTER =
  /^(docg|doc|aoc|aop|ava|do|doca|dop|igt|igp|pdo|pgi|grape|grapes|variety|varietal|cultivar|appellation|producer|estate|winery|vineyard|cru)$/i;
/** Category words that precede a name: "Château Zorbignac", "Domaine Vertaloup". */
const BEFORE =
  /^(chateau|château|domaine|bodega|bodegas|weingut|tenuta|cantina|quinta|clos|maison|castello|fattoria|schloss|cave|caves)$/i;
const CONNECTOR = /^(de|du|des|di|del|della|la|le|les|l|d|da|von|van|y|e)$/i;

const PRICE =
  /\b(price|prices|priced|pricing|cost|costs|costing|how much (is|are|does|do|would|should|for) (a |an |the |one )?(bottle|case|magnum|glass)|how much (money|should i pay|would i pay)|how much is (a |an |the )?\p{Lu})/iu;
const SCORE =
  /\b(score|scores|scored|rating|ratings|rated|points? (did|from|out of|from critics)|\d{2,3} points|how many points|parker points|wine spectator|wine advocate|vivino)\b/i;
const TASTING_METHOD = /\b(wset|sat|systematic|deductive|blind tasting|tasting note|quality level)\b/i;
const OPINION_VERB =
  '(think|thinks|thought|say|says|said|write|writes|wrote|rate|rates|feel|feels|recommend|recommends)';

let kbWords: { kb: KnowledgeBase; words: Set<string> } | undefined;

/** Every word written anywhere in the knowledge base (names, facts, points, meanings), folded. */
function knownWords(kb: KnowledgeBase): Set<string> {
  if (kbWords?.kb === kb) return kbWords.words;
  const set = new Set<string>();
  const add = (s: string | undefined) => {
    if (s) for (const w of words(s)) set.add(w);
  };
  for (const g of kb.grapes) {
    add(g.name);
    g.synonyms.forEach(add);
    for (const f of g.facts) add(f.text);
    add(g.origin);
  }
  for (const r of kb.regions) {
    add(r.name);
    r.synonyms.forEach(add);
    for (const f of r.facts) add(f.text);
    r.labelTerms.forEach(add);
    r.styles.forEach(add);
  }
  for (const t of kb.topics) {
    add(t.title);
    add(t.summary);
    t.keywords.forEach(add);
    for (const p of t.points) add(p.text);
    for (const row of t.table?.rows ?? []) row.forEach(add);
  }
  for (const t of kb.terms) {
    add(t.term);
    add(t.meaning);
  }
  kbWords = { kb, words: set };
  return set;
}

/** Whether a capitalised word is a name the knowledge base has never written. */
function unknownName(kb: KnowledgeBase, raw: string): boolean {
  const w = words(raw)[0];
  if (!w || w.length < 3) return false;
  if (knownWords(kb).has(w)) return false;
  if (kb.index.knows(w)) return false;
  return true;
}

interface Token {
  raw: string;
  cap: boolean;
}

function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((raw) => ({
    raw: raw.replace(/['’]s$/u, ''),
    cap: /^\p{Lu}/u.test(raw),
  }));
}

/** A run of capitalised words (with connectors) from position i, in the given direction. */
function nameRun(ts: Token[], i: number, step: 1 | -1): Token[] {
  const out: Token[] = [];
  for (let j = i; j >= 0 && j < ts.length && out.length < 4; j += step) {
    const t = ts[j];
    if (t.cap && !BEFORE.test(t.raw) && !AFTER.test(t.raw)) out.push(t);
    else if (CONNECTOR.test(t.raw) && out.length > 0 && ts[j + step]?.cap) out.push(t);
    else if (/^d['’]\p{Lu}/u.test(t.raw)) out.push(t);
    else break;
  }
  return step === 1 ? out : out.reverse();
}

/** Finds what the question asks that the knowledge base cannot honestly answer, if anything. */
export function checkHonesty(kb: KnowledgeBase, question: string, now = new Date()): Honesty | undefined {
  const ts = tokenize(question);
  // Vintages still to come: a year after this one.
  const year = now.getUTCFullYear();
  const future = (question.match(/\b(19|20|21)\d{2}\b/g) ?? []).find((y) => Number(y) > year);
  if (future || /\bnext (year'?s? )?vintage\b/i.test(question))
    return { reason: 'future', name: future ?? 'next vintage' };
  if (PRICE.test(question)) return { reason: 'price', name: subjectPhrase(ts) };
  // Critics' marks, not the quality conclusion of a tasting method ("how does the WSET grade quality?").
  if (SCORE.test(question) && !TASTING_METHOD.test(question)) return { reason: 'score', name: subjectPhrase(ts) };
  // A named person's opinion: "What does Jancis Robinson think of …", "according to Hugh Johnson".
  const person =
    question.match(new RegExp(`(\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)+)\\s+${OPINION_VERB}\\b`, 'u')) ??
    question.match(/\baccording to (\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)+)/u);
  if (person && !kb.mentions(person[1]).some((m) => m.whole)) return { reason: 'opinion', name: person[1] };
  // An unknown name with a category word beside it.
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    let run: Token[] = [];
    let category = '';
    if (BEFORE.test(t.raw) && (t.cap || i > 0)) {
      run = nameRun(ts, i + 1, 1);
      category = fold(t.raw) === 'chateau' ? 'château' : t.raw.toLowerCase();
    } else if (AFTER.test(t.raw) && i > 0 && (t.raw === t.raw.toUpperCase() || /^[a-z]/.test(t.raw))) {
      run = nameRun(ts, i - 1, -1);
      category = t.raw;
    }
    // The first word of a sentence is capitalised anyway: it is not a name on its own.
    if (run.length > 0 && ts.indexOf(run[0]) === 0 && run.length === 1) continue;
    const content = run.filter((x) => !CONNECTOR.test(x.raw));
    if (content.length === 0) continue;
    const strange = content.filter((x) => unknownName(kb, x.raw) && !isEnglishWord(fold(x.raw)));
    if (strange.length === 0) continue;
    const name = BEFORE.test(t.raw)
      ? `${t.raw} ${run.map((x) => x.raw).join(' ')}`
      : `${run.map((x) => x.raw).join(' ')}${/^[a-z]/.test(t.raw) ? '' : ` ${t.raw}`}`;
    return { reason: 'name', name, category };
  }
  return undefined;
}

/** The capitalised names of a question after its first word: "Pétrus", "Screaming Eagle". */
function subjectPhrase(ts: Token[]): string {
  const runs: string[] = [];
  let cur: string[] = [];
  ts.forEach((t, i) => {
    if (t.cap && i > 0 && !/^(I|What|How|Which|Where|Why|When|Who|Is|Are|Can|Will|Should|Does|Do)$/.test(t.raw))
      cur.push(t.raw);
    else if (cur.length > 0 && CONNECTOR.test(t.raw) && ts[i + 1]?.cap) cur.push(t.raw);
    else {
      if (cur.length > 0) runs.push(cur.join(' '));
      cur = [];
    }
  });
  if (cur.length > 0) runs.push(cur.join(' '));
  return runs[runs.length - 1] ?? '';
}
