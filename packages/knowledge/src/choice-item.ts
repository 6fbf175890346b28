// "Pierce's disease is caused by: … D) the bacterium Xylella, spread by sharpshooter insects" against
// "Other threats include trunk diseases…, viruses spread by insects or nematodes…, and Pierce's
// disease, a bacterial disease spread by sharpshooter insects": a list sentence says something of
// each of its items, and what it says of the stem's own thing is in that thing's item. The option whose
// words stand in the stem's item, and not in its neighbours', is the answer; an option whose words
// belong to another item ("viruses spread by … nematodes") describes that other thing.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, idf, listItems } from './choice-evidence.ts';
import type { StemView } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { sentence } from './text.ts';

export const ITEM_TIP =
  'In a list, what is said of a thing stands beside its name: read the item that names the question’s subject.';

/**
 * Against an option already chosen from a list sentence: the option of the stem's own item, when the
 * chosen one's words stand in another item of that sentence, as an exam answer; else undefined.
 */
export function ownItemInstead(
  ctx: Ctx,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  reason: string,
  chosen: number,
): Draft | undefined {
  const own = stemItemOption(ctx.kb, v, stem, options, reason, chosen);
  if (!own || own.index === chosen) return undefined;
  const o = options[own.index];
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(own.text)}`);
  d.tip = ITEM_TIP;
  d.sources = [...ctx.sources.values()];
  return d;
}

/** How rare the stem's words in its item must be, and the option's words there, summed as idf. */
const OWN_WEIGHT = 7;
const SAID_WEIGHT = 6;

/** An item that only describes the one before it: "a bacterial disease spread by…". */
const APPOSITIVE = /^\s*(?:and\s+)?(?:a|an|the|which|that|both)\b/i;

export function stemItemOption(
  kb: KnowledgeBase,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  only?: string,
  chosen?: number,
): { index: number; text: string } | undefined {
  const optionRoots = options.map((o) => new Set(contentRoots(o.text)));
  const anyOption = new Set(optionRoots.flatMap((rs) => [...rs]));
  const stemRoots = new Set(contentRoots(stem));
  const cues = [...stemRoots].filter((w) => !anyOption.has(w));
  if (cues.length === 0) return undefined;
  let found: { index: number; text: string } | undefined;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown || (only !== undefined && !only.includes(s.text))) continue;
    const raw = listItems(s.text);
    if (raw.length < 3) continue;
    // An appositive goes with the item it describes.
    const items: string[] = [];
    for (const x of raw) {
      if (items.length > 0 && APPOSITIVE.test(x)) items[items.length - 1] += `,${x}`;
      else items.push(x);
    }
    if (items.length < 3) continue;
    const roots = items.map((x) => new Set(contentRoots(x)));
    // The stem's own item: the one holding stem words that no other item holds.
    const own = roots.map((rs, k) =>
      cues.filter((w) => rs.has(w) && roots.every((o, j) => j === k || !o.has(w))).reduce((n, w) => n + idf(kb, w), 0),
    );
    const top = Math.max(...own);
    // The stem's thing must be named by rare words ("Pierce's disease"), not an everyday one ("yield").
    if (top < OWN_WEIGHT || own.filter((x) => x === top).length > 1) continue;
    const k = own.indexOf(top);
    // What each option says, in the stem's item and in the others (the stem's words are no evidence).
    const weigh = (rs: Set<string>, i: number) =>
      [...optionRoots[i]].filter((w) => rs.has(w) && !stemRoots.has(w)).reduce((n, w) => n + idf(kb, w), 0);
    const here = options.map((_, i) => weigh(roots[k], i));
    const elsewhere = options.map((_, i) => Math.max(0, ...roots.filter((_, j) => j !== k).map((rs) => weigh(rs, i))));
    const ranked = options.map((_, i) => i).sort((a, b) => here[b] - here[a]);
    const [best, second] = ranked;
    if (here[best] < SAID_WEIGHT || here[best] < elsewhere[best] || here[second] > 0.5 * here[best]) continue;
    // Against an option already chosen, only when that option's words stand in another item.
    if (chosen !== undefined && chosen !== best && !(elsewhere[chosen] > here[chosen])) continue;
    if (found && found.index !== best) return undefined;
    found = { index: best, text: s.text };
  }
  return found;
}
