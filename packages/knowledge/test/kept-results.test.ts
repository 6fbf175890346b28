// Results the engine keeps between answers (the words of a text, a phrase's pattern, a glossary's
// patterns) must read exactly as if they were worked out anew, and never be changed through a caller.
import { describe, expect, it } from 'vitest';
import { explainJargon } from '../src/glossary.ts';
import { words } from '../src/normalize.ts';
import { mentionsPhrase } from '../src/text.ts';
import { tidy } from '../src/tidy.ts';

describe('results kept between answers', () => {
  it('gives each caller its own words of a text', () => {
    const first = words('Old-vine Zinfandel from Lodi');
    first.shift();
    first.push('changed');
    expect(words('Old-vine Zinfandel from Lodi')).toEqual(['old', 'vine', 'zinfandel', 'from', 'lodi']);
  });

  it('reads words in one pass: a possessive ending drops, apostrophes join, "&" stands alone, accents fold, anything else breaks', () => {
    expect(words("Château d'Yquem’s `old´ vintages")).toEqual(['chateau', 'dyquem', 'old', 'vintages']);
    expect(words('Moët&Chandon & Co.')).toEqual(['moet', '&', 'chandon', '&', 'co']);
    expect(words("  ' -- / ")).toEqual([]);
    expect(words('Œil-de-Perdrix, 1er Cru/2015')).toEqual(['oeil', 'de', 'perdrix', '1er', 'cru', '2015']);
    // A step of the tasting scale is a word, which the letters straight after it run on into.
    expect(words('acidity medium(-)ish, finish (+)')).toEqual(['acidity', 'medium', 'minusish', 'finish', 'plus']);
  });

  it('finds a phrase across spaces, hyphens, capitals, accents and a plural, and only as whole words', () => {
    expect(mentionsPhrase('Grown on terraced slopes above the Mosel-Saar', 'mosel saar')).toBe(true);
    expect(mentionsPhrase('A blend led by Grüner Veltliner', 'gruner-veltliner')).toBe(true);
    expect(mentionsPhrase('Two Riojas side by side', 'rioja')).toBe(true);
    expect(mentionsPhrase('A Valpolicella Ripasso', 'ripassos valpolicella')).toBe(false);
    expect(mentionsPhrase('Pinotage is a South African crossing', 'pinot')).toBe(false);
    expect(mentionsPhrase('Any wine at all', 'at')).toBe(false);
  });

  it('drops a repeated name in brackets after bold and spaced words as before', () => {
    expect(tidy('Pour a **Cote Rotie** (Côte Rôtie) tonight.')).toBe('Pour a **Cote Rotie** tonight.');
    expect(tidy('From * Chateauneuf (Châteauneuf) and Tavel (Lirac).')).toBe('From * Chateauneuf and Tavel (Lirac).');
    expect(tidy('(Mâcon) opens the line.')).toBe('(Mâcon) opens the line.');
  });

  it('explains a jargon word in any case, an acronym only in capitals, and a word once', () => {
    const plain = explainJargon('Residual Sugar is low here, and residual sugar rises in late harvests.', '', 3);
    expect(plain.match(/unfermented/g)?.length).toBe(1);
    expect(explainJargon('An aoc wine from the north.', '', 3)).toBe('An aoc wine from the north.');
    expect(explainJargon('Every AOC has its own rules.', '', 3)).toContain('AOC (');
  });
});
