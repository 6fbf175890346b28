// "What is the lightest red wine?": an end of the structure scale asked of wine in general is answered
// by the best-known grapes at that end, read from their structure fields.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('an end of the structure scale asked of wine in general', () => {
  it('names grapes at that end, the best known first', () => {
    const light = openingOf('Which red grapes give the lightest wines?', 1);
    expect(light).toMatch(/the lightest-bodied red wines come from grapes such as/);
    expect(light).toMatch(/gamay/);
    expect(openingOf('Name a few light-bodied reds', 2)).toMatch(/pinot noir/);
    expect(openingOf('what is the most acidic white grape', 2)).toMatch(/riesling|sauvignon blanc|chenin blanc/);
  });

  it('leaves another matter asked of such wines to its answer', () => {
    expect(openingOf('What temperature should light-bodied reds be served at?', 2)).not.toMatch(
      /come from grapes such as/,
    );
    expect(openingOf('What makes a wine tannic?', 2)).not.toMatch(/come from grapes such as/);
    expect(openingOf('Is Barolo the most tannic red?', 2)).not.toMatch(/come from grapes such as/);
  });
});

describe('the same question after a turn about one wine', () => {
  it('is still asked of wine in general', async () => {
    const { answer } = await import('../src/index.ts');
    const history = [
      { role: 'user' as const, content: 'Is Vinho Verde ever a red wine?' },
      { role: 'assistant' as const, content: 'Yes: Vinho Verde is also made as red and rosé.' },
    ];
    const a = answer({ question: 'Which red wine is the lightest?', level: 1, style: 'friendly', history });
    expect(a.markdown.slice(0, 300).toLowerCase()).toMatch(/the lightest-bodied red wines come from grapes such as/);
  });
});
