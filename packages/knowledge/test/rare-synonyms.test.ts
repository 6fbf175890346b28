// A grape's local other name is read only as written: a near miss of a name the records use once or
// twice (Morillon, Chardonnay in Styria) is more likely an invented name than a slip, while names the
// records use all over (Shiraz, Garnacha) keep their tolerance for typos.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('near misses of other names', () => {
  it('admits a name one letter away from a local synonym', () => {
    const a = ask('Is Morvillon sweet or dry?');
    expect(a.found).toBe(false);
    expect(a.markdown).not.toMatch(/Chardonnay/);
  });
  it('still reads the local synonym itself', () => {
    expect(ask('Tell me about Morillon').markdown).toMatch(/Chardonnay/);
  });
  it('keeps typo tolerance for synonyms the records use widely', () => {
    expect(ask('Is Shiraaz a red grape?').markdown).toMatch(/Syrah/);
    expect(ask('What does Garnatcha taste like?').markdown).toMatch(/Grenache/);
  });
});
