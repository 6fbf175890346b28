// Classes of exam items: a stem that asks by a judging word ("worst", "ideal") the records use of
// one option, and true/false statements that limit a subject to one kind or deny it a use.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('a judging word in the stem that a record says of one option', () => {
  it('takes the option named in the clause that uses the same word', () => {
    expect(
      verdict(
        'Where is the worst place to keep bottles for several years? A) a dark cellar at a steady 13 °C B) on a shelf in a sunny kitchen C) lying down in a wine cabinet D) in a cool cupboard away from light',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'Which room of a house is usually the worst for storing wine?\n1. a basement under the stairs\n2. the kitchen\n3. a dark spare bedroom\n4. a cool garage with a steady temperature',
      ),
    ).toMatch(/^\*\*2 — /);
  });
});

describe('a true/false statement that limits its subject to one kind of wine', () => {
  it("is false when the subject's record puts it in nearly every wine or in both colours", () => {
    expect(verdict('True or false: Malolactic conversion only happens in red wines.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Sulfur dioxide is only added to white wines.')).toMatch(/^\*\*False\./);
  });
});

describe("a sentence that denies something of the statement's subject words, not of its claim", () => {
  it('does not read "not suitable for vegans" or "or no fining" against what vegan wines may use', () => {
    expect(verdict('True or false: vegan wines may be clarified with pea protein or bentonite.')).toMatch(
      /^\*\*True\./,
    );
    expect(verdict('Vegan wine can be fined with PVPP - true or false?')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: a wine suitable for vegans may be fined with egg whites.')).toMatch(/^\*\*False\./);
  });
});

describe('a list sentence that pairs each option with what it does', () => {
  it("takes the option whose own item holds the stem's telling words", () => {
    expect(
      verdict(
        'Which compound is behind the petrol note found in older Riesling? A) rotundone B) diacetyl C) TDN D) TCA',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict('In aged Riesling, the petrol note comes from:\n1. Diacetyl\n2. Rotundone\n3. Oak lactones\n4. TDN'),
    ).toMatch(/^\*\*4 — /);
  });
});

describe('options read where the records say a thing of them or keep it away ("no cork taint", "TCA-free")', () => {
  it('takes the option that has the thing asked for', () => {
    expect(
      verdict(
        'Which of these closures can carry TCA and leave a wine corked? A) crown cap B) glass stopper C) natural cork D) screwcap',
      ),
    ).toMatch(/^\*\*C — /);
  });
  it('takes the option that keeps the thing away when the stem asks what avoids it', () => {
    expect(
      verdict(
        'Which closure avoids cork taint altogether?\n1. Natural cork\n2. Screwcap\n3. Technical cork\n4. Natural cork under wax',
      ),
    ).toMatch(/^\*\*2 — /);
    expect(
      verdict(
        'A winery wants no risk of TCA from its closures. Which should it choose? A) natural cork B) screwcap C) technical cork D) natural cork with a wax seal',
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('a stem asking which step removes a thing', () => {
  it('takes the option whose own clause removes it, though it also names where the thing is', () => {
    expect(
      verdict(
        'Which stage of Champagne making removes the dead yeast from the bottle? A) Remuage B) Liqueur de tirage C) Disgorgement D) Dosage',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Removing the yeast sediment from the neck of the bottle is called:\n1. Riddling\n2. Dosage\n3. Disgorgement\n4. Assemblage',
      ),
    ).toMatch(/^\*\*3 — /);
  });
});

describe('a true/false statement with a true fact and a reason the records do not give', () => {
  it("is false when the deciding sentence gives another reason and none of the statement's", () => {
    expect(
      verdict("True or false: Vinho Verde means 'green wine' since the region's grapes are picked before they ripen."),
    ).toMatch(/^\*\*False\./);
    expect(verdict('Vinho Verde means green wine because it is sold in green glass bottles. True or false?')).toMatch(
      /^\*\*False\./,
    );
  });
  it("stays true when the reason is the records' own", () => {
    expect(
      verdict("True or false: Vinho Verde means 'green wine' because the wine is meant to be drunk young and fresh."),
    ).toMatch(/^\*\*True\./);
  });
});

describe('a word of time or "dry" in a record, read for what it says', () => {
  const verdict = (q: string) =>
    answer({ question: q, level: 3, style: 'friendly' })
      .markdown.replace(/\*/g, '')
      .match(/^(True|False)/m)?.[1];

  it('does not take grapes dried by the sun, or a time of another event, as the opposite of the statement', () => {
    expect(
      verdict(
        'True or false: Tokaji Aszú is sweet because noble rot shrivels the grapes and concentrates their sugar.',
      ),
    ).toBe('True');
    expect(verdict("True or false: Sauternes owes its sweetness to noble rot concentrating the grapes' sugar.")).toBe(
      'True',
    );
  });

  it('still finds the opposite where the record says it of the same thing', () => {
    expect(verdict('True or false: Sauternes is a dry white wine.')).toBe('False');
    expect(verdict('True or false: Port is fortified after fermentation is complete.')).toBe('False');
  });
});
