// Classes found in the twentieth round's studied questions, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('two names a learner says they mix up', () => {
  it('are compared side by side', () => {
    const a = answer({ question: 'I keep confusing Pouilly-Fuissé and Pouilly-Fumé, help!', level: 2 });
    expect(a.intent).toBe('compare');
    expect(a.markdown).toMatch(/Chardonnay/);
    expect(a.markdown).toMatch(/Sauvignon Blanc/);
    const b = answer({ question: 'My friends always mix up Sancerre and Chablis — which grape is which?', level: 2 });
    expect(b.intent).toBe('compare');
  });
});

describe('a garden’s soil and meat hung to age', () => {
  it('are other subjects, not wine', () => {
    expect(answer({ question: 'Do azaleas need acidic soil?', level: 2 }).intent).toBe('off-topic');
    expect(answer({ question: 'How many days can I dry age a sirloin at home?', level: 2 }).intent).toBe('off-topic');
  });

  it('leaves wine questions with those words alone', () => {
    expect(answer({ question: 'Which wine goes with a dry-aged steak?', level: 2 }).intent).not.toBe('off-topic');
    expect(answer({ question: 'Why do acidic soils matter for vines?', level: 2 }).intent).not.toBe('off-topic');
  });
});

describe('named parts of appellations the records lacked', () => {
  it('describes the Minervois cru and the Abruzzo rosé', () => {
    expect(openingOf('Tell me about Minervois-La Livinière', 3)).toMatch(/cru/);
    expect(openingOf('Is Cerasuolo d’Abruzzo a red or a rosé?', 3)).toMatch(/ros/);
  });

  it('knows why some Campanian vines are ungrafted', () => {
    expect(answer({ question: 'Are there ungrafted vines in Campania?', level: 3 }).markdown).toMatch(/phylloxera/i);
  });
});
