// "What gives red wine its colour?": where a trait of a wine comes from opens the answer, from the
// sentence of the records that says so, wherever it lives.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

const first = (q: string) =>
  openingOf(q).replace(/^(great question!|good one!|happy to help!|let's take a look\.)\s*/, '');

describe('where a trait of a wine comes from', () => {
  it('opens with the skins for the colour of red and rosé wine, however it is asked', () => {
    expect(first('So what gives a red wine its deep colour?')).toMatch(/^red wine gets its colour.*from the skins/);
    expect(first('What makes red wine red?')).toMatch(/^red wine gets its colour.*from the skins/);
    expect(first('Where does the colour in rosé come from?')).toMatch(/^rosé gets its pink colour from .*skins/);
  });

  it('answers a colour question the engine could not place before', () => {
    expect(first('Why is red wine red')).toMatch(/^red wine gets its colour.*skins/);
  });

  it('tells a smell’s source from the named wine’s own record or aroma list', () => {
    expect(first('Where does the vanilla in Tempranillo come from?')).toMatch(/^.{0,160}american oak, giving vanilla/);
    expect(first('Where does the hazelnut in Chardonnay come from?')).toMatch(
      /^in chardonnay, .*hazelnut.* come from oak/,
    );
  });

  it('tells why a wine has sediment or a deposit', () => {
    expect(first('Why do old red wines throw a deposit?')).toMatch(/^.{0,120}throw a deposit as tannins and colour/);
    expect(first('Why does vintage port have sediment?')).toMatch(/^vintage port: .*throws a sediment/);
  });

  it('leaves a place of origin and a general sentence about another wine alone', () => {
    expect(first('Where does Sassicaia come from?')).not.toMatch(/comes? from (grape )?skins/);
    // A sentence about Port-making in general is not why a tawny is tawny.
    expect(first('Why is Tawny Port amber?')).not.toMatch(/^extraction/);
  });
});
