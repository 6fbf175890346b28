// An option names a stem subject under another name only when the record treats the two as one
// thing: a theory topic gathers the keywords of a whole field, and two of them are not one another.
import { describe, expect, it } from 'vitest';
import { refsIn, sameNamed } from '../src/choice-evidence.ts';
import { answer, knowledge } from '../src/index.ts';

/** Whether the one record the stem and the option both name treats their two phrases as one thing. */
function alias(stem: string, option: string): boolean {
  const o = refsIn(knowledge, option).find((r) => r.kind === 'topic');
  const s = refsIn(knowledge, stem).find((r) => o && r.kind === o.kind && r.id === o.id);
  if (!o || !s) throw new Error(`no shared topic for ${stem} / ${option}`);
  return sameNamed(knowledge, o, s.matched, o.matched);
}

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('another name for a stem subject', () => {
  it('holds for a name the topic gives itself, in its title or brackets', () => {
    expect(alias('Which compound lies behind a musty TCA smell in a bottle?', 'Cork taint')).toBe(true);
    expect(alias('Which fault is traced to trichloroanisole in a stopper?', 'Cork taint')).toBe(true);
  });
  it('holds for two keywords one point of the topic speaks of together', () => {
    expect(alias('Growers plant on rootstocks chiefly to guard against which pest?', 'Phylloxera')).toBe(true);
    expect(alias('Poor fruit set at flowering goes by which French name?', 'Coulure')).toBe(true);
  });
  it('does not hold for two keywords of one field that no point joins', () => {
    expect(alias('How do growers keep phylloxera out of a vineyard?', 'Mating disruption')).toBe(false);
    expect(alias('What harm does phylloxera do to a vine?', 'Leafroll virus')).toBe(false);
  });
  it('still answers items the two names decide', () => {
    expect(
      verdict(
        'A musty, damp-cardboard smell from TCA is the fault called: A) Brett B) Cork taint C) Volatile acidity D) Oxidation',
      ),
    ).toMatch(/^\*\*B — /);
  });
});
