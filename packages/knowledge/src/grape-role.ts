// "What is the role of Grenache in Châteauneuf-du-Pape?", "what does Cabernet Franc bring to Bordeaux
// blends?": what a grape does in a named place's wine is told by the sentence of the place or of the
// grape that names both and says what the grape gives, before either profile.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { mentionsPhrase, sentence } from './text.ts';

const ROLE_ASKED =
  /\b(?:role|job|part) (?:of|does|do|did)\b|['’]s (?:role|job|part)\b|\bwhat (?:does|do) [\p{L} -]{2,40}? (?:bring|add|contribute|lend) (?:to|for)\b|\bwhy (?:is|are) [\p{L} -]{2,40}? (?:blended|added) (?:in|to|with)\b/u;

/** What a sentence says a grape gives: structure, fruit, perfume, colour, acidity, a share of the blend. */
const ROLE_TEXT =
  /\b(led by|leads?|adds?|adding|gives?|giving|brings?|bringing|lends?|provides?|contributes?|supplies|backbone|structure|body|fruit|perfume|aroma|colour|acidity|tannins?|softness|roundness|flesh|spice|freshness|dominant|dominates|main|majority|most of|backbone|blend|blended|blends|share|percent|%)\b/g;

export function grapeRole(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!ROLE_ASKED.test(q)) return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0);
  const grapes = named.filter((s) => s.kind === 'grape');
  const places = named.filter((s) => s.kind === 'region' && !grapes.some((g) => g.start <= s.end && s.start <= g.end));
  if (grapes.length !== 1 || places.length !== 1) return undefined;
  const g = ctx.kb.grape(grapes[0].id);
  const r = ctx.kb.region(places[0].id);
  if (!g || !r) return undefined;
  const grapeNames = [g.name, ...g.synonyms.map((s) => s.replace(/\s*\([^)]*\)/g, '').split(' / ')[0])];
  // "Grenache" inside "Grenache Blanc" is another grape.
  const saysGrape = (t: string) =>
    grapeNames.some(
      (n) =>
        n.length > 2 &&
        mentionsPhrase(t, n) &&
        (!new RegExp(`\\b${fold(n)} (blanc|blanca|gris|noir|rose|tinta|tinto)\\b`).test(fold(t)) ||
          mentionsPhrase(t.replace(new RegExp(`${n} (Blanc|Blanca|Gris|Noir|Rose|Tinta|Tinto)\\b`, 'g'), ''), n)),
    );
  const pool = [
    ...r.facts.map((f) => ({ text: f.text, own: true })),
    ...g.facts.filter((f) => mentionsPhrase(f.text, r.name)).map((f) => ({ text: f.text, own: false })),
  ];
  let best: { text: string; score: number } | undefined;
  for (const { text, own } of pool)
    for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
      if (!saysGrape(s) || (!own && !mentionsPhrase(s, r.name))) continue;
      const roles = new Set(fold(s).match(ROLE_TEXT) ?? []).size;
      if (roles === 0) continue;
      const score = roles + (own ? 0.5 : 0) - s.length / 500;
      if (!best || score > best.score) best = { text: s, score };
    }
  if (!best) return undefined;
  use(ctx, 'region', r.id);
  use(ctx, 'grape', g.id);
  return sentence(best.text);
}
