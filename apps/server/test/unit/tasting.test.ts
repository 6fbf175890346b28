import { fold, knowledge } from '@sommai/knowledge';
import type { TastingForm } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { blindDescription, gradeBlind, gradeNote } from '../../src/modules/tasting/grade.ts';
import { findGrape, findRegion, referenceProfile } from '../../src/modules/tasting/profile.ts';

function grape(name: string) {
  const g = findGrape(name);
  if (!g) throw new Error(name);
  return g;
}

/** A note that says exactly what the profile expects. */
function noteFor(p: ReturnType<typeof referenceProfile>): TastingForm {
  return {
    colourIntensity: p.colourIntensity as TastingForm['colourIntensity'],
    colour: p.colour.expected as TastingForm['colour'],
    noseIntensity: 'medium',
    aromas: p.aromas.slice(0, 3),
    sweetness: (p.sweetness ?? 'dry') as TastingForm['sweetness'],
    acidity: p.acidity as TastingForm['acidity'],
    tannin: (p.tannin ?? null) as TastingForm['tannin'],
    alcohol: (p.alcohol ?? 'medium') as TastingForm['alcohol'],
    body: p.body as TastingForm['body'],
    flavourIntensity: 'medium',
    finish: 'medium',
    quality: 'good',
    readiness: 'can drink now, but has potential for ageing',
  };
}

describe('tasting coach profiles', () => {
  it('derives structure from the grape and moves it with the climate', () => {
    const cab = grape('Cabernet Sauvignon');
    const moderate = referenceProfile(cab, undefined, 'red');
    expect(moderate).toMatchObject({ acidity: 'high', tannin: 'high', body: 'full', colourIntensity: 'deep' });
    const riesling = grape('Riesling');
    const mosel = findRegion('Mosel');
    const cool = referenceProfile(riesling, mosel, 'white');
    expect(mosel?.climate).toBe('cool');
    const plain = referenceProfile(riesling, undefined, 'white');
    expect(['low', 'medium(-)', 'medium', 'medium(+)', 'high'].indexOf(cool.alcohol ?? '')).toBeLessThan(
      ['low', 'medium(-)', 'medium', 'medium(+)', 'high'].indexOf(plain.alcohol ?? ''),
    );
    expect(cool.tannin).toBe('low');
    expect(cool.colour.expected).toBe('lemon');
    // Pinot Noir's low tannin and lighter body give a pale red.
    expect(referenceProfile(grape('Pinot Noir'), undefined, 'red').colourIntensity).toBe('pale');
  });

  it('finds grapes and regions by name, synonym and without accents', () => {
    expect(grape('shiraz').id).toBe(grape('Syrah').id);
    expect(grape('gruner veltliner').name).toBe('Grüner Veltliner');
    expect(findGrape('Not A Grape')).toBeUndefined();
    expect(findRegion('bordeaux')?.name).toBe('Bordeaux');
    // A place within a region, written as the taster knows it, is judged by its region.
    expect(findRegion('Awatere Valley')?.id).toBe('marlborough');
    expect(findRegion('sudsteiermark')?.id).toBe('styria');
  });
});

describe('tasting coach grader', () => {
  it('gives full marks to a note matching the reference profile, for reds and whites', () => {
    for (const [name, style] of [
      ['Cabernet Sauvignon', 'red'],
      ['Pinot Noir', 'red'],
      ['Sauvignon Blanc', 'white'],
      ['Chardonnay', 'white'],
    ] as const) {
      const p = referenceProfile(grape(name), undefined, style);
      const { grades, score } = gradeNote(noteFor(p), p);
      expect(score, name).toBe(100);
      expect(grades.filter((g) => g.verdict === 'off')).toEqual([]);
    }
  });

  it('marks one step away as close and further as off, and explains the difference', () => {
    const p = referenceProfile(grape('Cabernet Sauvignon'), undefined, 'red');
    const note = { ...noteFor(p), tannin: 'medium(+)' as const, acidity: 'low' as const, aromas: ['banana'] };
    const { grades, score } = gradeNote(note, p);
    const by = (f: string) => grades.find((g) => g.field === f);
    expect(by('tannin')).toMatchObject({ verdict: 'close', expected: 'high' });
    expect(by('tannin')?.explanation).toContain('One step lower');
    expect(by('acidity')).toMatchObject({ verdict: 'off', expected: 'high' });
    expect(by('acidity')?.explanation).toContain('Cabernet Sauvignon has high acidity');
    expect(by('aromas')?.verdict).toBe('off');
    expect(by('aromas')?.explanation).toContain('blackcurrant');
    expect(by('finish')?.verdict).toBe('ungraded');
    expect(score).toBeLessThan(100);
    expect(score).toBeGreaterThan(0);
  });

  it('deals blind profiles that never name the wine and grades the conclusion', () => {
    const g = grape('Sauvignon Blanc');
    const region = knowledge.region(g.keyRegions[0]);
    const p = referenceProfile(g, region, 'white');
    const text = fold(blindDescription(p));
    for (const n of [g.name, ...g.synonyms].map(fold).filter((n) => n.length > 2)) expect(text).not.toContain(n);
    expect(text).toContain(fold(p.acidity));
    const right = gradeBlind(
      { grape: g, region, grapeText: g.name, regionText: region?.name ?? '' },
      { grape: g, region },
    );
    expect(right.score).toBe(100);
    const wrong = gradeBlind(
      { grape: grape('Merlot'), region: findRegion('Napa Valley'), grapeText: 'Merlot', regionText: 'Napa' },
      { grape: g, region },
    );
    expect(wrong.score).toBeLessThan(50);
    expect(wrong.grades[0].explanation).toContain(g.name);
  });
});
