// "Notes: pale lemon, gooseberry, cut grass, high acid, light body. What grape?": a tasting note
// pasted whole, with the grape to be deduced from it. Each descriptor is read as what it is (the
// colour, a structural level, an aroma), and the grapes are ranked by how many of the aromas their
// records list and how closely their usual structure fits the levels given; no single descriptor
// has to match, as a note always holds some of the winemaking's or the bottle age's too.

import { bold, type Ctx, type Draft, draft, use, wineColour } from './draft.ts';
import { fold } from './normalize.ts';
import { forms, hits } from './note-grapes.ts';
import { join, unique } from './text.ts';
import type { Grape } from './types.ts';

/** The grape is what is asked: "what grape?", "which variety would you guess?", "what am I tasting?". */
const GRAPE_ASKED =
  /\b(what|which|whats|guess (the|a|which)?)\s+(\w+\s+)?(grapes?|variet(y|ies)|varietals?)\b|\bgrapes?\s*(and|\?|$)|\bwhat am i (tasting|drinking)\b/;

/** Headings of a tasting note, not descriptors: "Appearance –", "Nose:", "Palate -". */
const HEADING =
  /^(notes?|tasting notes?|appearance|colou?r|nose|aromas?|palate|finish|conclusions?|structure|eye|mouth)\b\s*/;

/** The colour a note gives, as the wine's colour. */
const WHITE_HUE = /\b(lemon|gold|golden|straw|lemon green|green)\b/;
const RED_HUE = /\b(ruby|purple|garnet|brick|violet red)\b/;

const STEPS: Record<string, number> = {
  low: 0,
  light: 0,
  'medium-': 1,
  'medium minus': 1,
  medium: 2,
  'medium+': 3,
  'medium plus': 3,
  high: 4,
  full: 4,
  pronounced: 4,
};

/** "high acid", "medium(+) tannin", "light body", "full-bodied", "low alcohol". */
function structure(d: string): { trait: 'acidity' | 'tannin' | 'body' | 'alcohol'; step: number } | undefined {
  const t = d.replace(/\(\s*([+-])\s*\)/g, '$1').replace(/-bodied\b/, ' body');
  const m = t.match(
    /\b(low|light|medium[+-]?|medium (?:plus|minus)|high|full|pronounced)\s+(acid|acidity|tannins?|body|alcohol|abv)\b/,
  );
  if (!m) return undefined;
  const word = m[2];
  const trait = /^acid/.test(word) ? 'acidity' : /^tannin/.test(word) ? 'tannin' : word === 'body' ? 'body' : 'alcohol';
  return { trait, step: STEPS[m[1]] ?? 2 };
}

function stepOf(level: string | undefined): number | undefined {
  return level === undefined ? undefined : STEPS[level];
}

interface Read {
  colour?: 'red' | 'white';
  levels: { trait: 'acidity' | 'tannin' | 'body' | 'alcohol'; step: number; text: string }[];
  aromas: string[];
}

/** The note's descriptors, each read as colour, structure or aroma; undefined when it is no note. */
export function readNote(question: string): Read | undefined {
  const q = fold(question).replace(/['’]/g, '');
  if (!GRAPE_ASKED.test(q)) return undefined;
  const parts = q
    .split(/[,;\n•|]+|\s[–—-]\s|[–—]|(?<=[a-z)])\.(?=\s|$)|:\s/)
    .map((p) => p.replace(/[?!.]+/g, ' ').trim())
    .map((p) => p.replace(HEADING, '').trim())
    .filter((p) => p.length > 0 && !GRAPE_ASKED.test(p) && p.split(/\s+/).length <= 4);
  if (parts.length < 4) return undefined;
  const read: Read = { levels: [], aromas: [] };
  for (const p of parts) {
    const level = structure(p);
    if (level) {
      read.levels.push({ ...level, text: p });
      continue;
    }
    if (/\b(pale|medium|deep|intense)\b/.test(p) || WHITE_HUE.test(p) || RED_HUE.test(p)) {
      if (RED_HUE.test(p)) read.colour = 'red';
      else if (WHITE_HUE.test(p) && !/\bgreen (pepper|bell|bean|apple|herb)/.test(p)) read.colour ??= 'white';
      if (/\b(pale|medium|deep)\s+(lemon|gold|ruby|purple|garnet|tawny|amber|pink|salmon)\b/.test(p)) continue;
    }
    if (/\b(dry|off dry|off-dry|sweet|abv|\d+\s*%|finish|length|long|short|clear|bright)\b/.test(p)) continue;
    read.aromas.push(p.replace(/^(some|a|an|hints? of|notes? of|touch of)\s+/, ''));
  }
  return read.aromas.length >= 2 ? read : undefined;
}

interface Ranked {
  g: Grape;
  score: number;
  matched: string[];
}

function rank(ctx: Ctx, read: Read): Ranked[] {
  const out: Ranked[] = [];
  for (const [i, g] of ctx.kb.grapes.entries()) {
    if (read.colour && wineColour(g) !== read.colour) continue;
    let score = 0;
    const matched: string[] = [];
    for (const a of read.aromas) {
      const f = forms(a);
      const at = g.aromas.findIndex((x) => hits(x, f));
      if (at >= 0) {
        score += 3 - Math.min(at, 10) * 0.1;
        matched.push(a);
      } else if (g.facts.some((x) => hits(x.text, f))) {
        score += 1;
        matched.push(a);
      }
    }
    if (matched.length < 2) continue;
    for (const l of read.levels) {
      const own = stepOf(g.structure[l.trait]);
      if (own === undefined) continue;
      const gap = Math.abs(own - l.step);
      score += gap <= 1 ? 1 - gap * 0.5 : -gap * 0.75;
    }
    out.push({ g, score: score - i / ctx.kb.grapes.length, matched });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Where the grape's classic wines come from, for a note that also asks the place. */
function home(ctx: Ctx, g: Grape): string | undefined {
  const places = g.keyRegions
    .slice(0, 2)
    .map((id) => ctx.kb.region(id))
    .filter((r) => r !== undefined);
  if (places.length === 0) return undefined;
  const named = places.map((r) => (r.kind === 'country' ? r.name : `${r.name} (${r.country})`));
  return `Its classic examples come from ${join(named)}.`;
}

export function pastedNoteDraft(ctx: Ctx): Draft | undefined {
  if (ctx.u.subjects.some((s) => s.kind === 'grape' && s.start >= 0)) return undefined;
  const read = readNote(ctx.question);
  if (!read) return undefined;
  const list = rank(ctx, read);
  if (list.length === 0) return undefined;
  const [best, ...others] = list;
  const close = others.filter((x) => x.score >= best.score - 1.5).slice(0, 2);
  for (const x of [best, ...close]) use(ctx, 'grape', x.g.id);
  const structureSaid = read.levels
    .filter((l) => {
      const own = stepOf(best.g.structure[l.trait]);
      return own !== undefined && Math.abs(own - l.step) <= 1;
    })
    .map((l) => l.text);
  const markers = join(unique([...best.matched, ...structureSaid]));
  const place = /\b(where|country|region|origin|from)\b/.test(fold(ctx.question)) ? home(ctx, best.g) : undefined;
  const lead = [
    `${bold(best.g.name)} is the likeliest grape: ${markers} are its classic markers.`,
    place,
    close.length > 0
      ? `${join(
          close.map((x) => x.g.name),
          'or',
        )} would be the next guess.`
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const d = draft(`Which grape this note points to`, lead);
  d.answered = true;
  d.sections.push({
    heading: 'How the note points there',
    items: [best, ...close].map(
      (x) =>
        `**${x.g.name}**: ${join(x.matched)} (its notes: ${join(x.g.aromas.slice(0, 4).map((a) => a.replace(/\s*\([^)]*\)/g, '')))})`,
    ),
  });
  d.keyPoints = [`${best.g.name}: ${join(best.matched)}.`];
  d.check = `Which descriptor in this note would tell ${best.g.name} apart from ${close[0]?.g.name ?? 'its look-alikes'}?`;
  return d;
}
