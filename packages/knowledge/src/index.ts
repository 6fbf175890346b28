// @sommai/knowledge: the wine knowledge base, its search, question understanding and the offline
// answer composer. Everything works on the built-in data through `knowledge`, or on any other data
// set through `new KnowledgeBase(data)` and the functions that take a knowledge base.

import { type Answer, type AnswerInput, answer as composeAnswer, answerStream as composeStream } from './compose.ts';
import { GRAPES } from './data/grapes.ts';
import { REGION_LOCATIONS } from './data/locations.ts';
import { PAIRINGS } from './data/pairings.ts';
import { REGIONS as REGION_DATA } from './data/regions.ts';
import { TERMS } from './data/terms.ts';
import { TOPICS } from './data/topics.ts';
import { type ChatTurn, type Understanding, understand as understandWith } from './intent.ts';
import { KnowledgeBase } from './kb.ts';
import type { SearchHit, SearchOptions } from './search.ts';

export type { Answer, AnswerInput, Source } from './compose.ts';
export { chunks } from './compose.ts';
export type { ChatTurn, Intent, Understanding } from './intent.ts';
export { INTENTS } from './intent.ts';
export type { DataProblem, Entity, EntityKind, KnowledgeData, PairingEntry, TermEntry } from './kb.ts';
export { KnowledgeBase } from './kb.ts';
export { fold, slug, tokens } from './normalize.ts';
export type { EntityRef, Mention, SearchHit, SearchOptions } from './search.ts';
export type * from './types.ts';

/** The regions, each with its map position where one is known. */
const REGIONS = REGION_DATA.map((r) => (REGION_LOCATIONS[r.id] ? { ...r, location: REGION_LOCATIONS[r.id] } : r));

export { GRAPES, PAIRINGS, REGION_LOCATIONS, REGIONS, TERMS, TOPICS };

/** The built-in knowledge base. Its lookups and search index are built on first use. */
export const knowledge = new KnowledgeBase({
  grapes: GRAPES,
  regions: REGIONS,
  topics: TOPICS,
  pairings: PAIRINGS,
  terms: TERMS,
});

/** Ranked hits over names, synonyms, keywords and terms, tolerant of accents, plurals, typos and short forms. */
export function search(query: string, options?: SearchOptions, kb: KnowledgeBase = knowledge): SearchHit[] {
  return kb.search(query, options);
}

/** What a question asks for (its intent) and what it is about. */
export function understand(
  question: string,
  history: readonly ChatTurn[] = [],
  kb: KnowledgeBase = knowledge,
): Understanding {
  return understandWith(kb, question, history);
}

/** A markdown answer built only from the knowledge base, shaped by level and voice style. */
export function answer(input: AnswerInput, kb: KnowledgeBase = knowledge): Answer {
  return composeAnswer(kb, input);
}

/** The same answer as `answer`, streamed in token-sized chunks. */
export function answerStream(input: AnswerInput, kb: KnowledgeBase = knowledge): AsyncGenerator<string> {
  return composeStream(kb, input);
}
