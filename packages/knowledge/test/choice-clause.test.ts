// Options that are phrases are told apart by the clause of the records that speaks of the stem's key
// word: the option whose own words stand near that word in it, clearly more than any other's.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { clauseFit } from '../src/choice-clause.ts';
import { view } from '../src/choice-view.ts';
import { knowledge } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

function fitOf(q: string) {
  const item = parseChoice(q);
  if (item?.kind !== 'choice') throw new Error('not an exam item');
  const ctx = { kb: knowledge, sources: new Map() } as unknown as Parameters<typeof clauseFit>[0];
  return clauseFit(ctx, view(knowledge, item.stem), item.options, item.negated);
}

describe('the clause that speaks of the stem', () => {
  it('picks the option its words say', () => {
    const fit = fitOf(
      'During ripening, a big diurnal range mainly helps to: A. keep acidity and aroma compounds while sugar builds up B. raise the risk of rot C. bring budburst forward in spring D. cut the water the vine needs',
    );
    expect(fit?.index).toBe(0);
  });

  it('reads the clause about sweetness, not the next one about salt', () => {
    const fit = fitOf(
      'According to WSET principles, sweet food makes a dry wine taste: A. sweeter and fuller B. softer and less acidic C. just the same D. more bitter and acidic, and less fruity',
    );
    expect(fit?.index).toBe(3);
  });

  it('gives no option words of its own when every option is made of the same words', () => {
    const fit = fitOf(
      'Wines at a dinner are usually served: a) sweet before dry, old before young b) red before white, old before young c) dry before sweet, young before old d) white before red, sweet before dry',
    );
    expect(fit === undefined || fit.own.every((x) => !x)).toBe(true);
  });
});

describe('who teaches it, before the stem', () => {
  it('is left out of what is asked', () => {
    const item = parseChoice(
      'According to the WSET approach, which grape is Chablis made from? A) Chardonnay B) Gamay',
    );
    expect(item?.kind === 'choice' && item.stem).toBe('which grape is Chablis made from?');
    expect(
      openingOf(
        'According to the WSET approach, which grape is Chablis made from? A) Chardonnay B) Gamay C) Pinot Noir D) Aligoté',
        1,
      ),
    ).toMatch(/^a — chardonnay/);
  });
});
