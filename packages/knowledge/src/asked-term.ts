// A term of the trade named in a "what is…" question is what the question asks, even beside a place
// or when its letters also index a topic: "what is SGN in Alsace?", "the label says CM, what's that?",
// "what's Chianti Classico Gran Selezione?". The term's meaning opens the answer; the place only says
// where the term is used.

import { bold, type Ctx } from './draft.ts';
import { type KnowledgeBase, type TermEntry, warmAlso } from './kb.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

const DEFINING =
  /^(what(?:'s|s| is| are| does)|define|meaning)\b|\bwhat(?:'s| is| are) (?:that|it|this|those)\b|\b(?:mean|means|meaning|stand for|stands for)\b/;
const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * The names a term is written under: "Non-Vintage (NV, Sans Année)" → Non-Vintage, NV, Sans Année. A
 * place in the brackets ("Reserva (Portugal)") says where the term is used, not another name for it.
 */
export function termNames(ctx: Ctx, t: TermEntry): string[] {
  return namesOf(ctx.kb).names.get(t) ?? readNames(t, namesOf(ctx.kb).regions);
}

/** The names of every term of a knowledge base, read once: they depend only on its records. */
const NAMES = new WeakMap<KnowledgeBase, { regions: Set<string>; names: Map<TermEntry, string[]> }>();

function namesOf(kb: KnowledgeBase): { regions: Set<string>; names: Map<TermEntry, string[]> } {
  let kept = NAMES.get(kb);
  if (!kept) {
    const regions = new Set(kb.regions.map((r) => fold(r.name)));
    kept = { regions, names: new Map(kb.terms.map((t) => [t, readNames(t, regions)])) };
    NAMES.set(kb, kept);
  }
  return kept;
}

function readNames(t: TermEntry, regions: ReadonlySet<string>): string[] {
  const base = t.term.split(/\s*\(/)[0].trim();
  const inner = (t.term.match(/\(([^)]*)\)/)?.[1]?.split(/,\s*/) ?? [])
    .map((n) => n.trim())
    .filter((n) => fold(n) !== fold(t.country) && !regions.has(fold(n)));
  return [base, ...inner, ...(t.synonyms ?? [])].filter((n) => n.length >= 2);
}

/** A name a term may be asked by, with the pattern finding it in a question (built once per knowledge base). */
interface AskedName {
  t: TermEntry;
  n: string;
  folded: string;
  country: string;
  acronym: boolean;
  re: RegExp;
}

const ASKED = new WeakMap<KnowledgeBase, AskedName[]>();

function askedNames(kb: KnowledgeBase): AskedName[] {
  let out = ASKED.get(kb);
  if (out) return out;
  out = [];
  const { names } = namesOf(kb);
  for (const t of kb.terms)
    for (const n of names.get(t) ?? []) {
      const acronym = /^[A-Z]{2,4}$/.test(n);
      if (!acronym && n.length < 5) continue;
      const folded = fold(n);
      const re = acronym
        ? new RegExp(`(^|[^\\p{L}])${n}(?![\\p{L}])`, 'u')
        : new RegExp(`(^|[^\\p{L}])${folded.replace(ESCAPE, '\\$&')}(?![\\p{L}])`, 'u');
      out.push({ t, n, folded, country: fold(t.country), acronym, re });
    }
  ASKED.set(kb, out);
  return out;
}

warmAlso(askedNames);

/** The term the question names, the longest name first; abbreviations count only in capitals. */
export function askedTerm(ctx: Ctx): TermEntry | undefined {
  const q = ctx.question;
  const fq = fold(q).replace(/[’`]/g, "'").trim();
  if (!DEFINING.test(fq)) return undefined;
  // A place's or grape's own name ("Chianti Classico") is not a term asked about.
  const names = ctx.u.subjects
    .filter((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0)
    .map((s) => fold(s.matched));
  // Where the question is set decides between two terms written alike (VT in Alsace or in Spain).
  const countries = new Set(
    ctx.u.subjects.flatMap((s) => (s.kind === 'region' ? [fold(ctx.kb.region(s.id)?.country ?? '')] : [])),
  );
  let best: { t: TermEntry; score: number } | undefined;
  for (const { t, n, folded, country, acronym, re } of askedNames(ctx.kb)) {
    // The name stands in the question as written (an acronym) or folded before its pattern can match.
    if (!(acronym ? q.includes(n) : fq.includes(folded)) || !re.test(acronym ? q : fq)) continue;
    if (names.some((x) => x.includes(folded))) continue;
    const score = n.length + (countries.has(country) ? 100 : 0);
    if (!best || score > best.score) best = { t, score };
  }
  return best?.t;
}

/** The opening sentence for a question about a named term, unless the term is already the subject. */
export function askedTermSentence(ctx: Ctx): string | undefined {
  const t = askedTerm(ctx);
  if (!t) return undefined;
  const first = ctx.u.subjects[0];
  if (first?.kind === 'term' && first.id === t.id) return undefined;
  return `${bold(t.term)}: ${sentence(t.meaning)}`;
}
