// Exam items answered from sentences that list several things, each with its own gloss ("sur lie
// (aged on lees), élevé en fût de chêne (aged in oak), …") or one clause per case ("reds in large
// bowls; fortified wines in small glasses"): a word of the stem counts for an option only as far as
// it stands in the option's own clause or list item, so a neighbouring item's gloss is not taken for
// the answer. A table row, whose cells are one statement, is read whole.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 2, style: 'sharp' }).markdown.split('\n\n')[0] ?? '';

describe('options named in lists and clauses', () => {
  it('does not take the gloss of a neighbouring list item for the answer', () => {
    const v = verdict(
      "What do the words 'mis en bouteille au château' on a label tell you?\na) the wine was aged in oak\nb) it comes from old vines\nc) it was bottled at the property\nd) it is of higher alcohol",
    );
    expect(v).not.toMatch(/aged in oak|old vines|higher alcohol/);
  });

  it('still reads a table row across its cells', () => {
    const v = verdict(
      'Which fault comes from too much oxygen reaching the wine?\nA) Reduction\nB) Cork taint\nC) Oxidation\nD) Brettanomyces',
    );
    expect(v).toMatch(/^\*\*C — Oxidation/);
  });
});
