// Exam items read by the words around a figure and by what the options are: a later figure's own
// qualifier ("12 months on the lees"), the rules' other words for the stem's ("in oak" for "in wood"),
// a grape's colour asked after the noun, and the kind of wine a place makes.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('figures with their own words', () => {
  it('takes the later figure of a rule when the stem asks what it counts', () => {
    expect(
      verdict(
        'How long must a non-vintage Champagne rest on its lees at the least? A) 6 months B) 12 months C) 15 months D) 3 years',
      ),
    ).toMatch(/^\*\*B — /);
    // The total, asked without the lees, is still the first figure.
    expect(
      verdict(
        'Non-vintage Champagne must be aged for at least how long in all? A) 6 months B) 9 months C) 15 months D) 3 years',
      ),
    ).toMatch(/^\*\*C — /);
  });

  it('reads time in wood as time in oak, and "spend" as no subject of its own', () => {
    expect(
      verdict(
        'At minimum, how long does Brunello di Montalcino have to spend in wood? A) 6 months B) 2 years C) 4 years D) 5 years',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'A red Rioja Gran Reserva has to spend at least how long in barrel? A) 6 months B) 1 year C) 18 months D) 2 years',
      ),
    ).toMatch(/^\*\*D — /);
  });
});

describe('what the options are', () => {
  it('knows a grape’s colour asked after the noun', () => {
    expect(
      verdict(
        'Of these Champagne varieties, which grape is white? A) Pinot Meunier B) Chardonnay C) Pinot Noir D) Gamay',
      ),
    ).toMatch(/^\*\*B — /);
  });

  it('knows the kind of wine a place makes from its styles', () => {
    expect(verdict('Which of these wines is usually sweet? A) Barsac B) Margaux C) Chablis D) Sancerre')).toMatch(
      /^\*\*A — /,
    );
    expect(
      verdict("Which of these Piedmont wines is sparkling? A) Barbaresco B) Asti C) Gavi D) Dolcetto d'Alba"),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict('Which of these is NOT a sweet wine? A) Sauternes B) Tokaji C) Muscadet D) Recioto della Valpolicella'),
    ).toMatch(/^\*\*C — /);
  });
});
