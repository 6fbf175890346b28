// Classes of exam items from the seventh round: a true/false statement is judged by a sentence the
// records write out, never by a record's list of keywords (which names things and states nothing of
// them); a label term or style is tied to the country its record gives it, as a region is to the
// country it lies in, so a stem that names the country ("Which Greek wine…") weighs the term evenly
// against the country's places and its other words decide; a stem phrase that leads to several
// records ("second fermentation") is no other name for any one of them; claims that name their own
// subject ("Umami in food makes…") under a stem about a whole field are read as written when the
// field put before them leaves them unsettled; "US" in capitals in a true/false statement is the
// country, not the asker; a grape named inside a style's longer name ("sparkling Shiraz") lends the
// style none of the grape's ties to a region; a table item asking for a rise in some things and a
// fall in others reads each change with the words it governs; a figure the records give the same
// doing otherwise ("fortified to about 15%") makes a statement's figure ("fortified to 20%") false.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 120);

describe('a true/false statement judged by written sentences, not by a list of keywords', () => {
  it('finds the sentence that says crystals in a bottle are harmless and no fault', () => {
    expect(verdict('True or false? Crystals of tartrate in a bottle are a fault of the wine.')).toMatch(/^\*\*False/);
    expect(verdict('Tartrate crystals at the bottom of a bottle of white wine are a fault. (True/False)')).toMatch(
      /^\*\*False/,
    );
  });
});

describe("a label term tied to its record's country", () => {
  it("weighs a term against the country's places on the stem's other words", () => {
    expect(
      verdict('Which Greek wine has a resinous, pine flavour? (a) Naoussa (b) Retsina (c) Mavrodaphne (d) Nemea'),
    ).toMatch(/^\*\*b — Retsina/);
    expect(
      verdict('Which Spanish wine ages under a film of flor yeast?\nA) Rueda\nB) Priorat\nC) Fino\nD) Toro'),
    ).toMatch(/^\*\*C — Fino/);
  });
});

describe('a stem phrase that leads to several records', () => {
  it('is no other name for any one of them', () => {
    expect(
      verdict(
        'Which way of making sparkling wine has its second fermentation in a closed pressure tank? (a) Ancestral method (b) Traditional method (c) Tank method (d) Transfer method',
      ),
    ).toMatch(/^\*\*c — Tank method/);
    expect(
      verdict(
        'The second fermentation takes place in a large sealed tank in which method?\n1. Traditional method\n2. Tank method\n3. Transfer method\n4. Ancestral method',
      ),
    ).toMatch(/^\*\*2 — Tank method/);
  });
});

describe('claims that name their own subject under a stem that names a field', () => {
  it('are read as written when the stem subject put before them leaves them unsettled', () => {
    expect(
      verdict(
        'Which statement about matching wine with food is FALSE?\nA) Salt in food makes a wine taste less bitter\nB) Sweetness in food makes a wine taste less bitter and more fruity\nC) Acidity in food makes a wine taste less acidic\nD) Chilli heat increases the burning effect of alcohol',
      ),
    ).toMatch(/^\*\*B — Sweetness in food/);
    expect(
      verdict(
        'Which of these statements about food and wine is INCORRECT? (a) Acidity in food makes a wine taste less acidic (b) Umami in food makes a wine taste more bitter (c) Salt in food makes a wine taste more bitter and more acidic (d) Chilli heat increases the burning effect of alcohol',
      ),
    ).toMatch(/^\*\*c — Salt in food/);
  });
});

describe('"US" in capitals in a true/false statement', () => {
  it('is the country, not the asker', () => {
    const item = (q: string) => parseChoice(q)?.kind;
    expect(item('True or false: in the US, a wine naming an AVA needs at least 85% of its grapes from that AVA.')).toBe(
      'true-false',
    );
    expect(item('US wines labelled with a state name need 75% of their grapes from that state. True or false?')).toBe(
      'true-false',
    );
    expect(item('True or false: let us taste the Riesling first')).toBeUndefined();
  });
});

describe("a grape named inside a style's longer name", () => {
  it("lends the style none of the grape's ties to a region", () => {
    expect(
      verdict('Rutherglen is famous for which style? (a) Sparkling Shiraz (b) Fortified Muscat (c) Eiswein (d) Fino'),
    ).toMatch(/^\*\*b — Fortified Muscat/);
    expect(
      verdict(
        'What is Rutherglen in north-east Victoria best known for?\n1. Sparkling Shiraz\n2. Sweet fortified Muscat\n3. Eiswein\n4. Dry rosé',
      ),
    ).toMatch(/^\*\*2 — Sweet fortified Muscat/);
  });
});

describe('a table item whose stem asks for a rise in some things and a fall in others', () => {
  it('reads each change with the words it governs', () => {
    expect(
      verdict(
        'Which element of a dish gives a wine more body and makes it less bitter? (a) Umami (b) Sweetness (c) Salt (d) Chilli heat',
      ),
    ).toMatch(/^\*\*c — Salt/);
    expect(
      verdict(
        'What in food makes a wine taste less acidic and more fruity?\n1. Salt\n2. Umami\n3. Acidity\n4. Bitterness',
      ),
    ).toMatch(/^\*\*3 — Acidity/);
  });
});

describe('a figure the records give the same doing otherwise', () => {
  it('makes a true/false statement false, and the same figure leaves it true', () => {
    expect(verdict('True or false: Oloroso Sherry is fortified to 12% abv.')).toMatch(/^\*\*False/);
    expect(verdict('Fino Sherry is fortified to around 25% alcohol. True or false?')).toMatch(/^\*\*False/);
    expect(verdict('True or false: Fino is fortified to about 15%.')).toMatch(/^\*\*True/);
  });
});
