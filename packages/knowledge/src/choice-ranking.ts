// Exam items answered by a figure or on a scale rather than by counting evidence: the option whose
// figure the records give for the stem's subject, the coolest or warmest climate, the most or least
// of a structural component, the order of steps.

import type { ChoiceOption } from './choice.ts';
import { allSentences, contentRoots, idf, type Sent } from './choice-evidence.ts';
import {
  type Found,
  figureMatch,
  figures,
  flat,
  LISTED_DOWN,
  LISTED_UP,
  optionFigure,
  orderAsked,
  positions,
  sequences,
  stemUnit,
  unitWritten,
} from './choice-scale.ts';
import { CUE_FLOOR, clausesOf, PRIMARY, type StemView, wordsAt } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, EVERYDAY, PLAIN, titleCase, use } from './draft.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { keyIndex } from './key-index.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import { sentence } from './text.ts';

/** Words of a stem that ask for a figure without saying what it is of. */
export const FIGURE_FORM = new Set(
  contentRoots(
    'many much recommended recommend ideal total typical typically usually approximately required requires long big large capacity size volume hold holds contain contains time spend spent',
  ),
);

interface FigureClause {
  s: Sent;
  clause: string;
  stated: Found[];
  ws: ReturnType<typeof wordsAt>;
}

interface FigureStore {
  clauses: FigureClause[];
  /** The clauses (by position) each root of their words stands in, and those of each record. */
  byRoot: Map<string, number[]>;
  byRef: Map<string, number[]>;
}

const FIGURE_CLAUSES = new WeakMap<KnowledgeBase, FigureStore>();

/** The clauses of the records that state a figure, with their figures and words, in the records'
 * order: read once per knowledge base rather than every sentence again for every figure item. */
export function figureClauses(kb: KnowledgeBase): FigureStore {
  let out = FIGURE_CLAUSES.get(kb);
  if (!out) {
    const clauses: FigureClause[] = [];
    const byRoot = new Map<string, number[]>();
    const byRef = new Map<string, number[]>();
    const at = (m: Map<string, number[]>, key: string, i: number) => {
      const list = m.get(key);
      if (!list) m.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    };
    for (const s of allSentences(kb))
      for (const clause of figureRows(s)) {
        const stated = figures(clause);
        if (stated.length === 0) continue;
        const i = clauses.length;
        const ws = wordsAt(clause);
        clauses.push({ s, clause, stated, ws });
        at(byRef, `${s.ref.kind}:${s.ref.id}`, i);
        for (const w of ws) for (const r of w.roots) at(byRoot, r, i);
      }
    out = { clauses, byRoot, byRef };
    FIGURE_CLAUSES.set(kb, out);
  }
  return out;
}

/**
 * A table row's figures each with the row's words: "Style Sweet wines; Examples Sauternes, Tokaji; °C
 * 6–8 °C" keeps the examples beside each figure, since they say what the figure is for as much as the
 * row's first cell does. Sentences are cut into their clauses as everywhere.
 */
function figureRows(s: Sent): string[] {
  if (s.natural) return clausesOf(s);
  const m = /^([^:]+):\s+(.+?)\.?$/.exec(s.text);
  const cells = m ? m[2].split(/;\s+/) : [];
  if (!m || cells.length < 3) return clausesOf(s);
  const words = cells.filter((c, i) => i === 0 || figures(c).length === 0);
  return cells
    .slice(1)
    .map((c) => (words.includes(c) ? `${m[1]}: ${cells[0]}; ${c}` : `${m[1]}: ${[...words, c].join('; ')}`));
}

/**
 * The clauses that may fit a stem: those using one of its words, and those of its subjects' own
 * records. Any other clause has no stem word to count, so it cannot fit; the order is the records'.
 */
function figureCandidates(
  kb: KnowledgeBase,
  cues: ReadonlyMap<string, number>,
  refs: readonly Mention[],
): FigureClause[] {
  const { clauses, byRoot, byRef } = figureClauses(kb);
  const picked = new Set<number>();
  for (const r of cues.keys()) for (const i of byRoot.get(r) ?? []) picked.add(i);
  for (const m of refs) for (const i of byRef.get(`${m.kind}:${m.id}`) ?? []) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => clauses[i]);
}

warmAlso(figureClauses);

/**
 * Bodies of wine law a stem may ask about ("Under EU law…", "Under US federal rules…"), as their
 * names are written; their short names are too short to be cues of their own.
 */
interface Law {
  re: RegExp;
}

const LAWS: Law[] = [
  { re: /\b(?:EU|E\.U\.|European Union)\b/ },
  { re: /\b(?:US|USA|U\.S\.A?\.?|United States|[Ff]ederal)(?![\p{L}])/u },
];

/**
 * "Under EU law…": a figure that follows the name of the law asked ("EU 85%; … USA 75%") is that
 * law's and weighs more; one that follows another law's name is that law's and weighs much less; a
 * figure with no law named before it is weighed as it is.
 */
function lawWeight(law: Law, text: string, at: number): number {
  let last: Law | undefined;
  let where = -1;
  for (const l of LAWS)
    for (const m of text.matchAll(new RegExp(l.re.source, `${l.re.flags}g`)))
      if ((m.index ?? 0) < at && (m.index ?? 0) > where) {
        where = m.index ?? 0;
        last = l;
      }
  return !last ? 1 : last === law ? 2 : 0.3;
}

/** Words a rule may use for the stem's: time "in wood" is time in oak, in barrel or in cask. */
const FIGURE_KIN: readonly (readonly string[])[] = [contentRoots('wood wooden oak barrel cask')];
const KIN_OF = new Map(FIGURE_KIN.flatMap((k) => k.map((w) => [w, k] as const)));

/** The stem's word a clause's word stands for, when the stem uses another word of its kin. */
function kinCue(cues: ReadonlyMap<string, number>, root: string): string | undefined {
  return KIN_OF.get(root)?.find((k) => cues.has(k));
}

/**
 * "…including 12 months on the lees": the words right after a later figure of a clause, up to the next
 * figure or stop, say what it counts. The share of the stem's words found there and nowhere else in
 * the clause; the clause's first figure takes the clause's words and gets none.
 */
function ownTail(
  clause: string,
  stated: readonly Found[],
  j: number,
  cues: ReadonlyMap<string, number>,
  total: number,
): number {
  if (j === 0) return 0;
  const from = stated[j].at;
  const next = stated[j + 1]?.at ?? clause.length;
  // "…or 95% if an AVA is stated": what follows "if" is a condition on the figure, not what it counts.
  const tail = clause
    .slice(from, next)
    .split(/[.,;:()]/)[0]
    .split(/\b(?:if|when|unless|provided|where)\b/)[0];
  const rest = clause.slice(0, from) + clause.slice(from + tail.length);
  const elsewhere = new Set(contentRoots(rest));
  let own = 0;
  for (const r of new Set(contentRoots(tail))) if (!elsewhere.has(r)) own += cues.get(r) ?? 0;
  return own / total;
}

/**
 * "What is the minimum ageing for Rioja Reserva?" with figures for options: the clause of the records
 * that uses the stem's words and states one option's figure, nearest those words, decides. A clause
 * about some other named thing ("Gran Reserva five years") counts less, and so does one that names
 * none of the stem's grapes or places when the stem names some.
 */
export function figureChoice(
  ctx: Ctx,
  v: StemView,
  options: ChoiceOption[],
  negated: boolean,
  stem = '',
): Draft | undefined {
  if (negated) return undefined;
  // Bare numbers take the unit the stem asks in: "How many litres in a magnum? 0.75 / 1.5 / 3".
  const asked = stemUnit(stem);
  const figs = options.map((o) => {
    const f = optionFigure(o.text);
    return f && f.unit === 'count' && asked
      ? { lo: f.lo * asked.factor, hi: f.hi * asked.factor, unit: asked.unit }
      : f;
  });
  if (figs.some((f) => !f)) return undefined;
  const { kb } = ctx;
  const named = LAWS.filter((l) => l.re.test(stem));
  const law = named.length === 1 ? named[0] : undefined;
  // The law's own words ("European Union") are weighed by the law's name, written in any form ("EU").
  const lawWords = new Set(contentRoots(law?.re.exec(stem)?.[0] ?? ''));
  const cues = new Map([...v.cueWeight].filter(([w]) => !FIGURE_FORM.has(w) && !lawWords.has(w)));
  let total = 0;
  for (const x of cues.values()) total += x;
  total = Math.max(total, CUE_FLOOR);
  const places = v.refs.filter((r) => PRIMARY.has(r.kind));
  const placeRoots = new Set(places.flatMap((r) => contentRoots(r.matched || r.title)));
  const best = options.map(() => ({ score: 0, text: '' }));
  // "Cava Gran Reserva … how long?": a figure written right after the stem's many-word name ("Gran
  // Reserva (30 months)") is that name's own, not a figure of its lower rung beside it.
  const tails = (stem.match(/\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)+/gu) ?? []).map((n) =>
    fold(n.split(/\s+/).slice(-2).join(' ')),
  );
  // …and so is one said "for" it: "1 year in oak for Crianza and 2 years for Gran Reserva".
  const namedBefore = (clause: string, at: number) => {
    const after = fold(clause.slice(at, at + 40));
    return tails.some(
      (t) =>
        fold(clause.slice(Math.max(0, at - 25), at)).includes(t) ||
        new RegExp(`^[^,;(]{0,16}\\bfor (?:the )?${t}\\b`).test(after),
    );
  };
  let last: Sent | undefined;
  let implied = new Set<string>();
  for (const { s, clause, stated, ws } of figureCandidates(kb, cues, v.refs)) {
    if (s !== last) {
      last = s;
      // A sentence of a stem subject's own record speaks of that subject even without naming it; but a
      // topic reached by one of its keywords ("magnum" in bottle sizes) speaks of many things, so its
      // sentences must name the one asked.
      const about = v.refs.filter(
        (r) =>
          r.kind === s.ref.kind &&
          r.id === s.ref.id &&
          (r.kind !== 'topic' || r.matched === '' || r.matched === r.title),
      );
      implied = new Set(about.flatMap((r) => contentRoots(r.matched || r.title)));
    }
    const present = new Set<string>(implied);
    const cueAt: number[] = [];
    for (const w of ws)
      for (const root of w.roots) {
        const r = cues.has(root) ? root : kinCue(cues, root);
        if (r) {
          cueAt.push(w.at);
          present.add(r);
        }
      }
    let have = 0;
    for (const r of present) have += cues.get(r) ?? 0;
    // Named things the stem does not mention: the clause is about something else.
    let foreign = 0;
    // A table row that names the stem's wine among its examples ("Sauternes, Tokaji, ice wine") is about
    // that wine's kind: its other examples are not other things.
    const named = (w: (typeof ws)[number]) => w.roots.some((r) => cues.has(r) || implied.has(r));
    // (The stem's wine stands in a cell of words, as an example does, not in a cell of figures.)
    const body = clause.indexOf(': ') + 2;
    const cellOf = (at: number) =>
      clause.slice(clause.lastIndexOf(';', at) + 1, (clause.indexOf(';', at) + 1 || clause.length + 1) - 1);
    const examplesOf =
      !s.natural &&
      ws.some(
        (w) =>
          w.at > body && w.capital && named(w) && !/[;:]\s$/.test(clause.slice(0, w.at)) && !/\d/.test(cellOf(w.at)),
      );
    if (!examplesOf)
      for (const w of ws) if (w.capital && w.roots.length > 0 && !named(w)) foreign += idf(kb, w.roots[0]);
    // "Non-vintage Champagne…" beside a stem on vintage Champagne: the clause speaks of the thing's
    // opposite, whose figure is not the one asked.
    for (const m of clause.matchAll(/\bnon-([\p{L}]+)/giu))
      for (const r of contentRoots(m[1])) foreign += cues.get(r) ?? 0;
    let fit = (have - foreign) / total;
    if (placeRoots.size > 0 && ![...placeRoots].some((r) => present.has(r))) fit *= 0.5;
    // "Under EU law…": each figure weighed by the law named before it; the best of them lets the clause in.
    const weights = stated.map((f) => (law ? lawWeight(law, s.text, s.text.indexOf(clause) + f.at) : 1));
    const lawTop = Math.max(...weights);
    fit *= lawTop;
    // The law's name stands for the stem's words: its figure is the one right after it.
    const lawAt = law?.re.exec(clause);
    if (lawAt) cueAt.push(lawAt.index + lawAt[0].length);
    if (fit < 0.2) continue;
    const unitNearby = (i: number) => unitWritten(figs[i]?.unit ?? 'count', s.text);
    // Words that say what a later figure counts belong to it, not to the clause's other figures.
    const owned = stated.map((_, j) => ownTail(clause, stated, j, cues, total));
    stated.forEach((f, j) => {
      const near = cueAt.length > 0 ? Math.min(...cueAt.map((a) => Math.abs(a - f.at))) / 6 : 3;
      // The clause's first figure is its own; later ones qualify it ("…with at least 12 months in oak").
      // In a list ("half bottle 375 ml, standard 750 ml, magnum 1.5 litres") each item has its own.
      // A list may run on semicolons too ("Cava 9 months; Reserva 18 months; Gran Reserva 30 months").
      const k = stated.filter((g) => g.at < f.at && !/[,;]/.test(clause.slice(g.at, f.at))).length;
      const x =
        ((fit * ((weights[j] ?? 1) / lawTop)) / (1 + near / 4) / (1 + 0.3 * k)) *
        (namedBefore(clause, f.at) ? 2 : 1) *
        (1 + 3 * owned[j] - Math.max(0, ...owned.filter((_, i) => i !== j)));
      options.forEach((_, i) => {
        const fig = figs[i];
        if (!fig) return;
        const m = figureMatch(fig, f, unitNearby(i)) * x;
        if (m > best[i].score) best[i] = { score: m, text: s.text };
      });
    });
  }
  const ranked = options.map((o, i) => ({ o, ...best[i] })).sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (!top || top.score < 0.25 || (second && second.score > 0.85 * top.score)) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  const d = draft('Exam question', `**${top.o.label} — ${top.o.text}.** ${sentence(top.text)}`);
  const tempting = second && second.score > 0 ? second : ranked[1];
  if (tempting) {
    const line =
      tempting.score > 0 && tempting.text !== top.text
        ? `Why not ${tempting.o.label} (${tempting.o.text})? That figure belongs to something else: ${sentence(tempting.text)}`
        : `Why not ${tempting.o.label} (${tempting.o.text})? It is not the figure the rules give here.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Learn the figures in pairs with what they belong to: a number alone is easy to swap with its neighbour.';
  d.sources = [...ctx.sources.values()];
  return d;
}

/** The texts a scale is read from (see `sequences`), with those that are tables or steps. */
interface ScaleTexts {
  seqs: string[];
  structured: Set<string>;
  /** How many tables and steps come before the sentences. */
  head: number;
  /**
   * Topics' lists of search keywords ("Reading a German wine label (…, Trockenbeerenauslese, Eiswein,
   * trocken, …)"): they may follow a ladder's steps but are in no order of sweetness, body or acidity.
   */
  unordered: Set<string>;
}

const SCALE_TEXTS = new WeakMap<KnowledgeBase, { steps?: ScaleTexts; scales?: ScaleTexts }>();

export function scaleTexts(kb: KnowledgeBase, steps: boolean): ScaleTexts {
  const key = steps ? 'steps' : 'scales';
  let kept = SCALE_TEXTS.get(kb)?.[key];
  if (!kept) {
    const sentences = allSentences(kb);
    const seqs = sequences(
      kb,
      sentences.map((s) => s.text),
      steps,
    );
    const head = seqs.length - sentences.length;
    const unordered = new Set(sentences.filter((s) => !s.shown).map((s) => s.text));
    kept = { seqs, structured: new Set(seqs.slice(0, head)), head, unordered };
    SCALE_TEXTS.set(kb, { ...SCALE_TEXTS.get(kb), [key]: kept });
  }
  return kept;
}

const SENTENCE_WORDS = new WeakMap<KnowledgeBase, Map<string, number[]>>();

/** The sentences (by position) each word of their plain form stands in, built once per knowledge base. */
export function sentenceWords(kb: KnowledgeBase): Map<string, number[]> {
  let out = SENTENCE_WORDS.get(kb);
  if (!out) {
    out = keyIndex(allSentences(kb), (s) => flat(s.text).trim().split(' '));
    SENTENCE_WORDS.set(kb, out);
  }
  return out;
}

warmAlso((kb) => {
  scaleTexts(kb, true);
  scaleTexts(kb, false);
  sentenceWords(kb);
});

/**
 * The texts that may hold an option, in order: every table and list of steps, and the sentences
 * that hold the rarest word of some option's name. A sentence without one holds no option at all.
 */
function textsNaming(kb: KnowledgeBase, seqs: readonly string[], head: number, flatNames: readonly string[]): string[] {
  const index = sentenceWords(kb);
  const picked = new Set<number>();
  for (const n of flatNames) {
    let fewest: number[] | undefined;
    for (const w of n.split(' ')) {
      const list = index.get(w) ?? [];
      if (!fewest || list.length < fewest.length) fewest = list;
    }
    for (const i of fewest ?? []) picked.add(i);
  }
  return [...seqs.slice(0, head), ...[...picked].sort((a, b) => a - b).map((i) => seqs[head + i])];
}

/**
 * "Which is the sweetest?", "Which Prädikat comes after Kabinett?", "Which step follows riddling?":
 * a text of the records that holds every option in order (a table's rows, a topic's steps, a list in
 * a sentence) decides, by the figures it gives each option or else by the order it lists them in.
 */
/** The field lists a record is written out as ("California grapes: …", "Merlot aromas and flavours: …"). */
const FIELD_LIST =
  /^[^.:;]{0,60}\b(?:grapes|permitted grapes|aromas and flavours|styles|soils|label terms|is blended with|is grown and known in|pairs with)\b:?\s/;

/** A heading of names joined by slashes, up to its colon. */
const TITLED_NAMES = /^[^:]{0,160}?\s\/\s[^:]*?:\s+/;

export function scaleChoice(ctx: Ctx, v: StemView, stem: string, options: ChoiceOption[]): Draft | undefined {
  const order = orderAsked(stem);
  if (!order) return undefined;
  const { kb } = ctx;
  const names = options.map((o) => o.text);
  const anchor = order.kind === 'next' || order.kind === 'prev' ? order.anchor : undefined;
  const need = options.length >= 4 ? options.length - 1 : options.length;
  const { seqs, structured, head, unordered } = scaleTexts(kb, anchor !== undefined);
  /** Reads the order a text gives the options: their places, and the figure each is given. */
  const read = (text: string) => {
    const all = positions(text, anchor ? [...names, anchor] : names);
    const pos = all.slice(0, names.length);
    const anchorAt = anchor ? all[names.length] : -1;
    const f = flat(text);
    // The figure each option is given, read up to the next option's place.
    const cuts = all.filter((p) => p >= 0).sort((x, y) => x - y);
    const vals = pos.map((p) => {
      if (p < 0) return undefined;
      const end = cuts.find((c) => c > p) ?? f.length;
      const fig = figures(f.slice(p, end))[0];
      if (!fig) return undefined;
      return { key: Number.isFinite(fig.hi) ? (fig.lo + fig.hi) / 2 : fig.lo * 1.5, unit: fig.unit };
    });
    const idx = options.map((_, i) => i).filter((i) => pos[i] >= 0);
    const known = idx.map((i) => vals[i]).filter((x) => x !== undefined);
    const byFigure =
      (order.kind === 'max' || order.kind === 'min') &&
      known.length === idx.length &&
      new Set(known.map((x) => x.unit)).size === 1 &&
      new Set(known.map((x) => x.key)).size === known.length;
    // How far apart the options stand in a sentence (a table's rows stand apart by their glosses and
    // are lists all the same): a list names them side by side ("village, Premier Cru and
    // Grand Cru"), while a sentence that defines one of them and names another in passing ("Premier
    // Cru: a vineyard … ranked below Grand Cru, labelled with the village name") spreads them out.
    const at = [...idx].sort((a, b) => pos[a] - pos[b]);
    let loose = 0;
    for (let k = 1; k < at.length; k++) {
      const from = pos[at[k - 1]] + flat(names[at[k - 1]]).trim().length + 1;
      const gap = f.slice(from, pos[at[k]]).trim();
      loose += Math.max(0, (gap ? gap.split(' ').length : 0) - 5);
    }
    return { pos, anchorAt, idx, vals, byFigure, f, loose };
  };
  // A text that does not hold enough of the options (or the anchor) anywhere cannot list them: most
  // texts are passed over on a plain look, before their places and figures are read.
  const flatNames = names.map((n) => flat(n).trim()).filter((n) => n.length > 0);
  const flatAnchor = anchor !== undefined ? flat(anchor).trim() : '';
  const holds = (text: string) => {
    const f = flat(text);
    if (anchor !== undefined && (!flatAnchor || !f.includes(` ${flatAnchor} `))) return false;
    let n = 0;
    for (const x of flatNames) if (f.includes(` ${x} `)) n++;
    return n >= need;
  };
  const property =
    (order.kind === 'max' || order.kind === 'min') &&
    /\b(acid\w*|tannin\w*|tannic|body|bodied|alcohol\w*|sweet\w*|dry|drier|driest|colou?r\w*|aromatic)\b/i.test(stem);
  let chosen: (ReturnType<typeof read> & { rank: number; down: boolean }) | undefined;
  // "A young red": of a text that gives each colour of wine its own scale ("white wines range …; red
  // wines …"), the scale of the colour asked.
  const hue = /\b(red|white|ros[eé])\b/i.exec(stem)?.[1]?.toLowerCase().replace('é', 'e');
  const ownHue = (text: string) => {
    if (!hue || !/;|\bwhile\b/.test(text)) return text;
    const parts = text
      .split(/;\s*|,?\s+while\s+/)
      .filter((p) => new RegExp(`\\b${hue === 'rose' ? 'ros[eé]' : hue}\\b`, 'i').test(p));
    return parts.length === 1 ? parts[0] : text;
  };
  for (const whole of need > 0 ? textsNaming(kb, seqs, head, flatNames) : seqs) {
    // A term's heading that lists its other names ("Rutherglen Muscat levels / Classic Rutherglen /
    // Grand Rutherglen…: …") is no order: only what follows it is read.
    const text = ownHue(TITLED_NAMES.test(whole) ? whole.replace(TITLED_NAMES, '') : whole);
    if (!holds(text)) continue;
    const r = read(text);
    if (r.idx.length < need || (anchor && r.anchorAt < 0)) continue;
    // A table's rows or a method's steps, figures for every option, or words of order ("from… to",
    // "rank", "levels") mark a text that lists in order rather than in passing.
    const ordered = /\b(from|to|rank|ranks|ranked|levels?|scale|order|ascending|increasing|step)\b/.test(r.f);
    // A record's field list (a region's grapes, most planted first) orders the options by importance,
    // not along a scale of acidity, tannin, body or sweetness.
    if (property && !r.byFigure && FIELD_LIST.test(text)) continue;
    const cues = v.cues.filter((c) => r.f.includes(` ${c}`)).length;
    const rank =
      r.idx.length * 100 +
      (r.byFigure ? 50 : 0) +
      (structured.has(text) ? 30 : 0) +
      (ordered ? 20 : 0) +
      // A text that says which way it runs ("from the top") is read surely.
      (LISTED_UP.test(text) || LISTED_DOWN.test(text) ? 25 : 0) +
      cues -
      (property && unordered.has(text) ? 60 : 0) -
      (structured.has(text) ? 0 : Math.min(15, r.loose));
    // Of two texts that rank alike, the one naming the options closer together lists them.
    if (!chosen || rank > chosen.rank || (rank === chosen.rank && r.loose < chosen.loose))
      chosen = { ...r, rank, down: LISTED_DOWN.test(text) && !LISTED_UP.test(text) };
  }
  if (!chosen) return undefined;
  const { pos, anchorAt, idx, vals, byFigure, down } = chosen;
  // A ladder listed from the top down rises against its order in the text.
  const key = (i: number) => (byFigure ? (vals[i]?.key ?? 0) : down ? -pos[i] : pos[i]);
  let pick: number | undefined;
  if (order.kind === 'max' || order.kind === 'min') {
    const sorted = [...idx].sort((a, b) => key(a) - key(b));
    pick = order.kind === 'max' ? sorted[sorted.length - 1] : sorted[0];
  } else if (order.kind === 'next') {
    pick = idx.filter((i) => pos[i] > anchorAt).sort((a, b) => pos[a] - pos[b])[0];
  } else {
    pick = idx.filter((i) => pos[i] < anchorAt).sort((a, b) => pos[b] - pos[a])[0];
  }
  if (pick === undefined) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  const inOrder = [...idx].sort((a, b) => key(a) - key(b)).map((i) => options[i].text);
  const scale =
    anchor !== undefined
      ? `In order: ${[...idx.map((i) => ({ t: options[i].text, p: pos[i] })), { t: titleCase(anchor), p: anchorAt }]
          .sort((a, b) => a.p - b.p)
          .map((x) => x.t)
          .join(' → ')}.`
      : `From ${byFigure ? 'lowest to highest' : 'first to last on the scale'}: ${inOrder.join(' → ')}.`;
  const d = draft('Exam question', `**${options[pick].label} — ${options[pick].text}.** ${scale}`);
  const neighbour = idx
    .filter((i) => i !== pick)
    .sort((a, b) => Math.abs(key(a) - key(pick)) - Math.abs(key(b) - key(pick)))[0];
  if (neighbour !== undefined) {
    const line = `Why not ${options[neighbour].label} (${options[neighbour].text})? It comes ${key(neighbour) < key(pick) ? 'before' : 'after'} ${options[pick].text} on this scale.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Learn a scale as one ordered list; most questions ask for its top, its bottom or a neighbour.';
  d.sources = [...ctx.sources.values()];
  return d;
}

export const LEVELS: Record<string, number> = {
  low: 1,
  'medium-': 2,
  medium: 3,
  'medium+': 4,
  high: 5,
  light: 1,
  full: 5,
};

export const CLIMATES: Record<string, number> = { cool: 1, moderate: 2, warm: 3, hot: 4 };

/** "Which of these regions has the warmest / coolest climate?": the regions' climate fields decide. */
export function climateScale(ctx: Ctx, stem: string, options: ChoiceOption[], optRefs: Mention[][]): Draft | undefined {
  const { kb } = ctx;
  const f = fold(stem);
  const up = /\b(warmest|hottest|warmer|hotter)\b/.test(f);
  const down = /\b(coolest|coldest|cooler|colder)\b/.test(f);
  if (up === down) return undefined;
  const regions = optRefs.map((rs) => {
    const r = rs.find((x) => x.kind === 'region');
    return r ? kb.region(r.id) : undefined;
  });
  if (regions.some((r) => !r)) return undefined;
  const nums = regions.map((r) => CLIMATES[r?.climate ?? ''] ?? 0);
  const target = up ? Math.max(...nums) : Math.min(...nums);
  const at = nums.flatMap((v, i) => (v === target ? [i] : []));
  if (at.length !== 1) return undefined;
  const i = at[0];
  for (const r of regions) if (r) use(ctx, 'region', r.id);
  const d = draft(
    'Exam question',
    `**${options[i].label} — ${options[i].text}.** ${regions[i]?.name} has a ${regions[i]?.climate} climate.`,
  );
  const rest = options.flatMap((o, k) => (k === i ? [] : [`${o.label} (${o.text}): ${regions[k]?.climate} climate.`]));
  const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
  d.sections.push({ heading: 'Why not the others', items: shown });
  d.keyPoints.push(...shown);
  d.sources = [...ctx.sources.values()];
  return d;
}

/** The structure field and direction a superlative stem asks about, when every option is a grape. */
export function structureScale(
  kb: KnowledgeBase,
  stem: string,
  optRefs: Mention[][],
): ((ctx: Ctx, options: ChoiceOption[], refs: Mention[][]) => Draft | undefined) | undefined {
  const f = fold(stem);
  const up = /\b(highest|most|fullest|heaviest|biggest|greatest|higher|more|fuller)\b/.test(f);
  const down = /\b(lowest|least|lightest|softest|lower|less|lighter)\b/.test(f);
  if (up === down) return undefined;
  const field = /\b(acid|acidity|acidic|crisp)\b/.test(f)
    ? 'acidity'
    : /\b(tannin|tannins|tannic|astringent)\b/.test(f)
      ? 'tannin'
      : /\b(body|bodied)\b/.test(f)
        ? 'body'
        : /\b(alcohol|alcoholic)\b/.test(f)
          ? 'alcohol'
          : undefined;
  if (!field) return undefined;
  const grapes = optRefs.map((rs) => {
    const r = rs.find((x) => x.kind === 'grape');
    return r ? kb.grape(r.id) : undefined;
  });
  if (grapes.some((g) => !g)) return field === 'body' ? regionBody(kb, f, up, optRefs) : undefined;
  return (ctx, options) => {
    const value = (i: number) => {
      const st = grapes[i]?.structure as Record<string, string | undefined> | undefined;
      const v = st?.[field];
      return v === undefined ? undefined : LEVELS[v];
    };
    const vals = options.map((_, i) => value(i));
    if (vals.some((v) => v === undefined)) return undefined;
    const nums = vals as number[];
    const target = up ? Math.max(...nums) : Math.min(...nums);
    const at = nums.flatMap((v, i) => (v === target ? [i] : []));
    if (at.length !== 1) return undefined;
    const i = at[0];
    const g = grapes[i];
    if (!g) return undefined;
    for (const x of grapes) if (x) use(ctx, 'grape', x.id);
    const word = field === 'body' ? 'body' : field;
    const level = (k: number) => {
      const v = ((grapes[k]?.structure ?? {}) as Record<string, string | undefined>)[field] ?? '';
      return (ctx.level === 1 ? EVERYDAY[v] : PLAIN[v]) ?? v;
    };
    const d = draft(
      'Exam question',
      `**${options[i].label} — ${options[i].text}.** ${g.name} typically has ${level(i)} ${word}.`,
    );
    const rest = options.map((o, k) => (k === i ? '' : `${o.label} (${o.text}): ${level(k)} ${word}.`)).filter(Boolean);
    const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
    d.sections.push({ heading: 'Why not the others', items: shown });
    d.keyPoints.push(...shown);
    d.sources = [...ctx.sources.values()];
    return d;
  };
}

/** The body a region's style states: "light, fruity dry red" 1, "light to medium-bodied" 2, "full-bodied" 5. */
function styleBody(style: string): number | undefined {
  const f = fold(style);
  const m = /\b(light|medium|full)(?:(?:-| to )(medium|full))?(?:-bodied\b|,? (?:fruity )?(?:dry )?red\b)/.exec(f);
  if (!m) return undefined;
  const at = (w: string) => ({ light: 1, medium: 3, full: 5 })[w] ?? 3;
  return m[2] ? (at(m[1]) + at(m[2])) / 2 : at(m[1]);
}

/**
 * "Which is the lightest-bodied red: Châteauneuf-du-Pape, Beaujolais, Barolo…?": when every option is a
 * region (or appellation) whose first style states its body, those styles decide; a region whose grape
 * is light may make a full wine (Corvina in Amarone), so the grapes do not.
 */
function regionBody(
  kb: KnowledgeBase,
  f: string,
  up: boolean,
  optRefs: Mention[][],
): ((ctx: Ctx, options: ChoiceOption[]) => Draft | undefined) | undefined {
  const regions = optRefs.map((rs) => (rs.length === 1 && rs[0].kind === 'region' ? kb.region(rs[0].id) : undefined));
  if (regions.some((r) => !r)) return undefined;
  const red = /\bred\b/.test(f);
  const styleOf = (k: number) => {
    const styles = regions[k]?.styles ?? [];
    const first = (red ? styles.filter((x) => !/\b(white|rose|rosé|sparkling|fortified)\b/i.test(x)) : styles)[0];
    return first !== undefined && styleBody(first) !== undefined ? first : undefined;
  };
  const styles = regions.map((_, k) => styleOf(k));
  if (styles.some((x) => x === undefined)) return undefined;
  const nums = styles.map((x) => styleBody(x ?? '') ?? 0);
  const target = up ? Math.max(...nums) : Math.min(...nums);
  const at = nums.flatMap((v, k) => (v === target ? [k] : []));
  if (at.length !== 1) return undefined;
  const i = at[0];
  return (ctx, options) => {
    for (const r of regions) if (r) use(ctx, 'region', r.id);
    const d = draft(
      'Exam question',
      `**${options[i].label} — ${options[i].text}.** ${regions[i]?.name}: ${styles[i]}.`,
    );
    const rest = options.flatMap((o, k) => (k === i ? [] : [`${o.label} (${o.text}): ${styles[k]}.`]));
    const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
    d.sections.push({ heading: 'Why not the others', items: shown });
    d.keyPoints.push(...shown);
    d.sources = [...ctx.sources.values()];
    return d;
  };
}
