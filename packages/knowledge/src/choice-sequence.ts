// "Which is the correct order of the vine's annual cycle? A) Budburst, flowering, fruit set, véraison
// B) …": options that are lists of the same things in different orders. The answer is the option whose
// order a sentence (or a table, or a method's steps) of the records gives, read upwards unless the
// sentence says it runs from the top ("at the top, then…") and turned round when the stem asks from
// the highest or the latest down.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, idf } from './choice-evidence.ts';
import { scaleTexts } from './choice-ranking.ts';
import { flat, LISTED_DOWN, positions } from './choice-scale.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { keyIndex } from './key-index.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

const ORDER_ASKED =
  /\b(order|sequence|chronolog\w*|hierarchy|rising|ascending|descending|increasing|decreasing|from (the )?(highest|lowest|first|earliest|latest|top|bottom|best) (to|down))\b/;

/** A stem asking from the top or the end down: "from highest to lowest", "in descending order". */
const DOWNWARD =
  /\b(highest|best|top|most|latest|last|oldest|largest|biggest)\b[^.?]{0,30}\bto\b[^.?]{0,20}\b(lowest|least|bottom|earliest|first|youngest|smallest)\b|\b(descending|decreasing)\b/;

/** The items of an option that is a list: "Budburst, flowering, fruit set, véraison", "A → B → C". */
function itemsOf(text: string): string[] {
  return text
    .split(/\s*(?:,|→|->|>|;|\bthen\b)\s*|\s+[–—-]\s+/)
    .map((x) => x.replace(/^(?:and|the)\s+/i, '').trim())
    .filter(Boolean);
}

const ROOT_INDEX = new WeakMap<KnowledgeBase, { roots: string[][]; where: Map<string, number[]> }>();

/** Each text's roots in order, and the texts (by position) each root stands in, built once. */
function rootIndex(kb: KnowledgeBase, texts: readonly string[]) {
  let kept = ROOT_INDEX.get(kb);
  if (!kept) {
    const roots = texts.map((t) => contentRoots(t));
    kept = { roots, where: keyIndex(roots, (rs) => rs) };
    ROOT_INDEX.set(kb, kept);
  }
  return kept;
}

/**
 * The same reading by the words' roots, when no text names the items as the options write them: the
 * steps "riddling, disgorgement, dosage" stand in "is riddled…, disgorged, topped up with … (dosage)".
 * Each item stands where its most telling root first does.
 */
function byRoots(
  kb: KnowledgeBase,
  texts: readonly string[],
  lists: string[][],
  down: boolean,
): { held: number; text: string; fits: number[] } | undefined {
  const keyOf = (item: string) => contentRoots(item).sort((a, b) => idf(kb, b) - idf(kb, a))[0];
  const keys = lists.map((l) => l.map(keyOf));
  if (keys.some((l) => l.some((k) => k === undefined))) return undefined;
  const wanted = [...new Set(keys.flat())] as string[];
  const { roots: rootsOf, where } = rootIndex(kb, texts);
  // The texts that hold every wanted root, in their order.
  const [first, ...rest] = wanted.map((k) => where.get(k) ?? []);
  const holding = first.filter((i) => rest.every((r) => r.includes(i)));
  for (const i of holding) {
    const text = texts[i];
    const roots = rootsOf[i];
    const turned = down !== LISTED_DOWN.test(fold(text));
    const fits = keys.flatMap((l, i) => {
      const ps = l.map((k) => roots.indexOf(k as string));
      const rising = ps.every((p, k) => k === 0 || p > ps[k - 1]);
      const falling = ps.every((p, k) => k === 0 || p < ps[k - 1]);
      return (turned ? falling : rising) ? [i] : [];
    });
    if (fits.length > 0) return { held: wanted.length, text, fits };
  }
  return undefined;
}

export function sequenceChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || !ORDER_ASKED.test(fold(stem))) return undefined;
  const lists = options.map((o) => itemsOf(o.text));
  if (lists.some((l) => l.length < 3)) return undefined;
  const names = [...new Set(lists.flat().map((n) => flat(n).trim()))];
  // Lists of the same things in other orders: otherwise the options differ by what they hold.
  if (lists.some((l) => l.length !== lists[0].length)) return undefined;
  const down = DOWNWARD.test(fold(stem));
  const { kb } = ctx;
  const texts = scaleTexts(kb, true).seqs;
  let best: { held: number; text: string; fits: number[] } | undefined;
  for (const text of texts) {
    const f = flat(text);
    let held = 0;
    for (const n of names) if (f.includes(` ${n} `)) held++;
    if (held < lists[0].length || (best && held <= best.held)) continue;
    const at = positions(text, names);
    const place = new Map(names.map((n, i) => [n, at[i]]));
    const turned = down !== LISTED_DOWN.test(fold(text));
    const fits = lists.flatMap((l, i) => {
      const ps = l.map((n) => place.get(flat(n).trim()) ?? -1);
      if (ps.some((p) => p < 0)) return [];
      const rising = ps.every((p, k) => k === 0 || p > ps[k - 1]);
      const falling = ps.every((p, k) => k === 0 || p < ps[k - 1]);
      return (turned ? falling : rising) ? [i] : [];
    });
    if (fits.length > 0) best = { held, text, fits };
  }
  if (!best) best = byRoots(kb, texts, lists, down);
  if (best?.fits.length !== 1) return undefined;
  const o = options[best.fits[0]];
  // A sentence is quoted; a table or a method's steps is named by its caption.
  const table = best.text.includes(' | ');
  const source = table ? `That is the order of “${best.text.split(':')[0]}” in my notes.` : sentence(best.text);
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${source}`);
  d.tip = 'Learn a sequence as one chain, and check which end the question starts from.';
  return d;
}
