// What an educator reading a question would object to, as rules written apart from the makers: the
// stem gives the answer away, the options are not all of one kind, the explanation only restates the
// question or is about another option, and a quiz asks in the same form again and again.
import { fold, type KnowledgeBase, tokens } from '@sommai/knowledge';
import { ORIGIN_COUNTRIES } from '@sommai/knowledge/quiz-bank';

export interface AskedQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  check: { kind: string; negated?: boolean };
}

/** Words that carry no fact of their own in a stem, an option or an explanation. */
const FRAME = new Set(
  'soil soils classic term a an and or the of with in on to for from by at as its is are be it this these those which what who how why when where than that not no only also such some other often usually typically very more less most least best well known grape grapes variety varieties wine wines region regions country countries main larger part name names used use called one two three four there their here has have had made make makes'.split(
    ' ',
  ),
);

export const words = (text: string) =>
  new Set(tokens(text.replace(/\([^)]*\)/g, ' ')).filter((w) => (w.length > 2 || /^\d+$/.test(w)) && !FRAME.has(w)));

/** The distinctive words of an answer that its stem already contains ("Provence" in "Côtes de Provence lies within…"). */
export function giveaway(q: AskedQuestion): string[] {
  const stem = words(q.question);
  const wrong = q.options.filter((_, i) => i !== q.correctAnswer).flatMap((o) => [...words(o)]);
  const inStem = (w: string) => stem.has(w) || [...stem].some((s) => sameStem(s, w));
  return [...words(q.options[q.correctAnswer])].filter((w) => inStem(w) && !wrong.some((o) => sameStem(o, w)));
}

/** "Burgund" and "Burgundy", "Rhône" and "Rhone": one name written two ways. */
function sameStem(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5) return a === b;
  const n = Math.min(a.length, b.length);
  return a.slice(0, Math.max(5, n - 1)) === b.slice(0, Math.max(5, n - 1));
}

const nameLists = new WeakMap<KnowledgeBase, string[]>();
function namesIn(kb: KnowledgeBase): string[] {
  let list = nameLists.get(kb);
  if (!list) {
    list = [
      ...kb.grapes.map((g) => g.name),
      ...kb.regions.map((r) => r.name),
      ...kb.terms.map((t) => t.term.replace(/\s*\([^)]*\)/g, '')),
      ...kb.pairings.map((p) => p.food.charAt(0).toLowerCase() + p.food.slice(1)),
      ...kb.topics.flatMap((t) => (t.table ? t.table.rows.map((r) => r[0] ?? '') : [])),
    ].sort((a, b) => b.length - a.length);
    nameLists.set(kb, list);
  }
  return list;
}

/** The form of a question: its text with every name of the knowledge base and every quoted or bracketed part taken out. */
export function shapeOf(q: AskedQuestion, kb: KnowledgeBase): string {
  let text = q.question.replace(/“[^”]*”/g, '_').replace(/\([^)]*\)/g, '_');
  for (const n of namesIn(kb)) if (n.length > 2 && text.includes(n)) text = text.split(n).join('_');
  // Capitalised words after the first are names too.
  return `${q.check.kind}|${text
    .split(' ')
    .map((w, i) => (i > 0 && /^[A-ZÀ-Ý]/.test(w) ? '_' : w))
    .join(' ')
    .replace(/_( _)+/g, '_')}`;
}

/** The most questions of one form in a quiz, and the form. */
export function mostRepeatedShape(quiz: readonly AskedQuestion[], kb: KnowledgeBase): [string, number] {
  const counts = new Map<string, number>();
  for (const q of quiz) counts.set(shapeOf(q, kb), (counts.get(shapeOf(q, kb)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
}

/** What an option names: a grape, a region, a country, or plain text. */
export function kindOf(option: string, kb: KnowledgeBase): string {
  const name = fold(option.replace(/\s*\([^)]*\)/g, '').trim());
  const grape = kb.grapes.some((g) =>
    [g.name, ...g.synonyms.flatMap((s) => s.split(' / '))].some(
      (n) => fold(n.replace(/\s*\([^)]*\)/g, '').trim()) === name,
    ),
  );
  const region = kb.regions.some((r) => r.kind !== 'country' && [r.name, ...r.synonyms].some((n) => fold(n) === name));
  // A country with regions on record, or one the bank knows grapes come from (Armenia, Cyprus…).
  const country = kb.regions.some((r) => fold(r.country) === name) || ORIGIN_COUNTRIES.some((c) => fold(c) === name);
  if (country) return 'country';
  if (grape && !region) return 'grape';
  if (region && !grape) return 'region';
  if (grape && region) return 'grape-or-region';
  return 'text';
}

/** Options that are not of the answer's kind (a grape among regions, a country among appellations). */
export function strayOptions(q: AskedQuestion, kb: KnowledgeBase): string[] {
  const answerKind = kindOf(q.options[q.correctAnswer], kb);
  const fits = (k: string) => k === answerKind || k === 'grape-or-region' || answerKind === 'grape-or-region';
  return q.options.filter((o) => !fits(kindOf(o, kb)));
}

/** The explanation's words beyond the stem and the options: what it teaches. */
export function taughtWords(q: AskedQuestion): string[] {
  const known = new Set([...words(q.question), ...q.options.flatMap((o) => [...words(o)])]);
  return [...words(q.explanation)].filter((w) => !known.has(w));
}

/** True when an explanation names its own answer. */
export function mentionsAnswer(q: AskedQuestion): boolean {
  const answer = q.options[q.correctAnswer];
  const own = words(answer);
  if (own.size === 0) return fold(q.explanation).includes(fold(answer));
  const said = words(q.explanation);
  const found = [...own].filter((w) => said.has(w)).length;
  return found >= Math.min(own.size, Math.max(1, Math.ceil(own.size / 2)));
}

/** An option the explanation presents before its answer: it would read as being about that option. */
export function leadsWithOther(q: AskedQuestion): string | undefined {
  if (q.check.negated) return undefined;
  const text = fold(q.explanation);
  const at = (o: string) => {
    const n = fold(o.replace(/\s*\([^)]*\)/g, '').trim());
    const m =
      n.length > 1 ? new RegExp(`(^|[^a-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).exec(text) : null;
    return m ? m.index : Number.POSITIVE_INFINITY;
  };
  const answerAt = at(q.options[q.correctAnswer]);
  return q.options.find((o, i) => i !== q.correctAnswer && at(o) < answerAt);
}
