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

describe('a grape’s local name that also starts an appellation’s name', () => {
  it('stays the grape when the question asks about the grape', () => {
    expect(openingOf('What kind of grape variety is Primitivo?', 3)).toMatch(/zinfandel/);
    expect(openingOf('How is Brunello related to Sangiovese?', 3)).toMatch(/sangiovese is|grape variety/);
  });

  it('is still the wine when asked alone', () => {
    expect(openingOf('What is Brunello?', 3)).toMatch(/montalcino/);
  });
});

describe('a grape asked of a place that has its own name for it', () => {
  it('gives that name, not the names of other places', () => {
    expect(answer({ question: 'How does Garnacha do on Sardinia?', level: 3 }).markdown).toMatch(
      /In Sardinia it is known as Cannonau/,
    );
    expect(openingOf('What is Tempranillo like in the Douro?', 3)).toMatch(/in the douro it is known as tinta roriz/);
  });
});

describe('a grape asked where it grows and how it tastes', () => {
  it('answers both halves in the opening', () => {
    const a = openingOf('Where is Zweigelt planted, and what does it taste like?', 3);
    expect(a).toMatch(/austria/);
    expect(a).toMatch(/tastes of/);
    const b = openingOf('Chenin Blanc: what is it like, and where does it grow?', 3);
    expect(b).toMatch(/loire/);
    expect(b).toMatch(/tastes of/);
  });
});

describe('how readily grapes ripen in a place', () => {
  it('is answered by its climate, the warmth when easy and the cool when hard', () => {
    expect(openingOf('How come grapes ripen so easily in Puglia?', 3)).toMatch(/hot/);
    expect(openingOf('Why is Champagne a hard place to ripen grapes?', 3)).toMatch(/cool|marginal/);
  });
});

describe('two neighbours made from one grape', () => {
  it('are told apart by the sentence in which one names the other', () => {
    expect(openingOf('How does Pouilly-Fumé differ from Sancerre?', 2)).toMatch(/across the river/);
    expect(openingOf('Pauillac or Saint-Julien: how do they differ?', 3)).toMatch(/between margaux and pauillac/);
  });
});

describe('two wines that share a word, asked whether they are one', () => {
  it('says no and tells what the other one is', () => {
    const a = answer({ question: 'Is Pouilly-Fuissé just the same as Pouilly-Fumé?', level: 2 }).markdown;
    expect(a).toMatch(/\*\*No\*\*/);
    expect(a.split('\n\n')[0]).toMatch(/Sauvignon Blanc/);
    const b = answer({ question: 'Is Champagne the same as Prosecco?', level: 2 }).markdown;
    expect(b.split('\n\n')[0]).toMatch(/Glera/);
  });
});
