// The records of the knowledge base by id and the links between them (a region's children and
// ancestors, the regions growing a grape, the grapes of a region), with the integrity check of
// their references. Maps are built on first use. Search sits above this, in search.ts and kb.ts.

import { slug } from './normalize.ts';
import type { Grape, Pairing, Region, Term, Topic } from './types.ts';

export type EntityKind = 'grape' | 'region' | 'topic' | 'pairing' | 'term';

/** A term with the id it is known by in search hits and sources: slug of the term. */
export interface TermEntry extends Term {
  id: string;
}

/** A pairing with the id it is known by in search hits and sources: slug of the food. */
export interface PairingEntry extends Pairing {
  id: string;
}

export interface KnowledgeData {
  grapes: readonly Grape[];
  regions: readonly Region[];
  topics: readonly Topic[];
  pairings: readonly Pairing[];
  terms: readonly Term[];
}

export type Entity =
  | { kind: 'grape'; id: string; record: Grape }
  | { kind: 'region'; id: string; record: Region }
  | { kind: 'topic'; id: string; record: Topic }
  | { kind: 'pairing'; id: string; record: PairingEntry }
  | { kind: 'term'; id: string; record: TermEntry };

/** A reference in the data that points nowhere, or a duplicate id. */
export interface DataProblem {
  file: 'grapes' | 'regions' | 'topics' | 'pairings' | 'terms';
  id: string;
  field: string;
  value: string;
  problem: 'duplicate id' | 'unresolved reference' | 'bad id';
}

function withIds<T>(items: readonly T[], name: (t: T) => string, extra: (t: T) => string): (T & { id: string })[] {
  const seen = new Set<string>();
  return items.map((t) => {
    let id = slug(name(t));
    if (seen.has(id)) id = slug(`${name(t)} ${extra(t)}`);
    let n = 2;
    const base = id;
    while (seen.has(id)) id = `${base}-${n++}`;
    seen.add(id);
    return { ...t, id };
  });
}

export class Records {
  readonly grapes: readonly Grape[];
  readonly regions: readonly Region[];
  readonly topics: readonly Topic[];
  readonly pairings: readonly PairingEntry[];
  readonly terms: readonly TermEntry[];

  #grapeById?: Map<string, Grape>;
  #regionById?: Map<string, Region>;
  #topicById?: Map<string, Topic>;
  #termById?: Map<string, TermEntry>;
  #pairingById?: Map<string, PairingEntry>;
  #children?: Map<string, Region[]>;
  #regionsOfGrape?: Map<string, Region[]>;

  constructor(data: KnowledgeData) {
    this.grapes = data.grapes;
    this.regions = data.regions;
    this.topics = data.topics;
    this.pairings = withIds(
      data.pairings,
      (p) => p.food,
      (p) => p.keywords[0] ?? '',
    );
    this.terms = withIds(
      data.terms,
      (t) => t.term,
      (t) => t.country,
    );
  }

  grape(id: string): Grape | undefined {
    this.#grapeById ??= new Map(this.grapes.map((g) => [g.id, g]));
    return this.#grapeById.get(id);
  }

  region(id: string): Region | undefined {
    this.#regionById ??= new Map(this.regions.map((r) => [r.id, r]));
    return this.#regionById.get(id);
  }

  topic(id: string): Topic | undefined {
    this.#topicById ??= new Map(this.topics.map((t) => [t.id, t]));
    return this.#topicById.get(id);
  }

  term(id: string): TermEntry | undefined {
    this.#termById ??= new Map(this.terms.map((t) => [t.id, t]));
    return this.#termById.get(id);
  }

  pairing(id: string): PairingEntry | undefined {
    this.#pairingById ??= new Map(this.pairings.map((p) => [p.id, p]));
    return this.#pairingById.get(id);
  }

  get(kind: EntityKind, id: string): Entity | undefined {
    switch (kind) {
      case 'grape': {
        const record = this.grape(id);
        return record && { kind, id, record };
      }
      case 'region': {
        const record = this.region(id);
        return record && { kind, id, record };
      }
      case 'topic': {
        const record = this.topic(id);
        return record && { kind, id, record };
      }
      case 'pairing': {
        const record = this.pairing(id);
        return record && { kind, id, record };
      }
      case 'term': {
        const record = this.term(id);
        return record && { kind, id, record };
      }
    }
  }

  title(kind: EntityKind, id: string): string {
    const e = this.get(kind, id);
    if (!e) return id;
    switch (e.kind) {
      case 'grape':
      case 'region':
        return e.record.name;
      case 'topic':
        return e.record.title;
      case 'pairing':
        return e.record.food;
      case 'term':
        return e.record.term;
    }
  }

  /** Regions whose parent is this region, in data order. */
  children(regionId: string): Region[] {
    if (!this.#children) {
      this.#children = new Map();
      for (const r of this.regions) {
        if (!r.parent) continue;
        const list = this.#children.get(r.parent) ?? [];
        list.push(r);
        this.#children.set(r.parent, list);
      }
    }
    return this.#children.get(regionId) ?? [];
  }

  /** Parent, grandparent… up to the country, nearest first. */
  ancestors(regionId: string): Region[] {
    const out: Region[] = [];
    let r = this.region(regionId);
    while (r?.parent && out.length < 8) {
      const p = this.region(r.parent);
      if (!p || out.includes(p)) break;
      out.push(p);
      r = p;
    }
    return out;
  }

  /** Every region below this one. */
  descendants(regionId: string): Region[] {
    const out: Region[] = [];
    const stack = [...this.children(regionId)];
    while (stack.length > 0 && out.length < 500) {
      const r = stack.shift() as Region;
      if (out.includes(r)) continue;
      out.push(r);
      stack.push(...this.children(r.id));
    }
    return out;
  }

  /** Regions that grow a grape: its key regions first, then every region listing it. */
  regionsGrowing(grapeId: string): Region[] {
    if (!this.#regionsOfGrape) {
      this.#regionsOfGrape = new Map();
      for (const r of this.regions)
        for (const g of r.grapes) {
          const list = this.#regionsOfGrape.get(g) ?? [];
          list.push(r);
          this.#regionsOfGrape.set(g, list);
        }
    }
    const key = (this.grape(grapeId)?.keyRegions ?? []).map((k) => this.findRegion(k)).filter((r) => r !== undefined);
    const listed = this.#regionsOfGrape.get(grapeId) ?? [];
    return [...new Set([...key, ...listed])];
  }

  /** The grapes of a region as records, main first; names not in the grape data are skipped. */
  grapesOf(regionId: string): Grape[] {
    const r = this.region(regionId);
    if (!r) return [];
    return r.grapes.map((g) => this.findGrape(g)).filter((g) => g !== undefined);
  }

  /**
   * The id a free-text name stands for when it is no id: the records alone know only ids, and the
   * knowledge base answers with its search (a synonym, an accent or a typo).
   */
  protected resolveName(_kind: 'grape' | 'region', _name: string): string | undefined {
    return undefined;
  }

  /** A grape by id, or by a name or synonym as written in a free-text field. */
  findGrape(idOrName: string): Grape | undefined {
    const direct = this.grape(idOrName) ?? this.grape(slug(idOrName));
    if (direct) return direct;
    const id = this.resolveName('grape', idOrName);
    return id ? this.grape(id) : undefined;
  }

  /** A region by id, or by a name or synonym as written in a free-text field. */
  findRegion(idOrName: string): Region | undefined {
    const direct = this.region(idOrName) ?? this.region(slug(idOrName));
    if (direct) return direct;
    const id = this.resolveName('region', idOrName);
    return id ? this.region(id) : undefined;
  }

  /** Terms whose country is this region's country or that the region lists among its label terms. */
  termsOf(region: Region): TermEntry[] {
    const labels = new Set(region.labelTerms.map((t) => slug(t)));
    return this.terms.filter((t) => labels.has(t.id) || labels.has(slug(t.term)));
  }

  /** Pairings that recommend this grape or region (or a region above it). */
  pairingsFor(kind: 'grape' | 'region', id: string): PairingEntry[] {
    if (kind === 'grape') return this.pairings.filter((p) => p.wines.some((w) => w.grapes.includes(id)));
    const ids = new Set([id, ...this.ancestors(id).map((r) => r.id)]);
    const direct = this.pairings.filter((p) => p.wines.some((w) => w.regions.includes(id)));
    return direct.length > 0
      ? direct
      : this.pairings.filter((p) => p.wines.some((w) => w.regions.some((r) => ids.has(r))));
  }

  /** Builds every lookup now instead of on first use. */
  warmLookups(): void {
    this.grape('');
    this.region('');
    this.topic('');
    this.term('');
    this.pairing('');
    this.children('');
    this.regionsGrowing('');
  }

  /** Duplicate ids and references that point nowhere, for the integrity test and data authors. */
  problems(): DataProblem[] {
    const out: DataProblem[] = [];
    const dupes = (file: DataProblem['file'], ids: string[]) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) out.push({ file, id, field: 'id', value: id, problem: 'duplicate id' });
        seen.add(id);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) out.push({ file, id, field: 'id', value: id, problem: 'bad id' });
      }
    };
    dupes(
      'grapes',
      this.grapes.map((g) => g.id),
    );
    dupes(
      'regions',
      this.regions.map((r) => r.id),
    );
    dupes(
      'topics',
      this.topics.map((t) => t.id),
    );
    const bad = (file: DataProblem['file'], id: string, field: string, value: string) =>
      out.push({ file, id, field, value, problem: 'unresolved reference' });
    for (const g of this.grapes) {
      for (const r of g.keyRegions) if (!this.region(r) && /^[a-z0-9-]+$/.test(r)) bad('grapes', g.id, 'keyRegions', r);
      for (const p of g.blendingPartners) if (!this.grape(p)) bad('grapes', g.id, 'blendingPartners', p);
    }
    for (const r of this.regions) {
      for (const g of r.grapes) if (!this.grape(g)) bad('regions', r.id, 'grapes', g);
      if (r.parent && !this.region(r.parent)) bad('regions', r.id, 'parent', r.parent);
    }
    for (const t of this.topics) for (const rel of t.related) if (!this.topic(rel)) bad('topics', t.id, 'related', rel);
    for (const p of this.pairings)
      for (const w of p.wines) {
        for (const g of w.grapes) if (!this.grape(g)) bad('pairings', p.id, `wines[${w.wine}].grapes`, g);
        for (const r of w.regions) if (!this.region(r)) bad('pairings', p.id, `wines[${w.wine}].regions`, r);
      }
    return out;
  }
}
