// Exam practice made from the data: questions with their answers drawn from one record's fields
// and facts, fill-the-gap questions, and the one practice question an answer ends with. The writers
// (advice, describe, practice) all end with one, so this sits below them and imports none of them.

import { type Ctx, colourWord, grapeName, PLAIN, type QA, regionName } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { cap, hash, join, lowerFirst, mentionsPhrase, sentence } from './text.ts';
import type { Depth } from './types.ts';

/** A dish name mid-sentence: "roast lamb", but "Stilton" and "Chinese dishes" keep their capitals. */
export function foodName(food: string): string {
  const first = food.split(/\s+/)[0] ?? '';
  return /^[A-Z][a-z]/.test(first) &&
    !/^(Chinese|Thai|Indian|Japanese|Italian|French|Spanish|Mexican|Korean|Vietnamese|Christmas|Parmigiano|Stilton|Roquefort|Brie|Camembert|Comté|Cheddar|Gruyère|Munster|Peking|Bolognese)/.test(
      first,
    )
    ? first.toLowerCase() + food.slice(first.length)
    : food;
}

export function rotate<T>(xs: T[], n: number): T[] {
  return [...xs.slice(n), ...xs.slice(0, n)];
}

/**
 * The practice question an answer ends with. Only the exam voice shows one (see `render`), so for the
 * other voices none is made: its fill-the-gap questions read every fact's names, about a fifth of the
 * cost of a new question about a grape or place.
 */
export function practiceFor(ctx: Ctx, m: Mention | undefined): QA | null {
  if (!m || ctx.style !== 'exam') return null;
  const qs = questionsFor(ctx, m);
  return qs.length > 0 ? qs[hash(`${ctx.question}p`) % qs.length] : null;
}

/** Questions with answers made from one record's fields and facts. */
export function questionsFor(ctx: Ctx, m: Mention): QA[] {
  const { kb, level } = ctx;
  const e = kb.get(m.kind, m.id);
  if (!e) return [];
  const out: QA[] = [];
  switch (e.kind) {
    case 'grape': {
      const g = e.record;
      out.push({ question: `Is ${g.name} a black or a white grape?`, answer: `${cap(colourWord(g))}.` });
      if (g.aromas.length >= 3)
        out.push({
          question: `Name three typical aromas of ${g.name}.`,
          answer: `${cap(join(g.aromas.slice(0, 3)))}.`,
        });
      if (level >= 2 && g.keyRegions.length >= 2)
        out.push({
          question: `Name two key regions for ${g.name}.`,
          answer: `${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.`,
        });
      if (level >= 2)
        out.push({
          question: `What level of acidity does ${g.name} usually have?`,
          answer: `${cap(PLAIN[g.structure.acidity] ?? g.structure.acidity)}.`,
        });
      if (level >= 3 && g.viticulture.length > 0)
        out.push({
          question: `What should a grower know about ${g.name} in the vineyard?`,
          answer: sentence(g.viticulture[0]),
        });
      out.push(...clozes(ctx, g.facts, [g.name]));
      break;
    }
    case 'region': {
      const r = e.record;
      if (r.grapes.length > 0)
        out.push({ question: `What is the main grape of ${r.name}?`, answer: `${grapeName(ctx, r.grapes[0])}.` });
      if (r.kind !== 'country') out.push({ question: `In which country is ${r.name}?`, answer: `${r.country}.` });
      if (level >= 2)
        out.push({
          question: `What kind of climate does ${r.name} have?`,
          answer: `${cap(r.climate)}.${r.climateNotes[0] ? ` ${sentence(r.climateNotes[0])}` : ''}`,
        });
      if (level >= 2 && r.classification)
        out.push({ question: `What is the legal classification of ${r.name}?`, answer: `${r.classification}.` });
      if (level >= 3 && r.soils.length > 0)
        out.push({ question: `Name a typical soil of ${r.name}.`, answer: `${cap(join(r.soils.slice(0, 2)))}.` });
      if (level >= 4 && r.grapesAre === 'permitted' && r.grapes.length > 1)
        out.push({
          question: `Which grapes are permitted in ${r.name}?`,
          answer: `${join(r.grapes.map((g) => grapeName(ctx, g)))}.`,
        });
      out.push(...clozes(ctx, r.facts, [r.name]));
      break;
    }
    case 'topic': {
      const t = e.record;
      out.push(...clozes(ctx, t.points, []));
      if (t.table && level >= 2 && t.table.rows.length > 1 && t.table.headers.length > 1) {
        const row = t.table.rows[hash(t.id + ctx.question) % t.table.rows.length];
        out.push({
          question: `${t.table.caption}: what is the ${lowerFirst(t.table.headers[1])} for ${row[0]}?`,
          answer: `${row[1]}.`,
        });
      }
      break;
    }
    case 'term': {
      const t = e.record;
      out.push({ question: `What does ${t.term} mean on a ${t.country} label?`, answer: sentence(t.meaning) });
      break;
    }
    case 'pairing': {
      const p = e.record;
      if (p.wines[0])
        out.push({
          question: `Suggest a wine for ${foodName(p.food)} and explain why.`,
          answer: `${p.wines[0].wine}: ${sentence(p.wines[0].why)}`,
        });
      break;
    }
  }
  return out;
}

/** Fill-the-gap questions from facts: a grape, region or number blanked out. */
export function clozes(ctx: Ctx, facts: readonly { depth: Depth; text: string }[], skip: string[]): QA[] {
  const out: QA[] = [];
  for (const f of facts.filter((x) => x.depth <= ctx.level).slice(0, 8)) {
    const read = readFact(ctx, f);
    const ms = read.names.filter(
      (m) =>
        !skip.some((s) => fold(s) === fold(m.title)) &&
        // Never blank out what the question itself names.
        !mentionsPhrase(ctx.question, m.title) &&
        !mentionsPhrase(ctx.question, m.matched),
    );
    const target = ms[0];
    const raw = target
      ? surfaceIn(read, f.text, target.matched)
      : (f.text.match(/\b\d[\d.,–-]*\s*(%|°C|months?|years?|g\/l|hl\/ha)?/)?.[0] ?? '');
    if (!raw || raw.length < 2) continue;
    const gap = f.text.replace(raw, '_____');
    if (gap === f.text) continue;
    out.push({ question: `What fills the gap? ${sentence(gap)}`, answer: `${raw.trim()}.` });
  }
  return out;
}

/** A fact's grapes and regions named whole, and their spellings in it, read once per fact of the records. */
interface ReadFact {
  names: Mention[];
  surfaces: Map<string, string>;
}

const READ_FACTS = new WeakMap<KnowledgeBase, WeakMap<object, ReadFact>>();

function readFact(ctx: Ctx, f: { text: string }): ReadFact {
  let read = READ_FACTS.get(ctx.kb);
  if (!read) {
    read = new WeakMap();
    READ_FACTS.set(ctx.kb, read);
  }
  let kept = read.get(f);
  if (!kept) {
    kept = {
      names: ctx.kb.mentions(f.text).filter((m) => (m.kind === 'grape' || m.kind === 'region') && m.whole),
      surfaces: new Map(),
    };
    read.set(f, kept);
  }
  return kept;
}

function surfaceIn(read: ReadFact, text: string, folded: string): string {
  let raw = read.surfaces.get(folded);
  if (raw === undefined) {
    raw = findSurface(text, folded);
    read.surfaces.set(folded, raw);
  }
  return raw;
}

/** The original spelling in a text of words matched in folded form. */
export function findSurface(text: string, folded: string): string {
  const n = folded.split(' ').length;
  const spans = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)];
  for (let i = 0; i + n <= spans.length; i++) {
    const from = spans[i].index ?? 0;
    const last = spans[i + n - 1];
    const raw = text.slice(from, (last.index ?? 0) + last[0].length);
    if (words(raw).join(' ') === folded) return raw;
  }
  return '';
}
