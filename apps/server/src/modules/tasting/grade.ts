// The tasting coach's grader: each element of a structured note against the reference profile,
// with what the difference means. One step away on a scale is "close"; further is "off".
import { fold, type Grape, type KnowledgeBase, knowledge, type Region } from '@sommai/knowledge';
import {
  BODY_SCALE,
  COLOUR_INTENSITY,
  SCALE5,
  SWEETNESS_SCALE,
  TASTING_FIELD_LABELS,
  type TastingField,
  type TastingForm,
  type TastingGrade,
} from '@sommai/shared';
import type { ReferenceProfile } from './profile.ts';

const POINTS = { match: 2, close: 1, off: 0, ungraded: 0 } as const;

function onScale(
  field: TastingField,
  scale: readonly string[],
  given: string | null,
  expected: string | undefined,
  reason: string | undefined,
): TastingGrade {
  const label = TASTING_FIELD_LABELS[field];
  const shown = given ?? 'not assessed';
  if (expected === undefined) {
    return {
      field,
      label,
      given: shown,
      expected: null,
      verdict: 'ungraded',
      points: 0,
      explanation: `The knowledge base has no reference ${label.toLowerCase()} for this wine, so this is not graded.`,
    };
  }
  const a = given === null ? -99 : scale.indexOf(given);
  const b = scale.indexOf(expected);
  const gap = Math.abs(a - b);
  const verdict = gap === 0 ? 'match' : gap === 1 ? 'close' : 'off';
  const direction = a < b ? 'lower' : 'higher';
  const head =
    verdict === 'match'
      ? `Right: ${expected}.`
      : given === null
        ? `Expected ${expected}.`
        : verdict === 'close'
          ? `One step ${direction} than the reference (${expected}).`
          : `Well ${direction} than the reference (${expected}).`;
  return {
    field,
    label,
    given: shown,
    expected,
    verdict,
    points: POINTS[verdict],
    explanation: `${head} ${reason ?? ''}`.trim(),
  };
}

/** Aromas: how many of the learner's descriptors are among the grape's typical ones. */
function aromaGrade(given: readonly string[], reference: readonly string[], grapeName: string): TastingGrade {
  const ref = reference.map((r) => fold(r.replace(/\s*\(.*\)\s*$/, '')));
  const hits = given.filter((g) => {
    const f = fold(g);
    return f.length > 2 && ref.some((r) => r.includes(f) || f.includes(r));
  });
  const verdict = hits.length >= 2 ? 'match' : hits.length === 1 ? 'close' : 'off';
  const typical = reference.slice(0, 6).join(', ');
  return {
    field: 'aromas',
    label: 'Aromas and flavours',
    given: given.length ? given.join(', ') : 'none given',
    expected: typical,
    verdict,
    points: POINTS[verdict],
    explanation:
      verdict === 'match'
        ? `${hits.join(', ')} are typical of ${grapeName}.`
        : verdict === 'close'
          ? `${hits[0]} is typical of ${grapeName}; look also for ${typical}.`
          : `None of these is typical of ${grapeName}; look for ${typical}.`,
  };
}

function ungraded(field: TastingField, given: string, why: string): TastingGrade {
  return {
    field,
    label: TASTING_FIELD_LABELS[field],
    given,
    expected: null,
    verdict: 'ungraded',
    points: 0,
    explanation: why,
  };
}

export function gradeNote(form: TastingForm, p: ReferenceProfile): { grades: TastingGrade[]; score: number } {
  const colourVerdict =
    form.colour === p.colour.expected ? 'match' : p.colour.close.includes(form.colour) ? 'close' : 'off';
  const grades: TastingGrade[] = [
    onScale('colourIntensity', COLOUR_INTENSITY, form.colourIntensity, p.colourIntensity, p.reasons.colourIntensity),
    {
      field: 'colour',
      label: TASTING_FIELD_LABELS.colour,
      given: form.colour,
      expected: p.colour.expected,
      verdict: colourVerdict,
      points: POINTS[colourVerdict],
      explanation: `${colourVerdict === 'match' ? 'Right.' : `The reference is ${p.colour.expected}.`} ${p.reasons.colour}`,
    },
    ungraded(
      'noseIntensity',
      form.noseIntensity,
      'Nose intensity depends on the producer and the vintage more than on the grape; the coach does not grade it.',
    ),
    aromaGrade(form.aromas, p.aromas, p.grape.name),
    onScale('sweetness', SWEETNESS_SCALE, form.sweetness, p.sweetness, p.reasons.sweetness),
    onScale('acidity', SCALE5, form.acidity, p.acidity, p.reasons.acidity),
    onScale('tannin', SCALE5, form.tannin, p.tannin, p.reasons.tannin),
    onScale('alcohol', SCALE5, form.alcohol, p.alcohol, p.reasons.alcohol),
    onScale('body', BODY_SCALE, form.body, p.body, p.reasons.body),
    ungraded(
      'flavourIntensity',
      form.flavourIntensity,
      'Flavour intensity should agree with the nose intensity; it is not graded against the grape.',
    ),
    ungraded(
      'finish',
      form.finish,
      'Length of finish belongs to the wine in the glass; it is not graded against the grape.',
    ),
    ungraded(
      'quality',
      form.quality,
      'Quality follows from balance, length, intensity and complexity in your own note; the coach does not grade it.',
    ),
    ungraded('readiness', form.readiness, 'Readiness depends on the vintage and producer; it is not graded.'),
  ];
  // White and rosé wines where tannin was not assessed: nothing to grade.
  const tannin = grades.find((g) => g.field === 'tannin');
  if (tannin && form.tannin === null && p.style !== 'red') {
    Object.assign(tannin, {
      given: 'not assessed',
      verdict: 'match',
      points: POINTS.match,
      explanation: `Fine: ${p.reasons.tannin}`,
    });
  }
  const graded = grades.filter((g) => g.verdict !== 'ungraded');
  const score = graded.length ? Math.round((graded.reduce((n, g) => n + g.points, 0) / (graded.length * 2)) * 100) : 0;
  return { grades, score };
}

/** A blind profile as the learner reads it: structure and aromas, never the grape's or region's name. */
export function blindDescription(p: ReferenceProfile): string {
  const names = [p.grape.name, ...p.grape.synonyms, ...(p.region ? [p.region.name, ...p.region.synonyms] : [])]
    .map((n) => fold(n))
    .filter((n) => n.length > 2);
  const aromas = p.aromas.filter((a) => !names.some((n) => fold(a).includes(n))).slice(0, 5);
  const style = p.style === 'rose' ? 'rosé' : p.style;
  return [
    `A ${p.sweetness ?? ''} ${style} wine, ${p.colourIntensity} ${p.colour.expected} in colour.`.replace(/\s+/g, ' '),
    `Aromas of ${aromas.join(', ')}.`,
    `Acidity ${p.acidity}${p.style === 'red' && p.tannin ? `, tannin ${p.tannin}` : ''}${p.alcohol ? `, alcohol ${p.alcohol}` : ''}, ${p.body} body.`,
    p.region ? `Grown in a ${p.region.climate} climate in ${p.region.country}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Grades a blind conclusion: the grape (half) and the region (half; a neighbour in the same country scores a quarter). */
export function gradeBlind(
  answer: { grape: Grape | undefined; region: Region | undefined; grapeText: string; regionText: string },
  truth: { grape: Grape; region: Region | undefined },
  kb: KnowledgeBase = knowledge,
): { grades: TastingGrade[]; score: number } {
  const grapeRight = answer.grape?.id === truth.grape.id;
  const family = (r: Region | undefined) => {
    const ids = new Set<string>();
    for (let x = r; x; x = x.parent ? kb.region(x.parent) : undefined) ids.add(x.id);
    return ids;
  };
  const regionRight =
    truth.region !== undefined &&
    answer.region !== undefined &&
    (family(answer.region).has(truth.region.id) || family(truth.region).has(answer.region.id));
  const sameCountry = !regionRight && truth.region !== undefined && answer.region?.country === truth.region.country;
  const grades: TastingGrade[] = [
    {
      field: 'grape',
      label: 'Grape',
      given: answer.grapeText,
      expected: truth.grape.name,
      verdict: grapeRight ? 'match' : 'off',
      points: grapeRight ? 2 : 0,
      explanation: grapeRight
        ? `Right: ${truth.grape.name}.`
        : `It was ${truth.grape.name}: ${truth.grape.aromas.slice(0, 3).join(', ')} with ${truth.grape.structure.acidity} acidity and ${truth.grape.structure.body} body.`,
    },
    {
      field: 'region',
      label: 'Region',
      given: answer.regionText,
      expected: truth.region?.name ?? null,
      verdict: regionRight ? 'match' : sameCountry ? 'close' : 'off',
      points: regionRight ? 2 : sameCountry ? 1 : 0,
      explanation: regionRight
        ? `Right: ${truth.region?.name}.`
        : `It was ${truth.region?.name ?? 'unknown'} (${truth.region?.country ?? ''}), a ${truth.region?.climate ?? ''} climate${sameCountry ? '; right country' : ''}.`,
    },
  ];
  return { grades, score: (grades[0].points + grades[1].points) * 25 };
}
