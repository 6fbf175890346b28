// Options that list the same things in different orders: the order the records give wins, turned
// round when the stem asks from the top down.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('a question on the right order', () => {
  it('picks the list in the records’ order', () => {
    expect(
      verdict(
        'Arrange the Prädikat levels in ascending order of ripeness:\nA) Spätlese, Kabinett, Auslese\nB) Auslese, Spätlese, Kabinett\nC) Kabinett, Spätlese, Auslese\nD) Kabinett, Auslese, Spätlese',
      ),
    ).toMatch(/^\*\*C — Kabinett, Spätlese, Auslese\.\*\*/);
  });

  it('turns the order round when asked from the top down', () => {
    expect(
      verdict(
        'Rank the Burgundy appellation levels from highest to lowest:\nA) Regional, village, Premier Cru, Grand Cru\nB) Grand Cru, Premier Cru, village, regional\nC) Premier Cru, Grand Cru, village, regional\nD) Grand Cru, village, Premier Cru, regional',
      ),
    ).toMatch(/^\*\*B — /);
  });

  it('follows a method’s steps', () => {
    expect(
      verdict(
        'In which order do these happen in the traditional method? A) disgorgement, riddling, tirage B) riddling, tirage, disgorgement C) tirage, riddling, disgorgement D) tirage, disgorgement, riddling',
      ),
    ).toMatch(/^\*\*C — /);
  });

  it('finds steps the records name in other forms of the same words', () => {
    // "riddling" stands as "is riddled", "lees ageing" as "ages on its lees".
    expect(
      verdict(
        'Order these steps of the traditional method: A) lees ageing, tirage, disgorgement, riddling B) tirage, lees ageing, riddling, disgorgement C) riddling, tirage, lees ageing, disgorgement D) tirage, riddling, disgorgement, lees ageing',
      ),
    ).toMatch(/^\*\*B — /);
  });

  it('reads lists whose items are joined by dashes', () => {
    expect(
      verdict(
        'Put the Prädikat levels in rising order of ripeness:\nA) Kabinett – Auslese – Spätlese – Beerenauslese\nB) Kabinett – Spätlese – Auslese – Beerenauslese\nC) Spätlese – Kabinett – Beerenauslese – Auslese\nD) Auslese – Kabinett – Spätlese – Beerenauslese',
      ),
    ).toMatch(/^\*\*B — /);
  });
});
