// The knowledge base as one object: the records and their links (records.ts) with search over them.
// Maps and the index are built on first use, so importing the package costs nothing until a
// question arrives.

import { unkept } from './normalize.ts';
import { Records } from './records.ts';
import { type Mention, type SearchHit, SearchIndex, type SearchOptions } from './search.ts';

export type { DataProblem, Entity, EntityKind, KnowledgeData, PairingEntry, TermEntry } from './records.ts';

/** What the writers above this layer keep per knowledge base (the exam evidence: every record as
 * sentences, their word weights, the clauses that state figures): each registers its builder here, so
 * that warm() builds it too instead of the first question that needs it. */
const WARMERS: ((kb: KnowledgeBase) => unknown)[] = [];

export function warmAlso(build: (kb: KnowledgeBase) => unknown): void {
  WARMERS.push(build);
}

export class KnowledgeBase extends Records {
  #index?: SearchIndex;

  /** Builds every lookup and the search index now (at server start) instead of on the first question. */
  warm(): this {
    this.warmLookups();
    this.index.topics('warm');
    this.index.search('warm');
    // Each builder reads every record sentence once: their words are not kept for the questions.
    unkept(() => {
      for (const build of WARMERS) build(this);
    });
    return this;
  }

  get index(): SearchIndex {
    this.#index ??= new SearchIndex(this);
    return this.#index;
  }

  search(query: string, options?: SearchOptions): SearchHit[] {
    return this.index.search(query, options);
  }

  protected override resolveName(kind: 'grape' | 'region', name: string): string | undefined {
    return this.search(name, { kinds: [kind], limit: 1, minScore: 0.9 })[0]?.id;
  }

  mentions(text: string): Mention[] {
    return this.index.mentions(text);
  }
}
