// A grape asked of a country ("what is Chilean Pinot Noir like?", "German Riesling", "Pinot Noir
// from Chile"): the country is what the question adds to the grape, so the opening is a sentence that
// tells of the grape there, from the grape's own facts or from those of the country and its regions,
// before the grape's general profile.

import type { Ctx } from './draft.ts';
import { QUESTION_STOP } from './facts.ts';
import { COUNTRY_ADJECTIVES } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import { WHEN_ASKED, YEAR } from './plan.ts';
import { mentionsPhrase, sentence } from './text.ts';
import type { Region } from './types.ts';

/** Words that ask what the grape is called, answered by its names rather than by its wines there. */
const NAME_ASKED = /\b(called|known as|names?|synonyms?|spelt|spelled)\b/;

/** The one country a question names, by its name or by its adjective ("Chilean", "South African"). */
function askedCountry(ctx: Ctx): Region | undefined {
  const { kb, u } = ctx;
  const ids = new Set<string>();
  for (const s of u.subjects) {
    if (s.kind !== 'region' || s.start < 0) continue;
    // A place within a country is asked of: that place's own answer stands.
    if (kb.region(s.id)?.kind !== 'country') return undefined;
    ids.add(s.id);
  }
  const ws = words(ctx.question);
  ws.forEach((w, i) => {
    const id = COUNTRY_ADJECTIVES[`${w} ${ws[i + 1] ?? ''}`] ?? COUNTRY_ADJECTIVES[w];
    if (id && kb.region(id)) ids.add(kb.region(id)?.id ?? id);
  });
  if (ids.size !== 1) return undefined;
  const r = kb.region([...ids][0]);
  return r?.kind === 'country' ? r : undefined;
}

export function grapeInCountry(ctx: Ctx): string | undefined {
  const { kb, u } = ctx;
  if (u.intent !== 'describe' && u.intent !== 'tasting') return undefined;
  if (NAME_ASKED.test(fold(ctx.question))) return undefined;
  const grapes = u.subjects.filter((s) => s.kind === 'grape' && s.whole && s.start >= 0);
  if (new Set(grapes.map((s) => s.id)).size !== 1) return undefined;
  const country = askedCountry(ctx);
  const g = kb.grape(grapes[0].id);
  if (!country || !g) return undefined;
  // The grape at home ("German Riesling") is what its own profile tells.
  if (fold(g.origin).includes(fold(country.name))) return undefined;
  const grapeNames = [g.name, ...g.synonyms].map((n) => n.replace(/\s*\([^)]*\)/g, '').trim()).filter(Boolean);
  const adjectives = Object.entries(COUNTRY_ADJECTIVES).flatMap(([a, id]) => (id === country.id ? [a] : []));
  const countryNames = [country.name, ...country.synonyms, ...adjectives];
  const ofGrape = (t: string) => grapeNames.some((n) => mentionsPhrase(t, n));
  const ofCountry = (t: string) => countryNames.some((n) => mentionsPhrase(t, n));
  // "When was Carmenère told apart in Chile?": a date asked of the grape there is answered by the
  // sentence of the two that gives a year.
  const dated = WHEN_ASKED.test(fold(ctx.question).trim());
  // "What was Carmenère mistaken for in Chile?": of the sentences on the grape there, the one that
  // holds what the question asks ("mistaken") answers.
  const named = new Set(words([...grapeNames, ...countryNames].join(' ')).map(root));
  const cues = [
    ...new Set(
      words(ctx.question)
        .filter((w) => w.length > 3 && !QUESTION_STOP.has(w))
        .map(root)
        .filter((w) => !named.has(w)),
    ),
  ];
  let best: { text: string; score: number } | undefined;
  const consider = (text: string, base: number) => {
    const roots = new Set(words(text).map(root));
    const asked = cues.filter((w) => roots.has(w)).length;
    const score = base + (dated && YEAR.test(text) ? 2 : 0) + asked * 1.5;
    if (!best || score > best.score) best = { text, score };
  };
  for (const f of g.facts) if (f.depth <= ctx.level + 1 && ofCountry(f.text)) consider(f.text, 2);
  for (const r of kb.regions) {
    if (r.id !== country.id && fold(r.country) !== fold(country.name)) continue;
    for (const f of r.facts)
      if (f.depth <= ctx.level + 1 && ofGrape(f.text)) consider(f.text, ofCountry(f.text) ? 1.5 : 1);
  }
  return best ? sentence(best.text) : undefined;
}
