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

describe('a grape asked for the sweetest or driest wine', () => {
  it('fits the grape whose styles are mostly sweet, or dry', () => {
    const g = (id: string, stem: string) => attributeFit(knowledge, { kind: 'grape', id }, stem);
    expect(g('pedro-ximenez', 'Which grape gives the sweetest Sherry?')).toBeGreaterThan(0);
    expect(g('palomino', 'Which grape gives the sweetest Sherry?')).toBeLessThan(0);
    expect(g('airen', 'Which grape usually makes the driest wines?')).toBeGreaterThan(0);
  });
});
