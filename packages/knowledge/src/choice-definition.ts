// "Véraison refers to: A) the stage when berries change colour… B) winter pruning…", "In a tasting
// note, the 'finish' refers to:": an exam item asking what a word means. The records define the word
// where they say it and then what it is ("The finish is how long the pleasant flavours last…",
// "veraison, when the berries change colour"); the option whose words that definition uses, and
// clearly more than any other option's, is the answer.

import type { ChoiceOption } from './choice.ts';
import { allSentences, contentRoots, idf } from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { keyIndex } from './key-index.ts';
import { fold } from './normalize.ts';
import { escapeRegExp, sentence } from './text.ts';

/** The word a stem asks the meaning of. */
const ASKED: readonly RegExp[] = [
  /^(?:in [^,]{3,60},\s*)?(?:the (?:term|word) )?(?:the )?["“‘']?([\p{L}'’ -]{3,40}?)["”’']?\s+(?:refers to|means|describes|is defined as|is the term for|is best described as)\s*:?\s*$/iu,
  /^what (?:does|do) (?:the (?:term|word) )?["“‘']?([\p{L}'’ -]{3,40}?)["”’']?\s+(?:mean|refer to|describe)\b/iu,
];

/** How a definition follows its word: "is", "means", a gloss in brackets, "when", a colon. */
const DEFINES = /^\s*(?:\([^)]*\)\s*)?(?:,?\s*(?:is|are|means|refers to|describes|when|where|the|a|an)\b|:|\(|,)/i;

export function definitionChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated) return undefined;
  const word = ASKED.map((re) => re.exec(stem.trim())?.[1]).find((x) => x !== undefined);
  if (!word) return undefined;
  const w = fold(word).replace(/['’]/g, '').trim();
  if (w.split(/\s+/).length > 4) return undefined;
  const at = new RegExp(`\\b${escapeRegExp(w)}\\b`);
  const optionRoots = options.map((o) => [...new Set(contentRoots(o.text))]);
  const stemRoots = new Set(contentRoots(stem));
  const scores = options.map(() => ({ score: 0, text: '' }));
  const sentences = allSentences(ctx.kb);
  for (const i of holding(ctx.kb, w)) {
    const s = sentences[i];
    if (!s.natural || !s.shown) continue;
    const f = fold(s.text).replace(/['’]/g, '');
    const m = at.exec(f);
    if (!m) continue;
    const rest = f.slice(m.index + m[0].length);
    if (!DEFINES.test(rest)) continue;
    // The definition: what follows the word, up to the end of its clause.
    const said = new Set(contentRoots(rest.split(/;|\.\s/)[0]));
    optionRoots.forEach((rs, i) => {
      const x = rs.filter((r) => said.has(r) && !stemRoots.has(r)).reduce((n, r) => n + idf(ctx.kb, r), 0);
      if (x > scores[i].score) scores[i] = { score: x, text: s.text };
    });
  }
  const ranked = options.map((_, i) => i).sort((a, b) => scores[b].score - scores[a].score);
  const [best, second] = ranked;
  if (scores[best].score < MIN_WEIGHT || scores[second].score * 2 > scores[best].score) return undefined;
  const o = options[best];
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(scores[best].text)}`);
  d.tip = 'Say the definition to yourself before reading the options, then find the option that says it.';
  return d;
}

const WORDS = new WeakMap<KnowledgeBase, Map<string, number[]>>();

/**
 * The sentences (by position, in order) that may say the word: those whose folded text holds its
 * longest run of word characters as a whole word, as any match of the word must. Every sentence when
 * the word has no such run.
 */
function holding(kb: KnowledgeBase, w: string): number[] {
  const sentences = allSentences(kb);
  const run = (w.match(/\w+/g) ?? []).sort((a, b) => b.length - a.length)[0];
  if (!run) return sentences.map((_, i) => i);
  let index = WORDS.get(kb);
  if (!index) {
    index = keyIndex(sentences, (s) => fold(s.text).replace(/['’]/g, '').match(/\w+/g) ?? []);
    WORDS.set(kb, index);
  }
  return index.get(run) ?? [];
}

/** The least weight (summed idf) of the option's words in a definition for it to decide. */
const MIN_WEIGHT = 5;
