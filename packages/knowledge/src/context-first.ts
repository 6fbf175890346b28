// "I'm studying for WSET 2. Can you explain the difference between Old World and New World?": a message
// that sets the scene in statements and ends with a question. When that question names what it asks
// about and the scene names no wine, it is answered on its own, so words of the scene (the course, a
// budget, a guest) do not become its subject. A question that names nothing of its own ("When should I open it?", "what
// wine?") still reads the scene, where its wine or its dish is.

import { understand } from './intent.ts';
import type { KnowledgeBase } from './kb.ts';

/** A sentence's end: a full stop or an exclamation, not the dot of an abbreviation ("Sta. Rita Hills"). */
const SENTENCES = /(?<!\b(?:St|Sta|Ste|Mt|Dr|Mr|Mrs|Ms|No|vs|ca|approx|e\.g|i\.e)\.)(?<=[.!])\s+(?=[\p{Lu}"“¿])/u;

export function questionAfterScene(kb: KnowledgeBase, question: string): string {
  const parts = question.split(SENTENCES);
  if (parts.length < 2) return question;
  const last = parts[parts.length - 1].trim();
  const scene = parts.slice(0, -1).join(' ');
  // Only statements set a scene; two questions are both asked.
  if (!/\?\s*$/.test(last) || scene.includes('?')) return question;
  const asked = understand(kb, last);
  if (asked.intent === 'off-topic' || asked.intent === 'unknown' || asked.intent === 'greeting') return question;
  // Named outright: a grape, a place or a term, or a topic by a phrase of its own ("Old World and New
  // World"), not by one everyday word ("checking").
  const named = (s: (typeof asked.subjects)[number]) =>
    s.start >= 0 &&
    (s.kind === 'grape' || s.kind === 'region' || s.kind === 'term' || (s.kind === 'topic' && s.end > s.start));
  if (!asked.subjects.some(named)) return question;
  // A dish in the scene is what the question's wine goes with, and a wine named there ("I love
  // Sancerre. What's a similar wine?") is what the question is about: the scene stays.
  const set = understand(kb, scene);
  if (set.foods.length > 0) return question;
  if (set.mentions.some((m) => (m.kind === 'grape' || m.kind === 'region' || m.kind === 'term') && m.whole))
    return question;
  return last;
}

/**
 * Words said before the question itself ("so", "ok so", "hey,", "quick question:", "hmm,"): talk, not
 * part of what is asked. Taken off only when a question follows, so "So-called…" or "Hey Dude" stay.
 */
const INTERJECTION =
  /^(?:(?:so|ok|okay|well|hey|hi|hello|hiya|hmm+|um+|uh+|right|alright|quick question|one more question|question|(?:[\p{L}\d]+ ){1,3}question(?: \d+)?(?=\s*:))(?=[\s,:;!.\-–—])[\s,:;!.\-–—]*)+(?=(?:what|which|why|how|who|when|where|is|are|was|were|can|could|do|does|did|should|would|will|tell|explain|name|list|compare|describe)\b)/iu;

export function withoutInterjection(question: string): string {
  const rest = question.replace(INTERJECTION, '');
  return rest.length > 0 && rest !== question ? rest[0].toUpperCase() + rest.slice(1) : question;
}

/**
 * Short forms of the words a limit is asked with: "max residual sugar", "min. ageing". Only before a
 * measure of wine, so "10 min" stays minutes.
 */
const SHORT_LIMIT =
  /\b(max|min)\.?(?=\s+(?:residual|sugar|alcohol|abv|ageing|aging|age|yield|yields|time|period|months|years|%|percent|level|amount)\b)/gi;

export function limitsInFull(question: string): string {
  return question.replace(SHORT_LIMIT, (_, w: string) => (w.toLowerCase() === 'max' ? 'maximum' : 'minimum'));
}

/** "NV on a Champagne label?", "'Cru' on the bottle?": a word named on a label, asked what it means. */
const ON_LABEL =
  /^\s*["“']?([\p{L}\d.'’ -]{1,30}?)["”']?\s+(on|in)\s+(a|an|the|my|this)\s+([\p{L} -]{0,30}?\s*)(label|bottle|wine list|list|capsule|cork)\s*\?+\s*$/iu;

export function meaningOnLabel(question: string): string {
  const m = ON_LABEL.exec(question);
  if (!m || /^(what|which|why|how|who|is|are|does|do)\b/i.test(m[1])) return question;
  return `What does ${m[1].trim()} mean ${m[2]} ${m[3]} ${m[4]}${m[5]}?`;
}
