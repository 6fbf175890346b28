// Data integrity: ids are unique and well-formed, and every reference between records resolves.
import { describe, expect, it } from 'vitest';
import { isEnglishWord } from '../src/dictionary.ts';
import { fold, GRAPES, knowledge, PAIRINGS, REGIONS, TERMS, TOPICS } from '../src/index.ts';
import { widelyUsedNames } from '../src/names-in-use.ts';
import { editDistance, tokens } from '../src/normalize.ts';
import type { Grape, Region } from '../src/types.ts';

const unresolved = () => knowledge.problems().filter((p) => p.problem === 'unresolved reference');
const key = (p: { file: string; id: string; field: string; value: string }) =>
  `${p.file}/${p.id} ${p.field.replace(/\[.*\]/, '[]')} → ${p.value}`;

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
    const broken = unresolved()
      .filter((p) => p.field !== 'keyRegions')
      .map(key);
    if (broken.length > 0) console.log(`unresolved references:\n  ${broken.join('\n  ')}`);
    expect(broken).toEqual([]);
  });

  it('names each key region by the id of its record, or by its plain name when it has none', () => {
    // types.ts lets keyRegions hold a plain name where no region record exists; an id-like value
    // without a record is a broken reference, and a plain name of a place that has a record should
    // use its id.
    const broken = unresolved()
      .filter((p) => p.field === 'keyRegions')
      .map((p) => `${p.id} → ${p.value}`);
    const named = new Map(REGIONS.flatMap((r) => [r.name, ...r.synonyms].map((n) => [fold(n), r.id] as const)));
    const shouldBeIds: string[] = [];
    for (const g of GRAPES)
      for (const r of g.keyRegions) {
        expect(r.trim().length).toBeGreaterThan(0);
        const id = named.get(fold(r));
        if (!knowledge.region(r) && id) shouldBeIds.push(`${g.id}: "${r}" is ${id}`);
      }
    if (broken.length + shouldBeIds.length > 0) console.log([...broken, ...shouldBeIds].join('\n'));
    expect(broken).toEqual([]);
    expect(shouldBeIds).toEqual([]);
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

// ── Field by field: classes of mistake that references alone do not catch ───────────────────────

const regionById = new Map(REGIONS.map((r) => [r.id, r]));
const ancestors = (r: Region): Region[] => {
  const out: Region[] = [];
  for (let p = r.parent && regionById.get(r.parent); p && out.length < 10; p = p.parent && regionById.get(p.parent))
    out.push(p);
  return out;
};
const names = (r: Region) => [r.name, ...r.synonyms].map(fold);
/** A synonym's bare name: "Auxerrois (Cahors)" is Auxerrois as said in Cahors. */
const bare = (s: string) => s.replace(/\s*\([^)]*\)\s*$/, '');
/** Categories that name one delimited area (an appellation), not a political unit or a whole system. */
const AREA_CATEGORY = /^(AVA|AOC|AOP|DOC|DOCG|DOCa|DO|DOQ|DAC)(\s*\([^)]*\))?$/;
/** Words that mark a political unit (state, county…) in a record's own description. */
const POLITICAL = /\b(state|county|province|autonomous community|canton|département|department)\b/i;

describe('knowledge data, field by field', () => {
  it('gives each region a classification that fits what the record is', () => {
    const wrong: string[] = [];
    for (const r of REGIONS) {
      const c = r.classification?.trim();
      if (!c) continue;
      // A country holds a whole system (its tiers), never the category of one of its areas.
      if (r.kind === 'country' && AREA_CATEGORY.test(c)) wrong.push(`${r.id} (country) typed "${c}"`);
      // A state, county or province is a political unit: it is not itself an AVA, DO or AOC.
      const lead = `${r.name} ${r.facts
        .slice(0, 2)
        .map((f) => f.text)
        .join(' ')}`;
      const political =
        /\b(County|State)\b/.test(r.name) ||
        new RegExp(
          `${r.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is (a|an|the) ([\\w-]+ ){0,4}${POLITICAL.source}`,
          'i',
        ).test(lead);
      if (r.kind !== 'country' && political && AREA_CATEGORY.test(c))
        wrong.push(`${r.id} (political unit) typed "${c}"`);
      // An appellation sits inside a region or country.
      if (r.kind === 'appellation' && !r.parent) wrong.push(`${r.id} is an appellation without a parent`);
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('keeps a region in its parent’s country, under a category of that country’s system', () => {
    // The national systems a legal category belongs to; a category outside this list is not checked.
    const SYSTEMS: Record<string, string[]> = {
      AVA: ['USA'],
      DOCG: ['Italy'],
      IGT: ['Italy'],
      DOCa: ['Spain'],
      DAC: ['Austria'],
      VQA: ['Canada'],
      WO: ['South Africa'],
      OEM: ['Hungary'],
      AOC: ['France', 'Switzerland', 'Lebanon'],
      IGP: ['France'],
      DOC: ['Italy', 'Portugal', 'Argentina'],
      DO: ['Spain', 'Chile', 'Uruguay'],
      GI: ['Australia', 'New Zealand', 'Japan'],
      IG: ['Argentina'],
    };
    const wrong: string[] = [];
    for (const r of REGIONS) {
      const p = r.parent ? regionById.get(r.parent) : undefined;
      if (p && p.country !== r.country) wrong.push(`${r.id} (${r.country}) sits in ${p.id} (${p.country})`);
      const category = (r.classification ?? '')
        .split(/[,;/(]/)[0]
        .trim()
        .split(/\s/)[0];
      const countries = SYSTEMS[category];
      if (countries && !countries.includes(r.country))
        wrong.push(`${r.id} (${r.country}) typed ${category}, a category of ${countries.join(' or ')}`);
      if (p?.kind === 'appellation' && r.kind !== 'appellation')
        wrong.push(`${r.id} (${r.kind}) sits in an appellation`);
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('keeps every synonym to its own record: not another record or label term, nor a parent or zone around it', () => {
    const owner = new Map<string, string>();
    for (const r of REGIONS) owner.set(fold(r.name), `region ${r.id}`);
    for (const g of GRAPES) owner.set(fold(g.name), `grape ${g.id}`);
    // A label term ("Manzanilla", a style of Sherry) names a wine, not a place: it is no other name
    // for a region either.
    const terms = new Map(TERMS.map((t) => [fold(bare(t.term)), t.term] as const));
    const wrong: string[] = [];
    const synOwner = new Map<string, string>();
    for (const r of REGIONS) {
      for (const s of r.synonyms) {
        const f = fold(s);
        const o = owner.get(f);
        if (o && o !== `region ${r.id}`) wrong.push(`region ${r.id}: synonym "${s}" is ${o}`);
        const term = terms.get(f);
        if (term) wrong.push(`region ${r.id}: synonym "${s}" is the label term ${term}`);
        const twin = synOwner.get(f);
        if (twin && twin !== r.id) wrong.push(`region ${r.id}: synonym "${s}" is also a synonym of ${twin}`);
        synOwner.set(f, r.id);
        for (const a of ancestors(r))
          if (names(a).includes(f)) wrong.push(`region ${r.id}: synonym "${s}" is its parent ${a.id}`);
        // A synonym the record's own text places the record in ("Coonawarra, in South Australia's
        // Limestone Coast", "the X zone") is the zone around it, not another name for it.
        const text = r.facts.map((x) => x.text).join(' ');
        const esc = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (
          new RegExp(
            `(\\b(in|within|part of)\\s+(the\\s+)?([\\p{L}-]+\\s+){0,3}[\\p{L}-]+[’']s\\s+${esc}\\b)|(\\b(in|within)\\s+the\\s+${esc}\\s+(zone|département|department|province)\\b)`,
            'iu',
          ).test(text) &&
          !fold(r.name).includes(fold(s))
        )
          wrong.push(`region ${r.id}: synonym "${s}" is the zone around it in its own text`);
      }
    }
    for (const g of GRAPES)
      for (const s of g.synonyms) {
        // A local name with its place ("Auxerrois (Cahors)") may coincide with another record's name.
        if (bare(s) !== s) continue;
        const o = owner.get(fold(s));
        if (o && o !== `grape ${g.id}`) wrong.push(`grape ${g.id}: synonym "${s}" is ${o}`);
      }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('keeps every term synonym to its own term: no other record’s name or other name, none repeated', () => {
    // A term's other name ("Pas Dosé" for Brut Nature) finds that term in search; one that is also a
    // grape's, a region's or another term's name would send the question to two records at once.
    const owner = new Map<string, string>();
    const own = (name: string, who: string) => {
      const f = fold(name);
      if (!owner.has(f)) owner.set(f, who);
    };
    for (const g of GRAPES) for (const n of [g.name, ...g.synonyms.map(bare)]) own(n, `grape ${g.id}`);
    for (const r of REGIONS)
      for (const n of [r.name, ...r.synonyms, ...(r.parts ?? []).map((p) => p.name)]) own(n, `region ${r.id}`);
    for (const t of knowledge.terms)
      for (const n of [t.term, bare(t.term), ...(t.term.match(/\(([^)]*)\)/)?.[1]?.split(/,\s*/) ?? [])])
        own(n, `term ${t.id}`);
    const wrong: string[] = [];
    const seen = new Map<string, string>();
    for (const t of knowledge.terms) {
      const mine = `term ${t.id}`;
      for (const s of t.synonyms ?? []) {
        const f = fold(s);
        const o = owner.get(f);
        if (o) wrong.push(`${mine}: synonym "${s}" is ${o === mine ? 'its own name' : o}`);
        const twin = seen.get(f);
        if (twin)
          wrong.push(`${mine}: synonym "${s}" is ${twin === mine ? 'listed twice' : `also a synonym of ${twin}`}`);
        seen.set(f, mine);
      }
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('reads a name one added letter from another name of a record as a different name, not that record', () => {
    // "Morvillon" is not Morillon (Chardonnay in Styria): a word only a synonym or a place within a
    // region has stands for it when misspelt (a letter dropped, doubled or swapped), but a letter
    // added in the middle makes another name, which the knowledge base may simply not hold. The
    // variant may still find the record through its own name when it is that close to it.
    const primary = new Set<string>();
    const add = (x: string) => {
      for (const w of tokens(x)) primary.add(w);
    };
    for (const g of GRAPES) add(g.name);
    for (const r of REGIONS) add(r.name);
    for (const t of TERMS) add(t.term);
    for (const t of TOPICS) for (const x of [t.title, ...t.keywords]) add(x);
    for (const p of PAIRINGS) for (const x of [p.food, ...p.keywords]) add(x);
    const wide = widelyUsedNames(knowledge);
    const wrong: string[] = [];
    const lost: string[] = [];
    const check = (kind: 'grape' | 'region', id: string, name: string, other: string) => {
      const t = tokens(bare(other));
      // Names the records use widely (Garnacha, Shiraz) keep a record's own typo tolerance by design.
      if (t.length !== 1 || t[0].length < 6 || primary.has(t[0]) || wide.has(t[0])) return;
      const w = t[0];
      const mid = Math.floor(w.length / 2);
      const extra = w[mid - 1] === 'v' || w[mid] === 'v' ? 'x' : 'v';
      const added = w.slice(0, mid) + extra + w.slice(mid);
      const own = tokens(name);
      const nearOwn = own.some((x) => editDistance(added, x, 2) <= 2 || added.startsWith(x.slice(0, 5)));
      if (!nearOwn && knowledge.search(added, { kinds: [kind] })[0]?.id === id)
        wrong.push(`${kind} ${id}: "${added}" reads as "${other}"`);
      const dropped = w.slice(0, mid) + w.slice(mid + 1);
      // A dropped letter that leaves an everyday word ("Darling" → "daring") is that word.
      if (isEnglishWord(dropped)) return;
      const hit = knowledge.search(dropped, { kinds: [kind] })[0];
      if (hit?.id !== id) lost.push(`${kind} ${id}: "${dropped}" does not find "${other}"`);
    };
    for (const g of GRAPES) for (const s of g.synonyms) check('grape', g.id, g.name, s);
    for (const r of REGIONS) {
      for (const s of r.synonyms) check('region', r.id, r.name, s);
      for (const p of r.parts ?? []) check('region', r.id, r.name, p.name);
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    console.log(`${lost.length} synonyms or places not found with a letter dropped`);
    expect(wrong).toEqual([]);
    // Misspelt names are still found: a dropped letter is the commonest slip.
    expect(lost.length).toBeLessThanOrEqual(3);
  });

  it('keeps a region’s own sentences in line with its fields: grapes, sole grape and status', () => {
    // A record that says "X is made from Y" lists Y among its grapes; one that says it is 100% Y and
    // keeps a legal list permits Y alone; one that says "X is a DOCG" is classified DOCG.
    const grapeNames: [string, string][] = [];
    for (const g of GRAPES)
      for (const n of [g.name, ...g.synonyms.map(bare)]) if (n.length >= 4) grapeNames.push([fold(n), g.id]);
    grapeNames.sort((a, b) => b[0].length - a[0].length);
    const grapeAt = (text: string) => grapeNames.find(([n]) => text.startsWith(n))?.[1];
    const wrong: string[] = [];
    for (const r of REGIONS) {
      if (r.kind === 'country') continue;
      const own = fold(r.name);
      for (const f of r.facts) {
        const t = fold(f.text);
        const madeFrom = t.match(
          /\b(?:made|produced) (?:mainly |mostly |chiefly |largely |entirely |only |exclusively )?from (?:100% )?(.{0,60})/,
        );
        const named = madeFrom && grapeAt(madeFrom[1]);
        if (named && !r.grapes.includes(named)) wrong.push(`${r.id}: says it is made from ${named}, not in its grapes`);
        if (!t.startsWith(own)) continue;
        const sole = t.match(/\b100% (.{0,40})/);
        const only = sole && grapeAt(sole[1]);
        if (only && r.grapesAre === 'permitted' && !(r.grapes.length === 1 && r.grapes[0] === only))
          wrong.push(`${r.id}: says it is 100% ${only}, but permits ${r.grapes.join(', ')}`);
        const status = f.text
          .slice(r.name.length)
          .match(/^ (?:became|has been|is) an? (DOCG|DOCa|DOC|DO|AOC|AVA|DAC)\b/);
        if (status && r.classification && !r.classification.split(/[\s,/()]+/).includes(status[1]))
          wrong.push(`${r.id}: says it is a ${status[1]}, classified ${r.classification}`);
      }
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('never says a grape ripens both early and late', () => {
    const wrong = GRAPES.filter((g) => {
      const t = [...g.viticulture, ...g.facts.map((f) => f.text)].join(' . ').toLowerCase();
      return /\b(early[- ]ripening|ripens early)\b/.test(t) && /\b(late[- ]ripening|ripens late)\b/.test(t);
    }).map((g) => g.id);
    expect(wrong).toEqual([]);
  });

  it('keeps the places within a region among its parts, never among its synonyms', () => {
    // A synonym is the same place under another name. A sub-area kept as one (Apalta on Colchagua,
    // the Saar on the Mosel) made a question about it answer as if it were the whole region, and say
    // nothing of the place asked; such a place is one of the region's `parts`.
    const words = (x: string) =>
      fold(x)
        .replace(/['’]/g, '')
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    const partOf = new Map<string, string>();
    const wrong: string[] = [];
    const grapeNames = new Set(GRAPES.flatMap((g) => [g.name, ...g.synonyms.map(bare)]).map(fold));
    const recordNames = new Map(REGIONS.flatMap((r) => names(r).map((n) => [n, r.id] as const)));
    for (const r of REGIONS)
      for (const p of r.parts ?? []) {
        const n = fold(bare(p.name));
        const twin = partOf.get(n);
        if (twin && twin !== r.id) wrong.push(`region ${r.id}: part "${p.name}" is also a part of ${twin}`);
        partOf.set(n, r.id);
        // A place with a record of its own is that record, a child of the region, not a part of it.
        const own = recordNames.get(n);
        if (own) wrong.push(`region ${r.id}: part "${p.name}" has a record of its own, ${own}`);
        // A part is found by its own name, not by a grape's name it begins with ("Cannonau di …"):
        // a learner naming the grape means the grape.
        const core = words(bare(p.name));
        if (core.length > 1 && grapeNames.has(core[0]))
          wrong.push(`region ${r.id}: part "${p.name}" begins with the grape name "${core[0]}"`);
        // The fact is about the part: it names it.
        if (p.fact && !fold(p.fact).includes(words(bare(p.name)).filter((w) => w !== 'the')[0] ?? ''))
          wrong.push(`region ${r.id}: the fact of part "${p.name}" does not name it`);
      }
    // Places the grape records name without a record ("Val do Salnés"): a place of its own, not a synonym.
    const plainPlaces = new Set(GRAPES.flatMap((g) => g.keyRegions.filter((k) => !regionById.has(k)).map(fold)));
    // Words a longer name may add to the record's own and still be the same place's name or wine: a
    // colour, a style, a category or a connector ("Etna Rosso", "Asti Spumante", "Langhe DOC").
    const SAME_PLACE =
      /^(rosso|bianco|rosato|blanc|blanco|rouge|rose|sec|secco|spumante|cremant|blanquette|moscato|muscat|moscatel|vin|vino|vinho|doc|docg|aoc|aop|do|doca|ava|dac|valley|val|valle|vallee|county|region|wine|wines|de|di|del|della|du|des|d|l|la|le|el|the|of|y|e|et|dos|da)$/;
    const grapeWords = new Set(GRAPES.flatMap((g) => [g.name, ...g.synonyms.map(bare)]).flatMap(words));
    // Older or official names of the whole place that add a word of their own.
    const WHOLE = new Set(
      [
        'Languedoc-Roussillon',
        'Coteaux du Languedoc',
        'Alto Douro',
        'Península de Setúbal',
        'Mosel-Saar-Ruwer',
        'Tokaj-Hegyalja',
        'United States of America',
        'Rioja Baja',
        'Collio Goriziano',
      ].map(fold),
    );
    const WITHIN = /\b(sub-?regions?|sub-?zones?|sub-?areas?|sub-?avas?|wards?|districts?|communes?|crus?)\b/i;
    for (const r of REGIONS) {
      // The record's own name without its generic words: "Colchagua" of "Colchagua Valley".
      const own = words(r.name).filter((x) => !SAME_PLACE.test(x));
      const text = r.facts.map((x) => x.text).join(' ');
      for (const s of r.synonyms) {
        const f = fold(s);
        const home = partOf.get(fold(bare(s)));
        if (home) wrong.push(`region ${r.id}: synonym "${s}" is a part of ${home}`);
        if (plainPlaces.has(f)) wrong.push(`region ${r.id}: synonym "${s}" is a place the grape records name`);
        // "Chianti Rufina", "Soave Classico": the record's name and a word of another place within it.
        const w = words(s);
        const added = w.filter((x) => !own.includes(x) && !SAME_PLACE.test(x) && !grapeWords.has(x));
        if (own.every((x) => w.includes(x)) && added.length > 0 && !WHOLE.has(f))
          wrong.push(`region ${r.id}: synonym "${s}" adds "${added.join(' ')}", a place within it`);
        // The record's own text calls it a sub-region, sub-zone, ward, district or commune.
        const esc = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (
          new RegExp(
            `${WITHIN.source}\\s+(of|such as|like|including)\\s+([^.;]{0,60}(,|\\band)\\s+)?${esc}\\b`,
            'iu',
          ).test(text) ||
          new RegExp(
            `\\b${esc}\\b[^.;]{0,40}?\\b(is|are)\\s+(a|an|the|one of)\\s+[^.;]{0,30}${WITHIN.source}`,
            'iu',
          ).test(text)
        )
          wrong.push(`region ${r.id}: synonym "${s}" is a place within it in its own text`);
      }
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('writes every grape origin as a place, not a doubt', () => {
    const wrong = GRAPES.filter((g) => {
      const place = g.origin.split(';')[0].trim();
      return (
        /^(uncertain|unknown|unclear|disputed|possibly|probably|perhaps|maybe|n\/a)\b/i.test(place) ||
        !/^\p{Lu}/u.test(place)
      );
    }).map((g) => `${g.id}: "${g.origin}"`);
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it("keeps a grape's structure levels consistent with its own description", () => {
    const rank = { low: 0, light: 0, 'medium-': 1, medium: 2, 'medium+': 3, high: 4, full: 4 } as const;
    const wrong: string[] = [];
    const check = (g: Grape, field: 'acidity' | 'tannin' | 'alcohol' | 'body', words: string, said: string) => {
      const level = g.structure[field];
      if (!level) return;
      const r = rank[level];
      const high = new RegExp(`\\b(high|very high|searing|piercing)(,? and [\\w-]+)? ${words}`).test(said);
      const low = new RegExp(`\\b(low|very low)(,? and [\\w-]+)? ${words}`).test(said);
      if (high && !low && r < 3) wrong.push(`${g.id}: ${field} ${level}, but its description says high`);
      if (low && !high && r > 1) wrong.push(`${g.id}: ${field} ${level}, but its description says low`);
    };
    for (const g of GRAPES) {
      // The defining sentences: what the grape's wines are like, not what one style or climate does.
      const said = g.facts
        .filter((f) => f.depth <= 2)
        .map((f) => f.text.toLowerCase())
        .filter((t) => !/\b(style|when|if|can|in hot|in warm|in cool|picked late|overripe)\b/.test(t))
        .join(' ');
      check(g, 'acidity', 'acidity', said);
      check(g, 'tannin', 'tannins?', said);
      check(g, 'alcohol', 'alcohol', said);
      const lightBody =
        /\blight-bodied\b|\blight, /.test(said) && !/medium|full/.test(said.match(/[^.]*light-bodied[^.]*/)?.[0] ?? '');
      if (lightBody && rank[g.structure.body] > 2)
        wrong.push(`${g.id}: body ${g.structure.body}, but its description says light-bodied`);
    }
    if (wrong.length > 0) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
  });

  it('states a rule with figures once per record, not again in a shorter copy', () => {
    // Two sentences of one record that give the same figures in mostly the same words are one rule
    // written twice (an ageing or blend rule restated at another depth), and both can be printed.
    const words = (t: string) =>
      new Set(
        fold(t)
          .split(/[^a-z0-9%]+/)
          .filter((w) => w.length > 3),
      );
    const figures = (t: string) => new Set(t.match(/\d+(?:[.,]\d+)?/g) ?? []);
    const records: [string, { text: string }[]][] = [
      ...REGIONS.map((r) => [`region ${r.id}`, r.facts] as [string, { text: string }[]]),
      ...GRAPES.map((g) => [`grape ${g.id}`, g.facts] as [string, { text: string }[]]),
      ...TOPICS.map((t) => [`topic ${t.id}`, t.points] as [string, { text: string }[]]),
    ];
    const twice: string[] = [];
    for (const [id, facts] of records)
      for (const a of facts)
        for (const b of facts) {
          if (a === b || a.text.length > b.text.length || (a.text.length === b.text.length && a.text > b.text))
            continue;
          const fa = figures(a.text);
          const fb = figures(b.text);
          if (fa.size === 0 || ![...fa].every((n) => fb.has(n))) continue;
          const wa = words(a.text);
          const wb = words(b.text);
          const shared = [...wa].filter((w) => wb.has(w)).length;
          if (shared / wa.size >= 0.6) twice.push(`${id}: "${a.text}" repeats "${b.text}"`);
        }
    if (twice.length > 0) console.log(twice.join('\n'));
    expect(twice).toEqual([]);
  });

  it('lists a grape in every region record it names as a key region (and counts the reverse)', () => {
    const mismatches: string[] = [];
    for (const g of GRAPES)
      for (const k of g.keyRegions) {
        const r = regionById.get(k);
        if (r && !r.grapes.includes(g.id)) mismatches.push(`${g.id} → ${k}`);
      }
    // The reverse, as a count: a region's two main grapes name it, a region around it or a part of it.
    const reverse: string[] = [];
    for (const r of REGIONS) {
      if (r.kind === 'country') continue;
      const near = new Set([r.id, ...ancestors(r).map((a) => a.id), ...knowledge.descendants(r.id).map((d) => d.id)]);
      for (const id of r.grapes.slice(0, 2)) {
        const g = GRAPES.find((x) => x.id === id);
        if (g && !g.keyRegions.some((k) => near.has(k))) reverse.push(`${r.id} ← ${g.id}`);
      }
    }
    console.log(
      `${mismatches.length} grape key regions that do not list the grape; ${reverse.length} regions whose two main grapes do not name them, a region around them or a part of them as a key region`,
    );
    if (mismatches.length > 0) console.log(mismatches.join('\n'));
    expect(mismatches).toEqual([]);
  });
});
