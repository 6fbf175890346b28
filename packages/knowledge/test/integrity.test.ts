// Data integrity: ids are unique and well-formed, and every reference between records resolves.
import { describe, expect, it } from 'vitest';
import { GRAPES, knowledge, PAIRINGS, REGIONS, TERMS, TOPICS } from '../src/index.ts';

const unresolved = () => knowledge.problems().filter((p) => p.problem === 'unresolved reference');
const key = (p: { file: string; id: string; field: string; value: string }) =>
  `${p.file}/${p.id} ${p.field.replace(/\[.*\]/, '[]')} → ${p.value}`;

/**
 * References to records the data does not hold yet. Listed so that any new broken reference fails at
 * once; when a record is added, its entry here must go (the test says so).
 */
const KNOWN_GAPS = new Set([
  'regions/rioja grapes → maturana-tinta',
  'regions/rioja grapes → malvasia-riojana',
  'regions/cava grapes → malvasia-riojana',
  'regions/lebanon grapes → obaideh',
  'regions/lebanon grapes → merwah',
  'pairings/charcuterie-and-cured-meats wines[].regions → emilia-romagna',
  'pairings/spaghetti-bolognese-and-lasagne wines[].regions → emilia-romagna',
  'pairings/pasta-with-pesto wines[].regions → liguria',
  'pairings/pasta-with-seafood wines[].regions → liguria',
  'pairings/spicy-sichuan-food wines[].regions → emilia-romagna',
]);

describe('knowledge data integrity', () => {
  it('has the promised breadth', () => {
    console.log(
      `${GRAPES.length} grapes, ${REGIONS.length} regions, ${TOPICS.length} topics, ${PAIRINGS.length} pairings, ${TERMS.length} terms`,
    );
    expect(GRAPES.length).toBeGreaterThanOrEqual(170);
    expect(REGIONS.length).toBeGreaterThanOrEqual(170);
    expect(TOPICS.length).toBeGreaterThanOrEqual(60);
    expect(PAIRINGS.length).toBeGreaterThanOrEqual(60);
    expect(TERMS.length).toBeGreaterThan(0);
  });

  it('has unique, kebab-case ids', () => {
    const bad = knowledge.problems().filter((p) => p.problem !== 'unresolved reference');
    if (bad.length > 0) console.log(bad.map((p) => `${p.file} ${p.id}: ${p.problem}`).join('\n'));
    expect(bad).toEqual([]);
  });

  it('resolves every region grape, parent, blending partner, pairing grape and region, and related topic', () => {
    const broken = unresolved().filter((p) => p.field !== 'keyRegions');
    const fresh = broken.map(key).filter((k) => !KNOWN_GAPS.has(k));
    if (broken.length > 0) console.log(`unresolved references:\n  ${broken.map(key).join('\n  ')}`);
    expect(fresh).toEqual([]);
    const fixed = [...KNOWN_GAPS].filter((k) => !broken.some((p) => key(p) === k));
    expect(fixed, 'these gaps are fixed: remove them from KNOWN_GAPS').toEqual([]);
  });

  it('reports key regions that name places without a region record', () => {
    // types.ts lets keyRegions hold a plain name where no region record exists; the ones written as
    // ids are listed so the data authors can add the region or write the name.
    const places = [
      ...new Set(
        unresolved()
          .filter((p) => p.field === 'keyRegions')
          .map((p) => p.value),
      ),
    ];
    if (places.length > 0) console.log(`${places.length} key regions without a region record: ${places.join(', ')}`);
    for (const g of GRAPES) for (const r of g.keyRegions) expect(r.trim().length).toBeGreaterThan(0);
  });

  it('keeps every record complete enough to answer from', () => {
    const thin: string[] = [];
    for (const g of GRAPES) if (g.aromas.length === 0 || g.facts.length === 0) thin.push(`grape ${g.id}`);
    for (const r of REGIONS)
      if (r.facts.length === 0 || (r.kind !== 'country' && r.grapes.length === 0)) thin.push(`region ${r.id}`);
    for (const t of TOPICS) if (t.points.length === 0 || !t.summary) thin.push(`topic ${t.id}`);
    for (const p of PAIRINGS) if (p.wines.length === 0 || p.keywords.length === 0) thin.push(`pairing ${p.food}`);
    for (const t of TERMS) if (!t.meaning || !t.country) thin.push(`term ${t.term}`);
    if (thin.length > 0) console.log(`thin records: ${thin.join(', ')}`);
    expect(thin).toEqual([]);
  });

  it('has no duplicate references inside a record', () => {
    const dupes: string[] = [];
    for (const g of GRAPES)
      if (new Set(g.keyRegions).size !== g.keyRegions.length) dupes.push(`grape ${g.id} keyRegions`);
    for (const r of REGIONS) if (new Set(r.grapes).size !== r.grapes.length) dupes.push(`region ${r.id} grapes`);
    expect(dupes).toEqual([]);
  });

  it('finds every grape and region by its own name', () => {
    const missed: string[] = [];
    for (const g of GRAPES) if (knowledge.search(g.name, { kinds: ['grape'] })[0]?.id !== g.id) missed.push(g.name);
    for (const r of REGIONS) {
      const hit = knowledge.search(r.name, { kinds: ['region'] })[0];
      if (hit?.id !== r.id && hit?.score !== 1) missed.push(r.name);
    }
    if (missed.length > 0) console.log(`not found by name: ${missed.join(', ')}`);
    expect(missed).toEqual([]);
  });
});
