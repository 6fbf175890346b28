// "Which part of the grape gives red wine its colour? A) the juice B) the skins…": an exam item asking
// where a trait comes from is answered by the sentence of the records that says so (see
// trait-source.ts); the one option that sentence names is the answer.
import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';
import { escapeRegExp, mentionsPhrase, sentence } from './text.ts';
import { traitAsked, traitSourceSentence } from './trait-source.ts';

/** "Which factor", "which part of the grape": a kind of thing asked for, read as "what". */
const KIND_ASKED =
  /^(?:which|what)\s+(?:single\s+)?(?:factor|part(?:\s+of\s+the\s+(?:grape|berry|bunch|vine))?|component|element|process|thing|source)\s+/i;

export function sourceChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated) return undefined;
  const asked = stem.trim().replace(KIND_ASKED, 'what ');
  const ask = traitAsked(ctx.kb, asked);
  if (!ask) return undefined;
  const found = traitSourceSentence(ctx, ask);
  if (!found) return undefined;
  const bare = (o: ChoiceOption) => o.text.replace(/^(?:the|a|an)\s+/i, '').trim();
  const named = options.filter((o) => bare(o).length >= 3 && mentionsPhrase(found.text, bare(o)));
  // "…gets its colour … from the skins of black grapes, so the juice is fermented with the skins": the
  // option the sentence says the trait comes from, when it names others too.
  const from = named.filter((o) =>
    new RegExp(`\\b(?:from|in|by) (?:the |its |their )?${escapeRegExp(fold(bare(o)))}`).test(fold(found.text)),
  );
  const hits = named.length === 1 ? named : from;
  if (hits.length !== 1) return undefined;
  use(ctx, found.kind, found.id);
  const d = draft('Exam question', `**${hits[0].label} — ${hits[0].text}.** ${sentence(found.text)}`);
  d.tip = 'Ask where in the grape or the cellar the trait comes from, then find the option that names that place.';
  d.sources = [...ctx.sources.values()];
  return d;
}
