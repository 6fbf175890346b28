// What the question makers need to know about the knowledge base beyond single records: how
// prominent each grape and region is (famous ones for Level 1, rarer ones for Level 4), and the
// links between records, computed once per bank.
import type { Grape, KnowledgeBase, Region } from '../index.ts';
import { fold } from '../index.ts';

export interface BankContext {
  kb: KnowledgeBase;
  /** Grapes, most prominent first. */
  grapes: Grape[];
  grapeRank: Map<string, number>;
  /** Regions below country level, most prominent first. */
  regions: Region[];
  regionRank: Map<string, number>;
  /** Countries that have regions in the data, most regions first. */
  countries: string[];
  /** Region ids of each country. */
  regionsOfCountry: Map<string, Region[]>;
  /** Folded region name → regions with that name (to skip ambiguous names). */
  regionsByName: Map<string, Region[]>;
  /** Folded grape names and synonyms (without notes) → grape ids. */
  grapeNames: Map<string, Set<string>>;
  /** This region, its ancestors and its descendants. */
  family(regionId: string): Set<string>;
  /** The top region below country level that contains this one (itself when it is one). */
  branch(regionId: string): string;
  /** Values the makers compute once per bank. */
  cache: Map<string, unknown>;
}

export function buildContext(kb: KnowledgeBase): BankContext {
  const regionRefs = new Map<string, number>();
  const bump = (id: string, by: number) => regionRefs.set(id, (regionRefs.get(id) ?? 0) + by);
  const grapeRefs = new Map<string, number>();
  const bumpGrape = (id: string, by: number) => grapeRefs.set(id, (grapeRefs.get(id) ?? 0) + by);

  kb.grapes.forEach((g, i) => {
    // Data files list the great varieties first; later entries are regional rarities.
    bumpGrape(g.id, Math.max(0, 40 - i) / 4);
    for (const r of g.keyRegions) bump(r, 1);
  });
  for (const r of kb.regions) {
    if (r.parent) bump(r.parent, 0.5);
    // A region's list runs from its main grapes to minor ones: only the first few make a grape famous.
    r.grapes.forEach((g, i) => {
      bumpGrape(g, i === 0 ? 3 : i < 3 ? 1 : 0.25);
    });
  }
  for (const p of kb.pairings)
    for (const w of p.wines) {
      for (const g of w.grapes) bumpGrape(g, 1);
      for (const r of w.regions) bump(r, 1.5);
    }
  kb.regions.forEach((r, i) => {
    if (r.kind === 'region') bump(r.id, 2);
    bump(r.id, Math.max(0, 30 - i) / 10);
  });

  const grapes = [...kb.grapes].sort(
    (a, b) => (grapeRefs.get(b.id) ?? 0) - (grapeRefs.get(a.id) ?? 0) || a.id.localeCompare(b.id),
  );
  const regions = kb.regions
    .filter((r) => r.kind !== 'country')
    .sort((a, b) => (regionRefs.get(b.id) ?? 0) - (regionRefs.get(a.id) ?? 0) || a.id.localeCompare(b.id));

  const regionsOfCountry = new Map<string, Region[]>();
  for (const r of regions) {
    const list = regionsOfCountry.get(r.country) ?? [];
    list.push(r);
    regionsOfCountry.set(r.country, list);
  }
  const countries = [...regionsOfCountry.keys()].sort(
    (a, b) => (regionsOfCountry.get(b)?.length ?? 0) - (regionsOfCountry.get(a)?.length ?? 0) || a.localeCompare(b),
  );

  const regionsByName = new Map<string, Region[]>();
  for (const r of kb.regions)
    for (const n of [r.name, ...r.synonyms]) {
      const key = fold(n);
      const list = regionsByName.get(key) ?? [];
      if (!list.includes(r)) list.push(r);
      regionsByName.set(key, list);
    }

  const grapeNames = new Map<string, Set<string>>();
  for (const g of kb.grapes)
    for (const n of [g.name, ...g.synonyms.flatMap((s) => s.split(' / '))]) {
      const key = fold(n.replace(/\s*\([^)]*\)/g, '').trim());
      if (!key) continue;
      const set = grapeNames.get(key) ?? new Set<string>();
      set.add(g.id);
      grapeNames.set(key, set);
    }

  const families = new Map<string, Set<string>>();
  const family = (id: string) => {
    let f = families.get(id);
    if (!f) {
      f = new Set([id, ...kb.ancestors(id).map((r) => r.id), ...kb.descendants(id).map((r) => r.id)]);
      families.set(id, f);
    }
    return f;
  };
  const branch = (id: string) => {
    const chain = [kb.region(id), ...kb.ancestors(id)].filter((r) => r !== undefined && r.kind !== 'country');
    return chain.at(-1)?.id ?? id;
  };

  return {
    kb,
    grapes,
    grapeRank: new Map(grapes.map((g, i) => [g.id, i])),
    regions,
    regionRank: new Map(regions.map((r, i) => [r.id, i])),
    countries,
    regionsOfCountry,
    regionsByName,
    grapeNames,
    family,
    branch,
    cache: new Map(),
  };
}
