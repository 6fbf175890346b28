// Answers about a term of the trade or the law ("what is a Prädikat?"), and the defining point of a
// topic or term: the sentence that says what it is, found among its facts.

import { contentRoots } from './choice-evidence.ts';
import { COUNT, type Ctx, type Draft, draft, termBase, use } from './draft.ts';
import { askedRoots, focusWords, rarityScorer } from './facts.ts';
import type { KnowledgeBase, TermEntry } from './kb.ts';
import { fold, root, words } from './normalize.ts';
import { join, mentionsPhrase, pick, sentence, unique } from './text.ts';
import type { Depth } from './types.ts';

/**
 * The point of a topic that defines the word a question asks about, when that word is one of the
 * topic's keywords rather than its whole subject: the point opens with the word ("Coulure is…",
 * "3. Tirage: …").
 */
/** Words that put a phrase inside a clause rather than make it the sentence's subject. */
export const LINKS = new Set([
  'though',
  'although',
  'often',
  'called',
  'when',
  'if',
  'as',
  'like',
  'unlike',
  'with',
  'without',
  'no',
  'not',
  'never',
]);

/** Words that ask for the fitting value of a thing rather than what it is: "the best temperature". */
const VALUE_ASKED =
  /(?:best|right|ideal|correct|proper|optimal|optimum|recommended|perfect|appropriate|suitable|usual|typical|normal)/;

/** A point's text as `definingPoint` reads its opening, and the word in brackets after its head word. */
function pointHead(p: { text: string }): { head: string; aside: string } {
  let kept = HEADS.get(p);
  if (!kept) {
    // Hyphens read as spaces, as the question's phrase does ("off-dry" for "off dry").
    const head = fold(p.text)
      .replace(/(?<=\w)-(?=\w)/g, ' ')
      .replace(/^\d+\.\s*/, '')
      .replace(/^(a|an|the)\s+/, '');
    // The word given in brackets after the point's own head word ("Riddling (remuage): …").
    const aside = head.match(/^[^():.]{1,30}\(([^)]{1,40})\)/)?.[1]?.trim() ?? '';
    kept = { head, aside };
    HEADS.set(p, kept);
  }
  return kept;
}

/** Every topic's points are read for the word a question asks to define: each point's opening once (per record). */
const HEADS = new WeakMap<object, { head: string; aside: string }>();

export function definingPoint(
  ctx: Ctx,
  t: { title: string; summary?: string; points: { depth: Depth; text: string }[] },
) {
  const asked = fold(ctx.question).replace(/[’`]/g, "'").trim();
  // A word or two said alone ("maceration?", "the mousse") asks what it is, as "what is…" does.
  const bare = asked.match(/^(?:the )?([a-z][a-z' -]{2,40}?)\??$/)?.[1];
  const alone = bare !== undefined && bare.split(' ').length <= 2 ? bare : undefined;
  if (
    !alone &&
    !/^(what(?: is|'s|s| are| does)|define|meaning of|explain|what is the (purpose|point|role|aim) of)\b/.test(asked)
  )
    return undefined;
  const m = ctx.u.subjects.find((x) => x.kind === 'topic' && x.start >= 0 && fold(x.title) === fold(t.title));
  // Found by its words rather than a name: the asked thing is the question's object ("a sommelier").
  const object =
    alone ??
    fold(ctx.question)
      .trim()
      .match(/^what (?:is|are) (?:a |an |the )?([a-z][a-z' -]{2,40}?)\??$/)?.[1];
  const phrase = (m ? fold(m.matched) : object && object.split(' ').length <= 3 ? object : '').trim();
  // A short word is a word asked only when the topic was found by it ("dry").
  if (phrase.length < (m ? 3 : 4) || fold(t.title) === phrase) return undefined;
  // "What is the best temperature for rosé?", "what's the ideal glass for Port?": a word asked with a
  // measure of fitness asks for the right value of it, not what the word means.
  if (new RegExp(`\\b${VALUE_ASKED.source}\\s+(?:[a-z]+\\s+)?${phrase.replace(/[^a-z0-9 ]/g, '.')}\\b`).test(asked))
    return undefined;
  // A topic named by the word, whose title gives the word as its own other name ("Noble rot (Botrytis
  // cinerea)"), is about the word: its summary defines it, and a point merely opening with it does not.
  const otherName =
    fold(t.title)
      .match(/^[^():]{1,40}\(([^)]{1,40})\)/)?.[1]
      ?.trim() ?? '';
  if (m && (otherName === phrase || otherName.startsWith(`${phrase} `))) return undefined;
  const stemOf = (w: string) => w.replace(/(ing|ation|isation|ization|s)$/, '');
  const key = stemOf(phrase);
  const defines = (p: { text: string }) => {
    const { head, aside } = pointHead(p);
    // The word is the sentence's subject: it opens it, perhaps after a qualifier ("A pre-fermentation cold soak…").
    const at = (w: string) => {
      const i = head.indexOf(w);
      const before = head.slice(0, Math.max(0, i)).trim().split(/\s+/).filter(Boolean);
      return i === 0 || (i > 0 && before.length <= 2 && before.every((w) => /^[a-z-]+$/.test(w) && !LINKS.has(w)));
    };
    const named = (w: string) =>
      w.length >= 4 && (aside === w || aside.startsWith(`${w} `) || aside.startsWith(`${w},`));
    return at(phrase) || (key.length >= 4 && at(key)) || named(phrase) || named(key);
  };
  // A summary that already defines the word ("Malolactic conversion is carried out by…") answers it.
  const summary = t.summary;
  if (
    summary &&
    new RegExp(`^(a |an |the )?${key.replace(/[^a-z0-9 ]/g, '.')}\\w* (is|are|means)\\b`).test(fold(summary))
  )
    return undefined;
  // The topic's own points first; a word two topics share may be defined in the other one. Two
  // points in a row on the word ("Tannin is a feeling…", "Tannins come from…") are told together.
  const source = t.points.some(defines) ? t : ctx.kb.topics.find((x) => x.points.some(defines));
  if (!source) return undefined;
  const i = source.points.findIndex(defines);
  const next = source.points[i + 1];
  return next && defines(next) ? [source.points[i], next] : [source.points[i]];
}

// Per knowledge base, each region's label terms folded (in the order of kb.regions), rather than
// folded again for every term described.
const LABELS = new WeakMap<KnowledgeBase, string[][]>();
function foldedLabelTerms(kb: KnowledgeBase): string[][] {
  let out = LABELS.get(kb);
  if (!out) {
    out = kb.regions.map((r) => r.labelTerms.map(fold));
    LABELS.set(kb, out);
  }
  return out;
}

// Per knowledge base, the terms by their folded name without its bracketed note, in record order.
const BASES = new WeakMap<KnowledgeBase, Map<string, TermEntry[]>>();
function termsOfBase(kb: KnowledgeBase): Map<string, TermEntry[]> {
  let out = BASES.get(kb);
  if (!out) {
    out = new Map();
    for (const x of kb.terms) {
      const f = fold(termBase(x.term));
      const list = out.get(f);
      if (list) list.push(x);
      else out.set(f, [x]);
    }
    BASES.set(kb, out);
  }
  return out;
}

/** A question answered yes or no: "Is…", "Does…", "Should…". */
const YES_NO = /^(is|are|does|do|can|could|should|must|may|will|would)\b/;

export function describeTerm(ctx: Ctx, id: string): Draft {
  const { kb, level } = ctx;
  const t0 = kb.term(id);
  if (!t0) return ctx.write.unknown(ctx);
  const base = termBase(t0.term);
  const all = termsOfBase(kb).get(fold(base)) ?? [];
  // Where the question places the term (a country, the New World) decides which meaning leads.
  const q = fold(ctx.question);
  const countries = ctx.u.subjects.filter((s) => s.kind === 'region').map((s) => fold(kb.region(s.id)?.country ?? ''));
  const world = /\bnew world\b/.test(q) ? 'new' : /\b(old world|europe|european)\b/.test(q) ? 'old' : '';
  const fits = (x: TermEntry) => {
    const c = fold(x.country);
    if (countries.includes(c) || q.includes(c)) return 2;
    const r = kb.regions.find((r) => r.kind === 'country' && fold(r.name) === c);
    return world && r?.world === world ? 1 : 0;
  };
  const ordered = [...all].sort((a, b) => fits(b) - fits(a) || a.depth - b.depth);
  const t = ordered[0] ?? t0;
  for (const x of ordered) use(ctx, 'term', x.id);
  // Asked by another name ("Pas Dosé"), the answer says whose name it is before the meaning.
  const asked = ctx.u.subjects.find((s) => s.kind === 'term' && s.start >= 0 && (s.id === t.id || s.id === t0.id));
  const alias = asked && (t0.synonyms ?? []).find((n) => mentionsPhrase(asked.matched, n));
  // "Reserve (USA)" already says whose term it is: the country is not said twice.
  const whose = (x: typeof t) => (x.term.endsWith(`(${x.country})`) ? '' : ` (${x.country})`);
  const lead = alias
    ? `**${alias}** is another name for **${t0.term}**${whose(t0)}: ${sentence(t0.meaning)}`
    : `**${t.term}**${whose(t)}: ${sentence(t.meaning)}`;
  const d = draft(base, lead);
  const otherNames = (alias ? t0 : t).synonyms?.filter((n) => n !== alias) ?? [];
  if (level >= 2 && otherNames.length > 0)
    d.sections.push({ heading: 'Also known as', text: `${join(otherNames.slice(0, COUNT[level]))}.` });
  if (ordered.length > 1)
    d.sections.push({
      heading: 'Elsewhere',
      items: ordered.slice(1).map((x) => `**${x.country}**: ${sentence(x.meaning)}`),
    });
  if (level >= 2) {
    const names = [fold(base), fold(t.term)];
    const labels = foldedLabelTerms(kb);
    const regions = kb.regions.filter((_, i) => labels[i].some((l) => names.includes(l))).slice(0, COUNT[level]);
    if (regions.length > 0)
      d.sections.push({ heading: 'Seen on labels from', text: `${join(regions.map((r) => r.name))}.` });
  }
  // A theory topic found on the same words adds its most relevant point: "LBV" → the Port styles topic.
  const twin = ctx.u.subjects.find(
    (s) => s.kind === 'topic' && ctx.u.subjects.some((x) => x.kind === 'term' && x.id === id && x.start === s.start),
  );
  const topic = twin ? kb.topic(twin.id) : undefined;
  if (topic) {
    const focus = unique([...focusWords(ctx, 'term', id), ...words(base).map((w) => root(w))]);
    const rare = rarityScorer(
      topic.points.map((p) => p.text),
      focus,
      askedRoots(ctx),
    );
    const best = topic.points
      .filter((p) => p.depth <= Math.max(level, 2))
      .map((p) => ({ p, r: rare(p.text) }))
      .sort((a, b) => b.r - a.r)[0];
    if (best && best.r > 0) {
      use(ctx, 'topic', topic.id);
      // "Is botrytis wanted in Eiswein?" asks a yes or no about something the meaning does not name:
      // the point that names it answers, so it opens.
      const own = new Set([...contentRoots(`${t.term} ${t.meaning}`), ...words(base).map((w) => root(w))]);
      const asked = contentRoots(ctx.question).filter((w) => w.length >= 4 && !own.has(w));
      const point = new Set(contentRoots(best.p.text));
      if (YES_NO.test(q.trim()) && asked.some((w) => point.has(w))) d.lead = `${sentence(best.p.text)} ${d.lead}`;
      else d.sections.push({ heading: 'In more detail', text: sentence(best.p.text) });
    }
  }
  if (t.depth > level)
    d.after = `_This is a Level ${t.depth} term; at your level it is enough to recognise it on a label._`;
  d.keyPoints = [];
  d.tip = `When you see ${t.term} on a label, you know something about how the wine was made or classified before you open it.`;
  d.check = `What do you think ${t.term} means on a label?`;
  const other = kb.terms.filter((x) => x.country === t.country && x.id !== t.id);
  if (other.length > 0) {
    const o = pick(other, ctx.question);
    d.practice = { question: `What does ${o.term} mean on a ${o.country} label?`, answer: sentence(o.meaning) };
  }
  return d;
}
