// What a card prints, taken from the knowledge base: names, structure bars and the sections of a
// grape or a region.
import type { Grape, Region } from '@sommai/knowledge';
import { knowledge } from '@sommai/knowledge';
import { IMAGE_CARD_TEXTS as T } from '@sommai/shared';
import type { Subject } from './subject.ts';
import { LEVEL, type Section } from './text-blocks.ts';

export const cap = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) : t);
const regionName = (idOrName: string) => knowledge.region(idOrName)?.name ?? idOrName;
export const grapeName = (idOrName: string) => knowledge.findGrape(idOrName)?.name ?? idOrName;
export const short = (t: string) => t.split(/[,(;]/)[0].trim();

export function grapeSections(g: Grape, tasting = false): Section[] {
  const st = g.structure;
  const bars = [
    { label: T.structure.acidity, value: LEVEL[st.acidity] ?? 3 },
    ...(st.tannin ? [{ label: T.structure.tannin, value: LEVEL[st.tannin] ?? 3 }] : []),
    { label: T.structure.body, value: LEVEL[st.body] ?? 3 },
    ...(st.alcohol ? [{ label: T.structure.alcohol, value: LEVEL[st.alcohol] ?? 3 }] : []),
  ];
  return [
    { kind: 'chips', title: tasting ? T.sections.nose : T.sections.aromas, items: g.aromas.slice(0, 6).map(cap) },
    { kind: 'bars', title: tasting ? T.sections.palate : T.sections.structure, bars },
    { kind: 'list', title: T.sections.regions, items: g.keyRegions.slice(0, tasting ? 4 : 3).map(regionName) },
    { kind: 'list', title: T.sections.pairing, items: g.foodPairings.slice(0, 3).map((f) => cap(short(f))) },
  ];
}

export function regionSections(r: Region): Section[] {
  return [
    { kind: 'chips', title: T.sections.grapes, items: r.grapes.slice(0, 5).map(grapeName) },
    { kind: 'list', title: T.sections.soils, items: r.soils.slice(0, 3).map((x) => cap(short(x))) },
    { kind: 'list', title: T.sections.styles, items: r.styles.slice(0, 3).map((x) => cap(short(x))) },
    ...(r.facts[0]
      ? [
          {
            kind: 'text' as const,
            title: T.sections.climate,
            text: r.climateNotes[0] ?? T.climate[r.climate],
            lines: 3,
          },
        ]
      : []),
  ];
}

export function subjectName(sub: Subject): string {
  return sub.grape?.name ?? sub.region?.name ?? sub.topic?.title ?? sub.pairing?.food ?? T.wineFallback;
}

export function regionSubtitle(r: Region): string {
  const up = r.parent ? knowledge.region(r.parent) : undefined;
  // The country is already in the kicker; a parent region is worth naming.
  const parent = up && up.kind !== 'country' ? up.name : undefined;
  return [r.classification, parent].filter(Boolean).join(' · ') || T.climate[r.climate];
}
