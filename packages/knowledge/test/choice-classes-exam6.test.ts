// Classes of exam items from the sixth round: which place lies outside the region a "NOT" stem names
// (the map of regions decides, not a sentence that happens to list some of the options); a verb in
// -ify and its noun in -ification, an adjective in -ial and its noun, read as one word; a stem that
// names a step and leaves its doing to the option ("Riddling in the traditional method:"); an option
// the records say in so many words is not of the kind a NOT stem asks for; a sentence listing the
// kind's members right after naming it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { root, words } from '../src/normalize.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 120);

describe('the one place outside the region a NOT stem names', () => {
  it('is read from the map of regions, even when a list sentence names three of the options', () => {
    expect(
      verdict(
        'Which of these Italian DOCGs does NOT come from Piedmont? 1. Gavi 2. Barbaresco 3. Vino Nobile di Montepulciano 4. Barolo',
      ),
    ).toMatch(/^\*\*3 — Vino Nobile/);
    expect(
      verdict(
        'Which of these DOCGs is not located in Tuscany? (a) Chianti Classico (b) Barolo (c) Brunello di Montalcino (d) Vino Nobile di Montepulciano',
      ),
    ).toMatch(/^\*\*b — Barolo/);
    expect(
      verdict('All of these appellations are in Burgundy EXCEPT: A) Meursault B) Pommard C) Chablis D) Pauillac'),
    ).toMatch(/^\*\*D — Pauillac/);
  });
});

describe('a verb in -ify and its noun in -ification, an adjective in -ial and its noun', () => {
  it('share one root', () => {
    expect(root('clarify')).toBe(root('clarification'));
    expect(root('clarified')).toBe(root('clarifying'));
    expect(root('microbial')).toBe(root('microbes'));
  });

  it("let a stem asking what clarifies a wine meet the records' clarification", () => {
    expect(
      verdict('Which of these is NOT used to clarify a wine? A) Fining B) Chaptalisation C) Filtration D) Racking'),
    ).toMatch(/^\*\*B — Chaptalisation/);
    expect(
      verdict(
        'Which of these is NOT a way to clarify wine before bottling? (a) Filtering (b) Fining (c) Acidification (d) Racking',
      ),
    ).toMatch(/^\*\*c — Acidification/);
  });
});

describe('a stem that names a step and leaves its doing to the option', () => {
  it('reads the step named as the one in focus, in the part of a sentence that names it', () => {
    expect(
      verdict(
        'Riddling during sparkling wine production: A) Blends the reserve wines B) Adds the dosage C) Collects the sediment in the neck of the bottle D) Presses the grapes',
      ),
    ).toMatch(/^\*\*C — Collects the sediment/);
    expect(
      verdict(
        'Riddling in the traditional method... A) Starts the second fermentation B) Blends the base wines C) Adds the liqueur d expedition D) Brings the yeast sediment down into the bottle neck',
      ),
    ).toMatch(/^\*\*D — Brings the yeast sediment/);
    expect(
      verdict(
        'Chaptalisation is used to: A) Raise the final alcohol B) Lower the acidity C) Add colour D) Remove sediment',
      ),
    ).toMatch(/^\*\*A — Raise the final alcohol/);
  });
});

describe('an option the records say is not of the kind a NOT stem asks for', () => {
  it('is the exception when a sentence opening with it denies it the kind', () => {
    expect(
      verdict(
        'All of these are wine faults EXCEPT: (a) Cork taint (b) Brettanomyces (c) Tartrate crystals (d) Volatile acidity',
      ),
    ).toMatch(/^\*\*c — Tartrate crystals/);
    expect(
      verdict('Which one of these is not a fault? 1. Reduction 2. Tartrate crystals 3. Cork taint 4. Brettanomyces'),
    ).toMatch(/^\*\*2 — Tartrate crystals/);
  });
});

describe('a sentence that lists the members of the kind a NOT stem asks for', () => {
  it('names every option but the exception', () => {
    expect(
      verdict(
        'Which of these is not a fungal disease? 1. Downy mildew 2. Botrytis bunch rot 3. Phylloxera 4. Powdery mildew',
      ),
    ).toMatch(/^\*\*3 — Phylloxera/);
    expect(
      verdict(
        'Which of these is NOT a fungal disease of vines?\nA) Phylloxera\nB) Powdery mildew\nC) Botrytis bunch rot\nD) Downy mildew',
      ),
    ).toMatch(/^\*\*A — Phylloxera/);
  });
});

describe('a compound written closed, open or hyphenated', () => {
  it('reads as one word', () => {
    expect(words('wines sealed with screw caps')).toEqual(words('wines sealed with screwcaps'));
    expect(words('a screw-cap closure')).toEqual(words('a screwcap closure'));
    expect(words('Canadian ice wine')).toEqual(words('Canadian Icewine'));
    expect(words('the wine maker decides')).toEqual(words('the winemaker decides'));
    expect(words('wine and ice')).toEqual(['wine', 'and', 'ice']);
  });
});
