// A sentence that opens with a pronoun ("It is cheap and quick…") leans on the sentence before it in
// its record, which says what "it" is. Opening an answer, it brings that sentence in front of it.
import type { Draft } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';
import { sentences } from './render.ts';

const PRONOUN_OPENING = /^(It|They|This|These|Those|Such wines)\s+(?!is said|are said)/;

/** A pronoun as the subject after an opening phrase: "In misty mornings followed by dry afternoons it pierces…". */
const PRONOUN_AFTER_PHRASE =
  /^(In|On|At|With|When|After|Before|During|Once|If|As|Then|Later|Over|Under)\b[^.]{0,120}?\s(it|they) [a-z]+/;
const leans = (s: string) => PRONOUN_OPENING.test(s) || PRONOUN_AFTER_PHRASE.test(s);

const before = new WeakMap<KnowledgeBase, Map<string, string[]>>();

/**
 * Every record sentence that opens with a pronoun, mapped to the sentences before it that say what
 * the pronoun stands for: back to the nearest one that leans on nothing, at most two.
 */
function leaning(kb: KnowledgeBase): Map<string, string[]> {
  let map = before.get(kb);
  if (map) return map;
  map = new Map<string, string[]>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const ss = sentences(v);
      for (let i = 1; i < ss.length; i++) {
        if (!PRONOUN_OPENING.test(ss[i])) continue;
        const chain: string[] = [];
        for (let j = i - 1; j >= 0 && j >= i - 2; j--) {
          chain.unshift(ss[j]);
          if (!leans(ss[j])) {
            map?.set(fold(ss[i]), chain);
            break;
          }
        }
      }
    } else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk([kb.grapes, kb.regions, kb.topics, kb.terms]);
  before.set(kb, map);
  return map;
}

/** Puts the sentence a pronoun-led opening leans on before it, moving it up when the lead says it later. */
export function leadWithAntecedent(kb: KnowledgeBase, d: Draft): void {
  if (d.plain || d.leadWhole) return;
  const [first, ...rest] = sentences(d.lead);
  if (!first || !PRONOUN_OPENING.test(first)) return;
  const prior = leaning(kb).get(fold(first));
  if (!prior) return;
  const said = new Set(prior.map(fold));
  const others = rest.filter((s) => !said.has(fold(s)));
  d.lead = [...prior, first, ...others].join(' ');
}
