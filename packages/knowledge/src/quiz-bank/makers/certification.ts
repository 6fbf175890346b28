// Questions about label law: label terms, official categories, permitted grapes, term meanings.
import type { Region } from '../../index.ts';
import { fold } from '../../index.ts';
import type { BankContext } from '../context.ts';
import { pickFromTop, shuffle } from '../random.ts';
import { containsWords, firstSentence, listText, lowerFirst, same, shareWord, withoutBrackets } from '../text.ts';
import {
  asked,
  foreignTo,
  grapesOf,
  memo,
  resolveRegion,
  teachingFact,
  three,
  unambiguous,
  withFact,
} from './rules.ts';
import type { Maker, Subject } from './types.ts';

// ───────────────────────────── certification ─────────────────────────────

const LANGUAGES: Record<string, string[]> = {
  France: ['fr'],
  Italy: ['it'],
  Spain: ['es'],
  Portugal: ['pt'],
  Germany: ['de'],
  Austria: ['de'],
  Switzerland: ['fr', 'de', 'it'],
  Greece: ['el'],
  Hungary: ['hu'],
  Georgia: ['ka'],
  Lebanon: ['fr', 'ar'],
  Argentina: ['es'],
  Chile: ['es'],
  Uruguay: ['es'],
  Canada: ['en', 'fr'],
};
const languagesOf = (country: string) => LANGUAGES[country] ?? ['en'];

/** Terms used across borders (sparkling sweetness, vintage, reserve, rosé…): never a wrong option. */
export const INTERNATIONAL_TERM =
  /brut|extra dry|extra sec|\bsec\b|demi-sec|doux|dosage|mill[eé]si|vintage|reserv|estate|old vine|vieilles|varietal|ros[eé]|rosato|rosado|clairet|nouveau|primeur|cr[eé]mant|spumante|espumante|sekt|frizzante|p[eé]tillant|mousseux|m[eé]thode|metodo|classic|cuv[eé]e|late|sparkling|single|blanc de|superior|selection|s[eé]lection|grand|premier|villages|ch[aâ]teau|domaine|quinta|ktima|bodega|cantina|weingut|tenuta|n[eé]gociant|winery|cellar/i;

/** Label terms of every region in a country. */
function countryTerms(ctx: BankContext, country: string): string[] {
  return memo(ctx, `country-terms:${country}`, () => [
    ...(ctx.regionsOfCountry.get(country) ?? []).flatMap((r) => r.labelTerms),
    ...ctx.kb.terms.filter((t) => t.country === country).map((t) => withoutBrackets(t.term)),
  ]);
}

/** The term record of a country that a label term names. */
function termRecord(ctx: BankContext, label: string, country: string) {
  return ctx.kb.terms.find(
    (t) => t.country === country && (same(withoutBrackets(t.term), label) || same(t.term, label)),
  );
}

/** A region's label terms that the terms data explains and that belong to its country alone. */
function askableTerms(ctx: BankContext, r: Region): string[] {
  return memo(ctx, `terms:${r.id}`, () =>
    r.labelTerms.filter((t) => !INTERNATIONAL_TERM.test(t) && termRecord(ctx, t, r.country) !== undefined),
  );
}

export const regionLabelTerm: Maker = {
  name: 'region-label-term',
  category: 'certification',
  themes: ['labels'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => askableTerms(ctx, r).length > 0 && unambiguous(ctx, r))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r) return undefined;
    const answer = pickFromTop(askableTerms(ctx, r), 1, rand, 3)[0];
    if (!answer) return undefined;
    const mine = countryTerms(ctx, r.country);
    const langs = languagesOf(r.country);
    const country = fold(r.country);
    // Terms of countries speaking another language, explained by the terms data, used nowhere in this country.
    const candidates = ctx.kb.terms
      .filter((t) => t.country !== 'European Union' && !languagesOf(t.country).some((l) => langs.includes(l)))
      .map((t) => ({ name: withoutBrackets(t.term), meaning: fold(t.meaning) }))
      .filter(
        (t) =>
          t.name.length <= 30 &&
          !INTERNATIONAL_TERM.test(t.name) &&
          !t.meaning.includes(country) &&
          !mine.some((m) => same(m, t.name) || shareWord(m, t.name)) &&
          !shareWord(t.name, answer) &&
          // A grape's name ("Pedro Ximénez") reads as a grape, not a label term, among label terms.
          !ctx.grapeNames.has(fold(t.name)),
      )
      .map((t) => t.name);
    const ds = three(answer, shuffle([...new Set(candidates)], rand), rand, 12);
    if (!ds) return undefined;
    const term = termRecord(ctx, answer, r.country);
    return {
      key: `region-label-term:${r.id}`,
      area: 'label-terms',
      category: 'certification',
      ...asked([
        `Which label term would you expect on a wine from ${r.name}?`,
        `Which of these terms could appear on a label from ${r.name}?`,
        `A bottle from ${r.name} might carry which of these label terms?`,
      ]),
      answer,
      distractors: ds,
      explanation: term
        ? `${answer} is a label term of ${r.country}: ${lowerFirst(firstSentence(term.meaning))}`
        : `${answer} is a label term used in ${r.name} (${r.country}).`,
      check: { kind: 'region-label-term', region: r.id },
    };
  },
};

/** Official categories a learner should tell apart, with one line on each. */
export const CLASSIFICATIONS: Record<string, string> = {
  AOC: 'France’s (and Switzerland’s) protected designation of origin',
  DOCG: 'Italy’s highest category, Denominazione di Origine Controllata e Garantita',
  DOC: 'a protected designation of origin in Italy and Portugal',
  DOCa: 'Spain’s highest category, Denominación de Origen Calificada, held by Rioja and Priorat',
  DO: 'Spain’s standard protected designation of origin',
  AVA: 'an American Viticultural Area, a US grape-growing area defined by geography',
  DAC: 'Austria’s regional, origin-typical category, Districtus Austriae Controllatus',
  GI: 'a Geographical Indication, the origin system of Australia and New Zealand',
  VQA: 'Canada’s Vintners Quality Alliance appellation system',
  IGT: 'Italy’s regional category, below DOC',
  IGP: 'France’s regional category, below AOC',
};

/** A region's classification when it is one of the categories above, alone. */
export function singleClassification(r: Region): string | undefined {
  const c = r.classification?.trim();
  return c && c in CLASSIFICATIONS ? c : undefined;
}

/** Nearest categories abroad to each category: the same rung of another country's ladder. */
const NEAR: Record<string, string[]> = {
  DOCG: ['DOC', 'IGT'],
  DOC: ['DOCG', 'IGT'],
  DOCa: ['DO', 'DOCG'],
  DO: ['DOCa', 'DOC'],
  AOC: ['IGP', 'DOC'],
  AVA: ['GI', 'VQA'],
  GI: ['AVA', 'VQA'],
  DAC: ['DOC', 'AOC'],
  VQA: ['AVA', 'GI'],
  IGT: ['IGP', 'DOC'],
  IGP: ['IGT', 'AOC'],
};

/** The categories above that a record's classification text names ("DOCG, DOC, IGT Toscana"). */
export function categoriesIn(text: string | undefined): string[] {
  if (!text) return [];
  return Object.keys(CLASSIFICATIONS).filter((c) => new RegExp(`(^|[^A-Za-z])${c}(?![A-Za-z])`).test(text));
}

export const regionClassification: Maker = {
  name: 'region-classification',
  category: 'certification',
  themes: ['classification'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => r.kind === 'appellation' && singleClassification(r) && unambiguous(ctx, r))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    const answer = r && singleClassification(r);
    if (!r || !answer) return undefined;
    // Wrong options come first from the categories the same country's records use (Italy's DOC and
    // IGT beside a DOCG), then from the nearest systems abroad, so none stands out as foreign; a
    // category that the region or a place inside it holds is never offered as wrong.
    const held = new Set([r, ...ctx.kb.descendants(r.id)].flatMap((x) => categoriesIn(x.classification)));
    const sameCountry = ctx.kb.regions
      .filter((x) => x.country === r.country)
      .flatMap((x) => categoriesIn(x.classification));
    const candidates = [...sameCountry, ...(NEAR[answer] ?? []), ...Object.keys(CLASSIFICATIONS)].filter(
      (c) => c !== answer && !held.has(c),
    );
    const ds = three(answer, [...new Set(candidates)], rand, 3);
    if (!ds) return undefined;
    return {
      key: `region-classification:${r.id}`,
      area: 'classifications',
      category: 'certification',
      ...asked([
        `Under which official category is ${r.name} labelled?`,
        `What is the official quality category of ${r.name}?`,
        `${r.name} carries which official category on its label?`,
      ]),
      answer,
      distractors: ds,
      explanation: `${r.name} is ${/^[AEIOU]/.test(answer) ? 'an' : 'a'} ${answer}: ${CLASSIFICATIONS[answer]}.`,
      check: { kind: 'region-classification', region: r.id },
    };
  },
};

export const regionPermitted: Maker = {
  name: 'region-permitted',
  category: 'certification',
  themes: ['region-grapes'],
  subjects: (ctx) => {
    const out: Subject[] = [];
    for (const r of ctx.regions) {
      if (r.grapesAre !== 'permitted' || !unambiguous(ctx, r)) continue;
      const n = grapesOf(ctx, r).length;
      if (n >= 2) out.push({ id: `${r.id}|yes`, about: [`region:${r.id}`] });
      if (n >= 3) out.push({ id: `${r.id}|no`, about: [`region:${r.id}`] });
    }
    return out;
  },
  make(ctx, id, rand) {
    const [regionId, mode] = id.split('|');
    const r = ctx.kb.region(regionId);
    if (r?.grapesAre !== 'permitted') return undefined;
    const listed = grapesOf(ctx, r);
    const foreign = (colour: string) =>
      ctx.grapes
        .filter((g) => g.colour === colour && !r.grapes.includes(g.id) && foreignTo(ctx, g, r.country))
        .map((g) => g.name);
    const negated = mode === 'no';
    let answer: string;
    let ds: string[] | undefined;
    if (negated) {
      const colour = listed[0]?.colour ?? 'black';
      const pick = pickFromTop(foreign(colour), 1, rand, 8)[0];
      if (!pick) return undefined;
      answer = pick;
      ds = three(
        answer,
        listed.map((g) => g.name),
        rand,
        5,
      );
    } else {
      const g = pickFromTop(listed, 1, rand, listed.length)[0];
      if (!g) return undefined;
      answer = g.name;
      ds = three(answer, foreign(g.colour), rand, 10);
    }
    if (!ds) return undefined;
    const names = listed.map((g) => g.name);
    return {
      key: `region-permitted:${id}`,
      area: 'appellation-rules',
      category: 'certification',
      ...asked(
        negated
          ? [
              `Which of these grapes is NOT permitted in ${r.name}?`,
              `Which grape may NOT be used in ${r.name}?`,
              `The rules of ${r.name} leave out which of these grapes?`,
            ]
          : [
              `Which of these grapes is permitted in ${r.name}?`,
              `Which grape may be used in ${r.name}?`,
              `The rules of ${r.name} allow which of these grapes?`,
            ],
      ),
      answer,
      distractors: ds,
      explanation: negated
        ? `${r.name} permits ${listText(names.slice(0, 6))}${names.length > 6 ? ' and others' : ''}, but not ${answer}${homeOf(ctx, answer)}.`
        : withFact(
            `${answer} is permitted in ${r.name}, with ${listText(names.filter((n) => n !== answer).slice(0, 4))}; ${listText(ds)} are not.`,
            teachingFact(r.facts, ds, answer),
          ),
      check: { kind: 'region-permitted', region: r.id, negated },
    };
  },
};

export const termMeaning: Maker = {
  name: 'term-meaning',
  category: 'certification',
  themes: ['labels'],
  subjects: (ctx) =>
    [...ctx.kb.terms]
      .sort((a, b) => a.depth - b.depth)
      .filter((t) => meaningLine(t.meaning))
      .map((t) => ({ id: t.id, about: [`term:${t.id}`] })),
  make(ctx, id, rand) {
    const t = ctx.kb.term(id);
    const answer = t && meaningLine(t.meaning);
    if (!t || !answer) return undefined;
    // A term whose whole entry is the option itself leaves the explanation nothing to teach.
    if (t.meaning.length - answer.length < 25 && !seenOn(ctx, t.term, [])) return undefined;
    const name = withoutBrackets(t.term);
    const pool = ctx.kb.terms.filter((o) => {
      if (o.id === t.id || shareWord(withoutBrackets(o.term), name)) return false;
      const line = meaningLine(o.meaning);
      return (
        line !== undefined &&
        !fold(o.meaning).includes(fold(name)) &&
        !fold(t.meaning).includes(fold(withoutBrackets(o.term)))
      );
    });
    const ranked = [...pool.filter((o) => o.country === t.country), ...pool.filter((o) => o.country !== t.country)];
    const ds = three(
      answer,
      ranked.map((o) => meaningLine(o.meaning) ?? ''),
      rand,
      8,
    );
    if (!ds) return undefined;
    return {
      key: `term-meaning:${t.id}`,
      area: 'label-terms',
      category: 'certification',
      ...asked([
        `What does the label term “${t.term}” mean (${t.country})?`,
        `On a label from ${placeName(t.country)}, what does “${t.term}” tell you?`,
        `What does “${t.term}” mean on a wine from ${placeName(t.country)}?`,
      ]),
      answer,
      distractors: ds,
      // The whole entry: the meaning the option gives, then what it implies (rules, examples, ageing).
      explanation: `${t.term}: ${lowerFirst(t.meaning.replace(/\s+/g, ' ').trim())}${seenOn(ctx, t.term, ds)}`,
      check: { kind: 'term-meaning', term: t.id },
    };
  },
};

/** The first clause of a term's meaning when it is short enough to be an option. */
export function meaningLine(meaning: string): string | undefined {
  const sentence = firstSentence(meaning).replace(/\.$/, '');
  const line = sentence.length <= 110 ? sentence : sentence.split(/[:;]/)[0].trim();
  return line.length >= 25 && line.length <= 110 && line.split(' ').length >= 4 ? line : undefined;
}

/** Where a grape belongs, as a clause: ", a grape of Veneto (Italy)"; empty when the data names no region. */
function homeOf(ctx: BankContext, grapeName: string): string {
  const g = ctx.grapes.find((x) => x.name === grapeName);
  const home = g?.keyRegions.map((k) => resolveRegion(ctx, k)).find((x) => x !== undefined);
  return home ? `, a grape of ${home.name} (${home.country})` : '';
}

/** Where a label term is seen, as a sentence: " You will see it on wines of Chablis and Pomerol."; empty when none. */
function seenOn(ctx: BankContext, term: string, wrong: readonly string[]): string {
  const name = withoutBrackets(term);
  const places = ctx.regions
    .filter((r) => r.labelTerms.some((l) => same(l, name) || same(l, term)))
    .map((r) => r.name)
    .filter((n) => !wrong.some((w) => containsWords(w, n)))
    .slice(0, 3);
  return places.length > 0 ? ` You will see it on wines of ${listText(places)}.` : '';
}

/** A country or union as it reads after "from": "the European Union", "the USA", "France". */
function placeName(country: string): string {
  return /^(European Union|USA|United States|United Kingdom|Netherlands)$/.test(country) ? `the ${country}` : country;
}
