// "Is Grenache thick- or thin-skinned?", "does Merlot ripen early?", "is Syrah prone to rot?": a trait
// of the vine asked yes or no of one grape is answered by the grape's own vineyard notes, then by any
// sentence of the records that names the grape with that trait. Where none says it, the answer says so
// rather than profiling the grape as if that were the answer.
import { allSentences } from './choice-evidence.ts';
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { lowerFirst, mentionsPhrase, sentence } from './text.ts';

interface Trait {
  /** The trait in the question. */
  asked: RegExp;
  /** A sentence that tells it. */
  said: RegExp;
  /** What it is called in an admission. */
  noun: string;
}

const TRAITS: Trait[] = [
  {
    asked: /\b(skins?|skinned)\b/,
    said: /\b(thick|thin)(?:ner|er)?[- ]skin|\bskins? (?:is|are) (?:very )?(?:thick|thin)/,
    noun: 'its skins',
  },
  { asked: /\b(ripen|ripens|ripening|ripened|ripener)\b/, said: /\bripen/, noun: 'when it ripens' },
  { asked: /\b(bud|buds|budding|budburst|budbreak)\b/, said: /\bbud/, noun: 'when it buds' },
  {
    asked: /\b(rot|botrytis|mildew|oidium|diseases?|disease[- ]resistant)\b/,
    said: /\b(rot|botrytis|mildew|oidium|diseases?)\b/,
    noun: 'the diseases it is prone to',
  },
  { asked: /\bfrost\b/, said: /\bfrost/, noun: 'its frost risk' },
  {
    asked: /\b(drought|dry[- ]farmed|heat[- ]tolerant)\b/,
    said: /\b(drought|heat)/,
    noun: 'how it copes with drought',
  },
  { asked: /\b(vigorous|vigou?r|high[- ]yielding|productive)\b/, said: /\b(vigo|yield)/, noun: 'its vigour' },
];

/** A yes-or-no or either-or question: "is…", "does…", "early or late…". */
const CLOSED = /^(?:so |and )?(?:is|are|does|do|can|will|isn'?t|doesn'?t)\b|\b\w+ or \w+\b/;

export function grapeVineyard(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  if (!CLOSED.test(q)) return undefined;
  const trait = TRAITS.find((t) => t.asked.test(q));
  if (!trait) return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0 && s.kind !== 'topic');
  if (named.length !== 1 || named[0].kind !== 'grape') return undefined;
  const g = ctx.kb.grape(named[0].id);
  if (!g) return undefined;
  use(ctx, 'grape', g.id);
  const own = g.viticulture.find((v) => trait.said.test(fold(v)));
  if (own) return `${g.name} in the vineyard — ${sentence(lowerFirst(own))}`;
  const fact = g.facts.find((f) => f.depth <= ctx.level + 1 && trait.said.test(fold(f.text)));
  if (fact) return sentence(fact.text);
  // A sentence on another grape whose name holds this one's ("Grenache Gris") says nothing of it.
  const longer = ctx.kb.grapes.filter((x) => x.id !== g.id && mentionsPhrase(x.name, g.name)).map((x) => x.name);
  // The trait and the grape must stand in one clause: "…thin-skinned Pinot Noir…; Grenache… to coulure"
  // does not call Grenache thin-skinned.
  const elsewhere = allSentences(ctx.kb).find(
    (s) =>
      s.natural &&
      s.text
        .split(/;\s*/)
        .some(
          (c) => trait.said.test(fold(c)) && mentionsPhrase(c, g.name) && !longer.some((n) => mentionsPhrase(c, n)),
        ),
  );
  if (elsewhere) {
    use(ctx, elsewhere.ref.kind, elsewhere.ref.id);
    return sentence(elsewhere.text);
  }
  return `My notes on ${g.name} say nothing about ${trait.noun}, so I can't answer that from them.`;
}
