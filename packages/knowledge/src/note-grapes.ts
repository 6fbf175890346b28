// "Which red wine smells of pepper?", "what grape gives a gooseberry flavour?": a wine asked for by a
// note it smells or tastes of is answered with the grapes whose records name that note, the most
// characteristic first, with the cause of the note where the records give it.

import { bold, type Ctx, type Draft, draft, use, wineColour } from './draft.ts';
import { CAUSE } from './facts.ts';
import { Lru } from './lru.ts';
import { fold } from './normalize.ts';
import { ORIGIN } from './tasting.ts';
import { join, sentence, unique } from './text.ts';
import type { Grape } from './types.ts';

/** The wine asked for: "which red wine", "what grape", "a wine that", "any white". */
const ASKS_WINE =
  /\b(which|what|whats|a|any|name a|some)\s+(the\s+)?((red|white|rose|pink|dry|sweet|sparkling)\s+)?(wines?|grapes?|variet(y|ies)|varietals?)\b|\b(which|what|whats|any) (red|white|rose|pink)s?\b/;

/** "…smells of petrol", "…tastes like butter", "…has notes of gooseberry". */
const NOTE_AFTER =
  /\b(?:smells?|smelling|tastes?|tasting|reeks?|is reminiscent|reminds (?:me|you|us) |(?:hints?|notes?|whiffs?|touch|scent|aromas?|flavou?rs?) )\s*(?:a bit |a little |slightly |quite |a lot |very much )?(?:of|like)\s+(?:a |an |the |some |fresh |real )?([a-z][a-z ,&-]*)/;

/** "…tastes buttery", "…smells peppery": a note said as a word of its own, not a verdict ("tastes good"). */
const NOTE_WORD =
  /\b(?:smells?|smelling|tastes?|tasting) (?:a bit |a little |slightly |quite |very |really |so )?(?!fruity|fishy|funny|heavy|silky|watery)([a-z]{3,}y)\b/;

/** "…gives a gooseberry flavour", "…with a peppery note". */
const NOTE_BEFORE =
  /\b(?:gives?|giving|has|have|having|shows?|with|known for|famous for)\s+(?:a |an |the |that |its |their |real |strong |distinct(?:ive)? )?((?:[a-z]+ )?[a-z]+)\s+(?:flavou?rs?|aromas?|notes?|smells?|scents?|character|tastes?|nose)\b/;

/** Words that end the note named ("smells of petrol when old"). */
const NOTE_END =
  /\b(what|which|who|when|if|in|from|but|after|because|as|with|and why|why|please|to|on|at|or so|flavou?rs?|aromas?|notes?|smells?|tastes?|character|wines?|grapes?)\b.*$/;

/**
 * A note that shares its word with a different thing: "pepper" in a tasting note is the spice (black
 * or white pepper), while bell or green pepper is the vegetable, from methoxypyrazines.
 */
const OTHER_THING: Record<string, RegExp> = {
  pepper: /\b(bell|green|red|sweet)[\s-]+peppers?\b/,
};

/** The notes a question asks a wine to have, each as the forms its word may take in the records. */
export function notesAsked(question: string): { label: string; forms: string[] }[] | undefined {
  const q = fold(question)
    .replace(/['’]/g, '')
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!ASKS_WINE.test(q)) return undefined;
  const raw = q.match(NOTE_AFTER)?.[1] ?? q.match(NOTE_BEFORE)?.[1] ?? q.match(NOTE_WORD)?.[1];
  if (!raw) return undefined;
  const phrase = raw.replace(NOTE_END, '').trim();
  // Notes joined by "and" are all asked; names joined by "or" are one note ("kerosene or petrol").
  const notes = phrase
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((n) =>
      n
        .split(/\s+or\s+/)
        .map((x) => x.replace(/^(a|an|the|some)\s+/, '').trim())
        .filter((x) => x.length >= 3 && x.split(' ').length <= 3),
    )
    .filter((n) => n.length > 0);
  if (notes.length === 0 || notes.length > 3) return undefined;
  return notes.map((n) => ({
    label: join(
      n.map((x) => (/y$/.test(x) ? `${x} notes` : x)),
      'or',
    ),
    forms: [...new Set(n.flatMap(forms))],
  }));
}

/** "buttery" → butter, "smoky" → smoke, "nutty" → nut, "roses" → rose, "cherries" → cherry. */
export function forms(note: string): string[] {
  const out = [note];
  const m = note.match(/^(.*?)([a-z]+)$/);
  const [head, w] = [m?.[1] ?? '', m?.[2] ?? note];
  const bases: string[] = [];
  if (/ies$/.test(w)) bases.push(`${w.slice(0, -3)}y`);
  else if (/(ses|xes|ches|shes)$/.test(w)) bases.push(w.slice(0, -2), w.slice(0, -1));
  else if (/[^s]s$/.test(w)) bases.push(w.slice(0, -1));
  if (/[^aeiou]y$/.test(w) && w.length > 4) {
    const b = w.slice(0, -1);
    bases.push(b, `${b}e`);
    if (/([a-z])\1$/.test(b)) bases.push(b.slice(0, -1));
  }
  if (/ed$/.test(w) && w.length > 5) bases.push(w.slice(0, -2));
  for (const b of bases) out.push(`${head}${b}`);
  return [...new Set(out)];
}

export function hits(text: string, notes: string[]): boolean {
  const t = fold(text);
  return notes.some((n) => {
    const other = OTHER_THING[n];
    const re = NOTE_PATTERNS.through(n, notePattern);
    if (!re.test(t)) return false;
    return !other || t.replace(other, ' ').match(re) !== null;
  });
}

/** A note's pattern, built once: the same few hundred notes are checked against every grape. */
const NOTE_PATTERNS = new Lru<string, RegExp>(2_000);

function notePattern(n: string): RegExp {
  return new RegExp(`\\b${n.replace(/[\s-]+/g, '[\\s-]+')}(s|es|y|ed)?\\b`);
}

/** Grapes ranked by how their aroma lists and facts name every note asked. */
function ranked(
  ctx: Ctx,
  notes: string[][],
  colour: 'red' | 'white' | undefined,
): { g: Grape; score: number; aromas: string[] }[] {
  const out: { g: Grape; score: number; aromas: string[] }[] = [];
  for (const [i, g] of ctx.kb.grapes.entries()) {
    if (colour && wineColour(g) !== colour) continue;
    let score = 0;
    const aromas: string[] = [];
    for (const note of notes) {
      // An aroma listed early is more characteristic of the grape than one listed late.
      const at = g.aromas.findIndex((a) => hits(a, note));
      // Every fact counts here, whatever the level: how often the records name the note says how
      // characteristic it is, not how much is told.
      const facts = g.facts.filter((f) => hits(f.text, note)).length;
      if (at < 0 && facts === 0) {
        score = 0;
        break;
      }
      if (at >= 0) aromas.push(g.aromas[at]);
      score += (at >= 0 ? 3 - Math.min(at, 10) * 0.1 : 0) + Math.min(facts, 3);
    }
    // Of grapes naming the note alike, the better-known leads: the records list the classic grapes
    // first, so a note many grapes share opens with those a learner meets.
    if (score > 0) out.push({ g, score: score - i / ctx.kb.grapes.length, aromas });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The sentence that says where the note comes from: a fact of the grape, else a point of theory. */
function cause(ctx: Ctx, g: Grape, notes: string[][]): string | undefined {
  for (const note of notes) {
    // The compound or step a note comes from is worth telling a level early: it is the why of the answer.
    const made = (t: string) => CAUSE.test(t) || /\b(adds?|added|develops?|with age)\b/.test(t);
    const fact =
      g.facts.find((f) => f.depth <= Math.max(ctx.level, 2) + 1 && hits(f.text, note) && ORIGIN.test(fold(f.text))) ??
      g.facts.find((f) => f.depth <= Math.max(ctx.level, 2) && hits(f.text, note) && made(fold(f.text)));
    if (fact) return fact.text;
    for (const t of ctx.kb.topics)
      for (const p of t.points)
        if (p.depth <= Math.max(ctx.level, 2) && hits(p.text, note) && ORIGIN.test(fold(p.text))) {
          use(ctx, 'topic', t.id);
          return p.text;
        }
  }
  return undefined;
}

export function noteGrapesDraft(ctx: Ctx): Draft | undefined {
  const { u } = ctx;
  if (!['tasting', 'grape-of', 'describe', 'how-made'].includes(u.intent)) return undefined;
  // A food said after "tastes of" is the note ("tastes of strawberries"); a dish to pair is a pairing.
  if (u.subjects.some((s) => (s.kind === 'grape' || s.kind === 'region') && s.start >= 0)) return undefined;
  const asks = notesAsked(ctx.question);
  if (!asks) return undefined;
  const notes = asks.map((n) => n.forms);
  const q = fold(ctx.question);
  const colour = /\b(red|reds)\b/.test(q) ? 'red' : /\b(white|whites)\b/.test(q) ? 'white' : undefined;
  const list = ranked(ctx, notes, colour);
  if (list.length === 0) return undefined;
  const best = list[0].score;
  const top = list.filter((x) => x.score >= best - 0.5).slice(0, 3);
  const rest = list.filter((x) => !top.includes(x)).slice(0, 5);
  for (const x of [...top, ...rest]) use(ctx, 'grape', x.g.id);
  const asked = join(asks.map((n) => n.label));
  for (const x of list) x.aromas = [...new Set(x.aromas)];
  const kind = colour ? `${colour} grape` : 'grape';
  const named = join(
    top.map((x) => bold(x.g.name)),
    'and',
  );
  const plain = unique(top[0].aromas.map((a) => a.replace(/\s*\([^)]*\)/g, '').trim()));
  const listed = plain.length > 0 ? `: its aromas include ${join(plain)}` : '';
  let lead =
    top.length === 1
      ? `${named} is the ${kind} best known for ${asked}${listed}.`
      : `${named} are the ${kind}s best known for ${asked}.`;
  const why = cause(ctx, top[0].g, notes);
  // A fact that says "It makes…" names its grape when several are named before it.
  if (why) lead = `${lead} ${sentence(top.length > 1 ? why.replace(/^It\b/, top[0].g.name) : why)}`;
  const d = draft(`Grapes that show ${asked}`, lead);
  d.answered = true;
  if (top.length > 1)
    d.sections.push({
      heading: 'Where each shows it',
      items: top.map((x) => `**${x.g.name}**: ${x.aromas.length > 0 ? join(x.aromas) : 'named in its notes'}`),
    });
  if (rest.length > 0)
    d.sections.push({
      heading: 'Other grapes with that note',
      items: rest.map((x) => `**${x.g.name}**${x.aromas.length > 0 ? ` (${join(x.aromas)})` : ''}`),
    });
  d.keyPoints = top.map((x) => `${x.g.name}: ${join(x.g.aromas.slice(0, 4))}.`);
  d.check = `Which other aromas would you expect beside ${asked} in ${top[0].g.name}?`;
  return d;
}
