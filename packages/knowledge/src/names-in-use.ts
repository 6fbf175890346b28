// Other names of grapes that the records themselves use widely ("Garnacha" in a dozen Spanish
// regions, "Shiraz" across Australia): names learners meet and mistype, so they keep the full typo
// tolerance of a record's own name, where a local name used once ("Morillon") is read only as that
// name misspelt (see keepsIdentity in normalize.ts).
import { fold } from './normalize.ts';
import type { Records } from './records.ts';

const WIDELY_USED_BY = 3;
const known = new WeakMap<Records, Set<string>>();

/** Folded one-word grape synonyms that at least three records besides their own grape mention. */
export function widelyUsedNames(kb: Records): Set<string> {
  const had = known.get(kb);
  if (had) return had;
  const owners = new Map<string, Set<string>>(); // folded word → grape ids it is another name of
  // "Garnacha / Garnacha Tinta (Spain)": each one-word name between the slashes.
  for (const g of kb.grapes)
    for (const syn of g.synonyms)
      for (const alt of syn.replace(/\s*\(.*\)\s*$/, '').split('/')) {
        const w = fold(alt.trim());
        if (/^[a-z]+$/.test(w)) owners.set(w, (owners.get(w) ?? new Set()).add(g.id));
      }
  const usedBy = new Map<string, Set<string>>();
  const scan = (key: string, record: unknown) => {
    for (const w of fold(JSON.stringify(record)).split(/[^a-z]+/))
      if (owners.has(w)) usedBy.set(w, (usedBy.get(w) ?? new Set()).add(key));
  };
  for (const g of kb.grapes) scan(`grape:${g.id}`, { ...g, synonyms: [] });
  for (const r of kb.regions) scan(`region:${r.id}`, r);
  for (const t of kb.topics) scan(`topic:${t.id}`, t);
  for (const t of kb.terms) scan(`term:${t.id}`, t);
  const wide = new Set<string>();
  for (const [w, ids] of owners) {
    const others = [...(usedBy.get(w) ?? [])].filter((k) => ![...ids].some((id) => k === `grape:${id}`));
    if (others.length >= WIDELY_USED_BY) wide.add(w);
  }
  known.set(kb, wide);
  return wide;
}
