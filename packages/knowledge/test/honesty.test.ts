// Saying what is not known: made-up grapes, appellations, producers and people, false premises,
// prices, scores, vintages still to come, "the best wine in the world"; steering other subjects back to
// wine; and answering real but rare names rather than refusing them.
// `honesty-dev.json` is tuned on; `honesty-holdout.json` and `honesty-holdout2.json` are only measured.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkHonesty } from '../src/honesty.ts';
import { answer, knowledge } from '../src/index.ts';
import { describeFailure, type EvalItem, evaluate, type Figures, report } from './eval/grade.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as EvalItem[];
const now = new Date('2026-11-26T12:00:00Z');

function run(name: string): Figures {
  const f = evaluate(load(name));
  console.log(`${report(name, f)}\n${f.failures.map(describeFailure).join('\n')}`);
  return f;
}

const share = (a: number, n: number) => a / n;

describe('honesty sets', () => {
  it('admits, steers and answers on the development set', () => {
    const f = run('honesty-dev.json');
    expect(share(f.unknowable.right, f.unknowable.n)).toBeGreaterThanOrEqual(0.97);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(share(f.open.anywhere, f.open.n)).toBeGreaterThanOrEqual(0.9);
  });
  it('holds its floors on the first held-out set', () => {
    const f = run('honesty-holdout.json');
    expect(share(f.unknowable.right, f.unknowable.n)).toBeGreaterThanOrEqual(0.9);
    expect(share(f.offtopic.right, f.offtopic.n)).toBeGreaterThanOrEqual(0.9);
    expect(share(f.open.anywhere, f.open.n)).toBeGreaterThanOrEqual(0.7);
  });
  it('holds its floors on the second held-out set', () => {
    const f = run('honesty-holdout2.json');
    expect(share(f.unknowable.right, f.unknowable.n)).toBeGreaterThanOrEqual(0.85);
    expect(share(f.offtopic.right, f.offtopic.n)).toBeGreaterThanOrEqual(0.85);
    expect(share(f.open.anywhere, f.open.n)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('names we do not know', () => {
  it('admits a made-up grape named beside a real place, and still answers a real one asked so', () => {
    for (const q of [
      "what's the savoie grape Persanette like",
      'tell me about the loire grape Chenillon',
      'the Viognette grape from the rhone, what does it taste like?',
    ]) {
      const a = answer({ question: q, level: 3 });
      expect(a.found, q).toBe(false);
      expect(a.markdown, q).toMatch(/I don.t have anything/);
    }
    for (const q of ['what does the barossa grape shiraz taste like', 'jacquere grape savoie'])
      expect(answer({ question: q, level: 3 }).found, q).toBe(true);
  });
  it('takes a name too far from any known one for an unknown name, a slip of a known one for that name', () => {
    expect(checkHonesty(knowledge, 'What does Brascatello taste like?', now)).toMatchObject({
      reason: 'name',
      name: 'Brascatello',
    });
    expect(checkHonesty(knowledge, 'How is Pelorvino usually vinified?', now)?.reason).toBe('name');
    for (const q of [
      'Tell me about Gewurtztraminer.',
      'what does Tempranilo taste like',
      'Where is Chateuneuf du Pape?',
      'Tell me about Pinotache.',
      'What does Reisling taste like?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
  it('reads a producer name after its connector and a name given with "called"', () => {
    expect(checkHonesty(knowledge, 'Who makes the wine at Domaine des Brûlerettes in Meursault?', now)).toMatchObject({
      reason: 'name',
      category: 'domaine',
    });
    expect(checkHonesty(knowledge, 'what do u know about the grape called zelmarino', now)?.name).toBe('zelmarino');
  });
  it('asks about a person when the question asks who someone is', () => {
    expect(
      checkHonesty(knowledge, 'Who was Jacques-Henri Borvillard, the famous Champagne cellar master?', now),
    ).toMatchObject({ reason: 'name', category: 'person' });
  });
  it('leaves a stranger beside a named wine alone', () => {
    expect(
      checkHonesty(knowledge, "I'm cooking for my friend Marco, what wine goes with lasagne?", now),
    ).toBeUndefined();
    expect(checkHonesty(knowledge, "I'm Sarah from London, what wine goes with fish?", now)).toBeUndefined();
    // A person the question introduces is someone beside it, whatever their name is near.
    expect(
      checkHonesty(knowledge, "I'm cooking for my friend Rodrigo, what wine goes with lasagne?", now),
    ).toBeUndefined();
    expect(checkHonesty(knowledge, 'My name is Dorotheo, what wine goes with lamb?', now)).toBeUndefined();
    expect(checkHonesty(knowledge, 'My friend recommends Brascatello, what is it?', now)?.name).toBe('Brascatello');
    expect(checkHonesty(knowledge, 'Tell me about Les Vignes Dorvanne in Pauillac.', now)?.reason).toBe('name');
  });
  it('takes a known place with a word fused on, before a designation, for an unknown name', () => {
    for (const [q, name] of [
      ['What is the Sonoma Heights AVA known for?', 'Sonoma Heights AVA'],
      ['Is Barossa Hills GI shiraz any good?', 'Barossa Hills GI'],
      ['Is the Paarlberg ward good for Pinotage?', 'Paarlberg'],
    ])
      expect(checkHonesty(knowledge, q, now), q).toMatchObject({ reason: 'name', name });
    for (const q of [
      'What is the Sonoma Coast AVA known for?',
      'Is Barossa Valley GI shiraz any good?',
      'Is the Elgin ward good for Sauvignon Blanc?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
    const a = answer({ question: 'What is the Sonoma Heights AVA known for?', level: 2, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown.slice(0, 60)).toMatch(/Sonoma Heights AVA/);
    expect(a.markdown).toMatch(/\*\*Sonoma County\*\* is/);
  });
  it('takes a known place with a landform fused on, with no designation, for an unknown name', () => {
    for (const [q, name] of [
      ['What grows in the Mosel Highlands?', 'Mosel Highlands'],
      ['Is Rioja Heights tempranillo worth trying?', 'Rioja Heights'],
    ])
      expect(checkHonesty(knowledge, q, now), q).toMatchObject({ reason: 'name', name });
    for (const q of ['Adelaide Hills sauvignon blanc?', 'What grows in the Mosel Valley?'])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
    // Admitted first, with the known place it starts with offered as what is near.
    const a = answer({ question: 'What grows in the Mosel Highlands?', level: 2, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown.slice(0, 60)).toMatch(/Mosel Highlands/);
    expect(a.markdown).toMatch(/\*\*Mosel\*\* is/);
  });
  it('admits it cannot know how one person’s own wine tastes, but answers a named wine they drink', () => {
    for (const q of ['Is my grandma’s home-made elderflower wine any good?', 'what does my brother’s wine taste like'])
      expect(checkHonesty(knowledge, q, now), q).toMatchObject({ reason: 'unseen' });
    expect(checkHonesty(knowledge, 'What does my sister’s Rioja taste like?', now)).toBeUndefined();
  });
  it('answers a name the records use only in passing from those records', () => {
    const a = answer({ question: 'Who was Dom Pérignon?', level: 2, style: 'friendly' });
    expect(a.found).toBe(true);
    expect(a.markdown).toMatch(/Hautvillers/);
    const b = answer({ question: 'What did the Judgment of Paris show?', level: 2, style: 'friendly' });
    expect(b.markdown).toMatch(/1976/);
  });
});

describe('false premises', () => {
  it('corrects a grape placed in a region it does not lead or come from', () => {
    const h = checkHonesty(knowledge, 'Why is Nebbiolo the main grape of Rioja?', now);
    expect(h?.reason).toBe('premise');
    expect(h?.correction).toMatch(/Tempranillo/);
    expect(h?.correction).toMatch(/Piedmont/);
    expect(checkHonesty(knowledge, 'Is Syrah native to Australia?', now)?.reason).toBe('premise');
    for (const q of [
      'Is Tempranillo the main grape of Rioja?',
      'Is Merlot the main grape of Pomerol?',
      'Is Touriga Nacional native to Portugal?',
      'Zinfandel comes from Croatia, doesn’t it?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
  it('corrects a classification the region does not have', () => {
    expect(checkHonesty(knowledge, 'What is the DOCG of Champagne?', now)?.reason).toBe('premise');
    expect(checkHonesty(knowledge, 'Which Chilean DOCG is best for Carmenère?', now)?.reason).toBe('premise');
    const h = checkHonesty(knowledge, 'Which wines are first growths in the 1855 classification of Burgundy?', now);
    expect(h?.reason).toBe('premise');
    expect(h?.correction).toMatch(/Bordeaux/);
    for (const q of [
      'Is Chianti Classico a DOCG?',
      'What does DOC mean on a Vinho Verde label?',
      'Name the five first growths of the Médoc.',
      'What are the Grand Cru vineyards of Chablis?',
      'Which villages are Grand Cru in Champagne?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
});

describe('things that cannot be known from the records', () => {
  it('finds an estate’s own figures typed in lower case, and answers why prices are what they are', () => {
    for (const [q, name] of [
      ['how many bottles did chateau musar make in 2019 exactly', 'chateau musar'],
      ['how many cases does domaine tempier produce', 'domaine tempier'],
      ['how many hectares does quinta do noval own', 'quinta do noval'],
    ]) {
      const h = checkHonesty(knowledge, q, now);
      expect(h?.reason, q).toBe('figures');
      expect(h?.name, q).toBe(name);
    }
    for (const q of ['why does wine cost so much in restaurants', 'why is wine so expensive in restaurants?']) {
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
      expect(answer({ question: q, level: 2 }).markdown, q).toMatch(/markup/);
    }
    expect(checkHonesty(knowledge, 'how much does a bottle of sassicaia cost', now)?.reason).toBe('price');
  });
  it('finds opinions of taste, a restaurant list, a producer’s figures and a year without a report', () => {
    expect(checkHonesty(knowledge, 'What is the best wine in the world?', now)?.reason).toBe('best');
    expect(checkHonesty(knowledge, 'Which is the best Champagne house?', now)?.reason).toBe('best');
    expect(checkHonesty(knowledge, "What's on the wine list at Noma in Copenhagen?", now)?.reason).toBe('venue');
    expect(checkHonesty(knowledge, 'How many cases does Screaming Eagle release each year?', now)?.reason).toBe(
      'figures',
    );
    expect(checkHonesty(knowledge, "What's the alcohol level of the 2018 Château Margaux?", now)?.reason).toBe(
      'figures',
    );
    expect(checkHonesty(knowledge, 'Will next year’s harvest in Champagne be a good one?', now)?.reason).toBe('future');
    for (const q of [
      'What did Aldo Ferrucci make in Tuscany?',
      'Has Mariela Quintanar ever bottled a Malbec in Mendoza?',
      'Is there a Barossa Shiraz made by Hendrik Vosloorens?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('name');
    expect(checkHonesty(knowledge, 'Did Robert Mondavi found a winery in Napa?', now)).toBeUndefined();
    // Known words may make up a designation no record holds, typed in lower case too.
    expect(checkHonesty(knowledge, 'is ferrandina bianco doc worth a try', now)).toMatchObject({
      reason: 'name',
      name: 'ferrandina bianco DOC',
      category: 'DOC',
    });
    for (const q of [
      'what is chianti classico docg',
      'what does the docg on my bottle mean',
      'tell me about barolo docg',
      'What is Costières de Nîmes like?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
    const decade = checkHonesty(knowledge, "Which Rioja vintage of the 2090's will age best?", now);
    expect(decade).toEqual({ reason: 'future', name: '2090s' });
    expect(checkHonesty(knowledge, 'Were the 1980s a good decade for Rioja?', now)?.reason).not.toBe('future');
    expect(checkHonesty(knowledge, "What's the current auction value of a 1990 Romanée-Conti?", now)?.reason).toBe(
      'price',
    );
  });
  it('leaves the same words alone when they ask something the records hold', () => {
    for (const q of [
      'What is the best wine for a steak?',
      'What is the best temperature for serving Chablis?',
      'How many bottles does a magnum hold?',
      'What should a good restaurant wine list include?',
      'Is the 2015 Barolo ready to drink?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
  it('says so plainly, before anything else', () => {
    const a = answer({ question: 'What is the best wine in the world?', level: 1, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown.slice(0, 200)).toMatch(/can't be known|no one can say/i);
  });
});

describe('other subjects', () => {
  it('steers cooking, sport and travel back to wine and keeps the wine question beside them', () => {
    for (const q of [
      'How do I roast a chicken?',
      'Who will win the Super Bowl this year?',
      'Is Bali safe to visit in January?',
    ])
      expect(answer({ question: q, level: 2, style: 'friendly' }).intent, q).toBe('off-topic');
    expect(answer({ question: 'What wine goes with roast chicken?', level: 2, style: 'friendly' }).intent).toBe(
      'pairing',
    );
    expect(
      answer({ question: "What's the story of the Antinori family estate in Montalcino?", level: 2, style: 'friendly' })
        .intent,
    ).not.toBe('off-topic');
  });
});
