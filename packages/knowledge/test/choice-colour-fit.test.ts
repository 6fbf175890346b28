// The colour of wine a place is asked for ("famous for its white wines") is read from the styles its
// record lists, a style it makes only a little of counting for less.
import { describe, expect, it } from 'vitest';
import { attributeFit } from '../src/choice-notes.ts';
import { knowledge } from '../src/index.ts';

const fit = (id: string, stem: string) => attributeFit(knowledge, { kind: 'region', id }, stem);

describe('a place asked for its white or red wines', () => {
  it('fits the place that mostly makes that colour best', () => {
    const stem = 'Which of these communes is best known for white wines?';
    expect(fit('meursault', stem)).toBeGreaterThan(fit('nuits-saint-georges', stem));
    expect(fit('nuits-saint-georges', stem)).toBeGreaterThan(0);
    expect(fit('gevrey-chambertin', stem)).toBeLessThan(0);
  });

  it('reads red wines the same way', () => {
    expect(fit('gevrey-chambertin', 'Which village makes only red wine?')).toBeGreaterThan(
      fit('meursault', 'Which village makes only red wine?'),
    );
  });
});
