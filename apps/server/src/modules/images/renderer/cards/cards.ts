// The designed templates: grape profile, region map, tasting note, food pairing, fact card, wine
// of the week and event poster. Each is laid out for its frame's shape — a story stacks header,
// picture and facts; a square sets picture and facts side by side under the header; a landscape
// gives the picture a full-height column — on one type scale, in the style's theme. Every fact
// printed comes from the knowledge base; the prompt's own words are never printed. The pieces they
// are made of: grid.ts (regions per shape), pictures.ts, text-blocks.ts and content.ts (the facts).
import { knowledge } from '@sommai/knowledge';
import { IMAGE_CARD_TEXTS as T } from '@sommai/shared';
import type { Scene } from '../scene.ts';
import { cap, grapeName, grapeSections, regionSections, regionSubtitle, short, subjectName } from './content.ts';
import type { MapPin } from './geo.ts';
import { aspectOf, gridOf } from './grid.ts';
import { bottleAndGlass, ground, mapPicture, people, plate, quoteMark } from './pictures.ts';
import type { Subject, TemplateId } from './subject.ts';
import { footer, header, type Section, sections } from './text-blocks.ts';
import type { Theme } from './theme.ts';
import type { Type } from './type.ts';

export interface CardResult {
  template: TemplateId;
  pins: MapPin[];
}

export function paintCard(s: Scene, sub: Subject, th: Theme, type: Type): CardResult {
  const { w, h, u } = s;
  const aspect = aspectOf(w, h);
  const m = u * (aspect === 'wide' ? 5.5 : 6.5);
  const g = gridOf(w, h, m, aspect, th.heroSide);
  ground(s, th);
  let pins: MapPin[] = [];
  let template = sub.template;
  const big = aspect === 'story';
  const grape =
    sub.grape ?? (sub.region ? sub.region.grapes.map((x) => knowledge.findGrape(x)).find(Boolean) : undefined);

  if (template === 'region-map' && sub.region?.location) {
    const r = sub.region;
    header(
      type,
      th,
      g.header,
      { kicker: `${T.kickers.region} · ${r.country}`, title: r.name, subtitle: regionSubtitle(r) },
      big,
    );
    pins = mapPicture(s, th, type, g.hero, r);
    sections(type, th, g.info, regionSections(r));
  } else if (template === 'grape-card' && grape) {
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.grape, title: grape.name, subtitle: `${T.sections.origin}: ${short(grape.origin)}` },
      big,
    );
    bottleAndGlass(s, type, g.hero, { cluster: true });
    const [aromas, structure, regions, pairing] = grapeSections(grape);
    // A tall card has room for all four; a square or wide one leads with structure and regions.
    sections(
      type,
      th,
      g.info,
      big || aspect === 'portrait' ? [aromas, structure, regions, pairing] : [structure, regions, aromas, pairing],
    );
  } else if (template === 'tasting-note' && grape) {
    const where = sub.region ? sub.region.name : short(grape.origin);
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.tasting, title: sub.region?.name ?? grape.name, subtitle: sub.region ? grape.name : where },
      big,
    );
    bottleAndGlass(s, type, g.hero);
    sections(type, th, g.info, grapeSections(grape, true).slice(0, 2).concat(grapeSections(grape).slice(3)));
  } else if (template === 'food-pairing' && sub.pairing) {
    const p = sub.pairing;
    header(
      type,
      th,
      g.header,
      { kicker: T.kickers.pairing, title: p.food, subtitle: short(p.wines[0]?.wine ?? '') },
      big,
    );
    plate(s, th, g.hero);
    const list: Section[] = p.wines
      .slice(0, 3)
      .map((x) => ({ kind: 'text', title: short(x.wine), text: x.why, lines: aspect === 'story' ? 4 : 2 }));
    if (p.avoid) list.push({ kind: 'text', title: T.sections.avoid, text: p.avoid, lines: 2 });
    sections(type, th, g.info, list);
  } else if (template === 'wine-of-the-week' && (grape || sub.region)) {
    header(
      type,
      th,
      g.header,
      {
        kicker: T.kickers.weekly,
        title: sub.region?.name ?? grape?.name ?? T.wineFallback,
        subtitle: sub.region ? regionSubtitle(sub.region) : short(grape?.origin ?? ''),
      },
      big,
    );
    bottleAndGlass(s, type, g.hero, { single: aspect !== 'wide' });
    const list: Section[] = [];
    if (grape) list.push(grapeSections(grape)[0], grapeSections(grape)[3]);
    if (sub.region)
      list.push({ kind: 'chips', title: T.sections.grapes, items: sub.region.grapes.slice(0, 4).map(grapeName) });
    sections(type, th, g.info, list);
  } else if (template === 'event-poster') {
    header(
      type,
      th,
      g.header,
      {
        kicker: T.kickers.event,
        title: sub.grape || sub.region ? subjectName(sub) : T.eventTitle,
        subtitle: sub.region ? regionSubtitle(sub.region) : grape ? short(grape.origin) : undefined,
      },
      true,
    );
    people(s, th, g.hero);
    const list: Section[] = [];
    if (sub.region)
      list.push({ kind: 'chips', title: T.sections.featuring, items: sub.region.grapes.slice(0, 5).map(grapeName) });
    else if (grape) list.push({ kind: 'chips', title: T.sections.aromas, items: grape.aromas.slice(0, 5).map(cap) });
    if (grape)
      list.push({
        kind: 'list',
        title: T.sections.pairing,
        items: grape.foodPairings.slice(0, 3).map((f) => cap(short(f))),
      });
    sections(type, th, g.info, list);
  } else {
    // A fact: from the grape, the region or the theory topic the prompt names.
    template = 'fact-card';
    const fact =
      sub.grape?.facts[0]?.text ?? sub.region?.facts[0]?.text ?? sub.topic?.summary ?? grape?.facts[0]?.text ?? '';
    header(type, th, g.header, { kicker: T.kickers.fact, title: subjectName(sub) }, big);
    quoteMark(s, th, g.hero, type);
    sections(type, th, g.info, [
      { kind: 'text', title: subjectName(sub), text: fact, lines: aspect === 'story' ? 9 : aspect === 'wide' ? 6 : 5 },
    ]);
  }
  footer(type, th, g.footer);
  return { template, pins };
}
