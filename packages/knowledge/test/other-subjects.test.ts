// Words another subject shares with wine: health and nutrition said of an everyday food is not the
// wine-and-health topic, while the same words said of wine or drinking still are; a nationality names
// a country’s people, not a grape whose name resembles it; and wine refused in
// other words ("she doesn’t drink wine", "forget the wine") leaves a food request that is not wine’s.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('health and nutrition of something else', () => {
  it('steers a food’s calories, healthiness or keeping back to wine', () => {
    for (const q of [
      'how many calories in a pear',
      'is broccoli healthy?',
      'is chocolate good for you',
      'how long does yoghurt last in the fridge',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers the same words said of wine or drinking', () => {
    for (const q of [
      'how many calories in a glass of wine',
      'is red wine healthy?',
      'how to cure a hangover',
      'how long does an opened bottle of Prosecco last in the fridge',
    ]) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(a.markdown, q).toMatch(/alcohol|days?\b/i);
    }
  });
});

describe('a nationality in a question', () => {
  it('names the country, whose own name for the grape answers, not a grape spelt like it', () => {
    const a = ask('what do the Portuguese call Aragonez in the Douro?');
    expect(a.markdown).not.toMatch(/Portugieser/);
    const b = ask('What do Italians call Grenache?');
    expect(b.markdown.slice(0, 200)).toMatch(/In Italy, Grenache is called \*\*Cannonau\*\*/);
    expect(ask('So what do the Portuguese call Tinto Fino?').markdown.slice(0, 200)).toMatch(/In Portugal/);
  });
});

describe('wine refused in other words', () => {
  it('steers a food request back when the asker does not drink, want or need wine', () => {
    for (const q of [
      'a quick soup recipe? my husband doesn’t drink wine',
      'ideas for a picnic lunch, we’re not wine drinkers',
      'what should I bake this weekend, not interested in wine',
      'what goes with grilled lamb? wine isn’t needed',
      'best vegetable side for roast beef, forget the wine',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers a wine question that mentions not liking or drinking some wine', () => {
    for (const q of [
      'I don’t like wine that tastes of oak, which white should I try?',
      'Why don’t people drink red wine with oysters?',
      'I’m not a wine drinker, which Prosecco would suit me?',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('the history of a named wine', () => {
  it('answers how old a wine the records name is, and when it was first made', () => {
    const v = ask('How old is Vega Sicilia?');
    expect(v.intent).not.toBe('off-topic');
    expect(v.markdown).toMatch(/Vega Sicilia/);
    const a = ask('how old is Opus One');
    expect(a.intent).not.toBe('off-topic');
    expect(a.markdown).toMatch(/Mondavi/);
    expect(ask('When was Penfolds Grange first made?').markdown).toMatch(/1951/);
  });

  it('still steers the age of anything else back to wine', () => {
    for (const q of ['how old is the Colosseum', 'How old is Mick Jagger?']) expect(ask(q).intent, q).toBe('off-topic');
  });
});

describe('a place to eat or stay', () => {
  it('steers a restaurant or hotel search back to wine, even in a wine town', () => {
    for (const q of [
      'best ramen place in Tokyo?',
      'any good restaurants in Beaune?',
      'where can we get decent tacos in Sonoma',
      'a nice hotel in Mendoza?',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers a wine ordered or priced in a restaurant', () => {
    for (const q of ['Which Rioja should I order in a restaurant?', 'what wine to order at a steakhouse'])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

// The product is wine: drinks not made from grapes (beer, spirits, cider and perry, mead, sake) are
// other subjects, steered back politely with the wine that shares their character; brandies distilled
// from wine (Cognac, Armagnac, grappa) are wine's own and answered from the records.
describe('drinks that are not wine, and brandies that are made from it', () => {
  it('steers cider, perry, mead and sake back to wine, even when asked whether they are wine', () => {
    for (const q of ['What is mead?', 'How is cider made?', 'Is sake a wine?', 'Is mead a type of wine?']) {
      const a = ask(q);
      expect(a.intent, q).toBe('off-topic');
      expect(a.markdown, q).toMatch(/not (a wine|grapes)/);
    }
  });
  it('keeps a wine question that mentions cider on wine', () => {
    expect(ask('cider or a dry white wine for fish and chips? if wine, which one').intent).toBe('pairing');
  });
  it('answers grape brandies from the records', () => {
    expect(ask('How is Cognac made?').markdown).toMatch(/Ugni Blanc/);
    expect(ask('What is Armagnac?').markdown).toMatch(/Gascony/);
    expect(ask('How is grappa made?').markdown).toMatch(/pomace/);
  });
});

describe('a wine word in an everyday sense, and an invented name placed in a known region', () => {
  it('reads "the port of Marseille" as a harbour, not as Port', () => {
    expect(ask('How do I get to the port of Marseille?').intent).toBe('off-topic');
    expect(ask('What food goes with a glass of port?').intent).toBe('pairing');
  });
  it('admits an invented grape said to be grown in a real region', () => {
    const a = ask('Is Tempranova grown in Rioja?');
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/Tempranova/);
    expect(ask('Is Garnacha grown in Rioja?').found).toBe(true);
  });
});

describe('a wine word in the name of something else', () => {
  it('steers a cork board, glass jars, a baby’s bottle or a creeper vine back to wine', () => {
    for (const q of [
      'my cork board keeps falling off the wall how do i fix it',
      'how do i recycle old glass jars',
      'best way to clean a glass shower screen',
      'glass or plastic bottle for a newborn baby?',
      'how do i fill a hot water bottle',
      'how do i stop a virginia creeper vine damaging my brick wall',
      'ivy growing over my fence, how do i get rid of it',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers the same things said of wine', () => {
    for (const q of [
      'can i store wine in glass jars',
      'is wine better in glass or plastic bottles',
      'do wine corks make good coasters',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe("a country's adjective beside a word of wine law", () => {
  it('keeps the question on wine, while the language stays another subject', () => {
    expect(ask('what are spanish ageing rules').intent).not.toBe('off-topic');
    expect(ask('what do spanish aging terms mean').markdown.slice(0, 250)).toMatch(/Crianza/);
    expect(ask('what is a zone in australian GIs').markdown.slice(0, 250)).toMatch(/zones/);
    expect(ask('can you teach me spanish').intent).toBe('off-topic');
    expect(ask('what is a time zone').intent).toBe('off-topic');
    expect(ask('which is the top Spanish category?').markdown.slice(0, 200)).toMatch(/Vino de Pago/);
    expect(ask('what is the lowest German prädikat').intent).not.toBe('off-topic');
    expect(ask('what is the highest spanish mountain').intent).toBe('off-topic');
  });
});
