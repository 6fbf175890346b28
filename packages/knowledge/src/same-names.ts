// Questions asking whether two names are one grape or wine: "Is Shiraz another name for Syrah?",
// "Cannonau: is it the same as Grenache?", "Zinfandel and Primitivo are the same grape, right?",
// "Monastrell aka Mourvèdre?". Each wording gives the two names as the learner wrote them.

import type { Ctx } from './draft.ts';
import { fold } from './normalize.ts';
import { mentionsPhrase } from './text.ts';

const LINK =
  /(?:just\s+|really\s+|basically\s+|simply\s+)?(?:the\s+same\s+(?:\w+\s+)?as|same\s+(?:\w+\s+)?as|another\s+name\s+for|a\s+synonym\s+(?:of|for)|an?\s+other\s+name\s+for)/;
const TAG =
  /(?:,?\s+(?:right|correct|yes|no|true|isn['’]?t\s+it|is\s+it|wasn['’]?t\s+it|was\s+it|aren['’]?t\s+they|are\s+they))?/;
const END = /[\s?.!]*$/;
const re = (...parts: (RegExp | string)[]) =>
  new RegExp(`^${parts.map((p) => (typeof p === 'string' ? p : p.source)).join('')}`, 'i');

const FORMS: RegExp[] = [
  // "Is X the same as Y?", "Isn't X another name for Y?"
  re(/(?:is|are|isn['’]?t|aren['’]?t|was|wasn['’]?t)\s+(.+?)\s+/, LINK, /\s+(.+?)/, TAG, END),
  // "X is the same as Y, right?", "X isn't the same grape as Y, is it?", "X is just another name for Y"
  re(/(.+?)\s+(?:is|isn['’]?t|is\s+not|was|wasn['’]?t)\s+/, LINK, /\s+(.+?)/, TAG, END),
  // "Are X and Y the same (grape)?", "X and Y are the same grape, right?"
  re(
    /(?:are|aren['’]?t)\s+(.+?)\s+and\s+(.+?)\s+(?:really\s+|just\s+)?the\s+same(?:\s+(?:grape|variety|thing|wine))?/,
    TAG,
    END,
  ),
  re(
    /(.+?)\s+and\s+(.+?)\s+(?:are|aren['’]?t)\s+(?:really\s+|just\s+)?the\s+same(?:\s+(?:grape|variety|thing|wine))?/,
    TAG,
    END,
  ),
  // "X and Y — the same thing?", "X and Y: same grape?", "X and Y, are they the same?"
  re(
    /(.+?)\s+and\s+(.+?)\s*(?:[-–—:,]\s*|\s)(?:(?:are\s+they|aren['’]?t\s+they|is\s+it)\s+)?(?:really\s+|just\s+)?(?:the\s+)?same(?:\s+(?:grape|variety|thing|wine))?/,
    TAG,
    END,
  ),
  // "X aka Y?", "X also known as Y?"
  re(/(.+?)\s+(?:aka|a\.k\.a\.?|also\s+known\s+as|also\s+called)\s+(.+?)/, TAG, END),
];

/** A likeness of making, place or style rather than of name: "made the same way as", "the same method as". */
const SAME_MANNER =
  /\b(made|produced|aged|fermented|grown|vinified|served|done)\s+(in\s+)?(exactly\s+)?the\s+same\b|\bsame\s+(way|method|methods|process|technique|manner|style)\b/i;

/** Questions that only look like two names ("what is X also known as"). */
const ASKS = /^(?:what|which|who|where|when|why|how|tell|name|list|give)\b/i;

/** The two names a same-or-not question sets side by side, as written; none for other questions. */
export function samePair(question: string): [string, string] | undefined {
  // "Savagnin - is it the same as Traminer?": the name said first is what "it" stands for.
  const q = question
    .trim()
    .replace(/^([^-–—:,?]+?)\s*[-–—:,]\s*(is|isn['’]?t|was|wasn['’]?t)\s+(?:it|that|this)\s+/i, '$2 $1 ');
  if (ASKS.test(q)) return undefined;
  // "Is Cava made the same way as Champagne?" compares how two wines are made, not their names.
  if (SAME_MANNER.test(q)) return undefined;
  for (const [i, form] of FORMS.entries()) {
    const m = q.match(form);
    if (!m) continue;
    const [a, b] = [m[1].trim(), m[2].trim()];
    // Without a leading "is", each side is a name of a few words, not a clause.
    if (i > 0 && (a.split(/\s+/).length > 5 || b.split(/\s+/).length > 5)) continue;
    return [a, b];
  }
  return undefined;
}

/**
 * "Is Prosecco the same as Champagne?", "Is Shiraz another name for Syrah?": yes when both sides name
 * the same record (a grape under two names, a wine and its grape's name), no when they name others.
 */
export function sameness(ctx: Ctx): string | undefined {
  const pair = samePair(ctx.question);
  if (!pair) return undefined;
  const named = (text: string) =>
    ctx.kb.mentions(text).filter((x) => x.whole && x.kind !== 'pairing' && x.score >= 0.85);
  const [a, b] = [named(pair[0]), named(pair[1])];
  // The names as the learner wrote them, capitalised as names are.
  const [x, y] = pair.map((t) => t.trim().replace(/(^|\s)(\p{Ll})(?=\p{L}{2})/gu, (_, s, c) => s + c.toUpperCase()));
  // One side the first word of several grapes' names ("Trebbiano"): yes when the other grape is one.
  if (a.length > 0 && b.length === 0) return sharedHead(ctx, a, x, y);
  if (b.length > 0 && a.length === 0) return sharedHead(ctx, b, y, x);
  if (a.length === 0 || b.length === 0) return undefined;
  const key = (x: { kind: string; id: string }) => `${x.kind}:${x.id}`;
  const shared = a.some((x) => b.some((y) => key(x) === key(y)));
  if (shared) return `**Yes**: ${x} and ${y} are the same.`;
  return `**No**: ${x} and ${y} are not the same.${kinship(ctx, a[0], b[0])}`;
}

/** Words of how two grapes are related: parentage, mutation, a name taken for the other's. */
const KIN =
  /\b(parents?|offspring|crossing|crossed|cross of|mutation|clone|related|relatives?|siblings?|descendants?|confused|mistaken|different (grape|variety)|not the same)\b/;

/**
 * Two grapes that are not one, when a record of either names the other ("Most Californian Petite
 * Sirah is Durif, a crossing of Peloursin and Syrah"): that sentence says how they are related.
 */
function kinship(ctx: Ctx, a: { kind: string; id: string }, b: { kind: string; id: string }): string {
  if (a.kind === 'region' && b.kind === 'region') return placeKinship(ctx, a.id, b.id);
  if (a.kind !== 'grape' || b.kind !== 'grape') return '';
  const [ga, gb] = [ctx.kb.grape(a.id), ctx.kb.grape(b.id)];
  if (!ga || !gb) return '';
  const sentences = (g: typeof ga) => g.facts.flatMap((f) => f.text.split(/(?<=[.!?])\s+(?=[A-Z“"])/));
  const kin = (t: string, name: string) => KIN.test(fold(t)) && mentionsPhrase(t, name);
  const said = sentences(gb).find((t) => kin(t, ga.name)) ?? sentences(ga).find((t) => kin(t, gb.name));
  return said ? ` ${said}` : '';
}

/**
 * "Is Ugni Blanc the same as Trebbiano?": a head word that begins the names of two or more grapes is
 * answered yes when the named grape is written with it ("Trebbiano Toscano"), saying which one it is.
 */
function sharedHead(ctx: Ctx, side: { kind: string; id: string }[], name: string, head: string): string | undefined {
  const h = fold(head).trim();
  if (!/^[a-z]+$/.test(h)) return undefined;
  const starts = (n: string) => fold(n.replace(/\s*\(.*\)\s*$/, '')).startsWith(`${h} `);
  const namesOf = (g: (typeof ctx.kb.grapes)[number]) => [
    g.name,
    ...g.synonyms.flatMap((s) => s.split('/').map((x) => x.trim())),
  ];
  const bearers = ctx.kb.grapes.filter((g) => namesOf(g).some(starts));
  if (bearers.length < 2) return undefined;
  const grape = bearers.find((g) => side.some((m) => m.kind === 'grape' && m.id === g.id));
  const full = grape && namesOf(grape).find(starts);
  if (!full) return undefined;
  const fullName = full.replace(/\s*\(.*\)\s*$/, '').trim();
  const which = fold(fullName) === fold(name).trim() ? '' : ` ${fullName},`;
  return `**Yes**: ${name} is${which} one of several grapes called ${head.trim()}.`;
}

/**
 * "Is Montepulciano d'Abruzzo the same as Vino Nobile di Montepulciano?": two wines that share a word
 * are told apart by what the second one is, and by the sentence in which either names the other.
 */
function placeKinship(ctx: Ctx, a: string, b: string): string {
  const [ra, rb] = [ctx.kb.region(a), ctx.kb.region(b)];
  if (!ra || !rb) return '';
  const own = (r: typeof ra) => r.facts.filter((f) => f.depth <= Math.max(ctx.level, 2) + 1);
  const first = own(rb)[0]?.text;
  const naming = (r: typeof ra, other: string) =>
    own(r)
      .map((f) => f.text.replace(/^It\b/, r.name))
      .find((t) => mentionsPhrase(t, other) && t !== first);
  const said = naming(rb, ra.name) ?? naming(ra, rb.name);
  return [first, said]
    .filter(Boolean)
    .map((t) => ` ${t}`)
    .join('');
}
