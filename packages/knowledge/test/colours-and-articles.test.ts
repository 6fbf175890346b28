// Wines called by their colour ("reds", "whites") when the question speaks of what a wine does or
// shows, a wine said to turn golden, and estates whose names open with a French, Italian or Spanish
// article typed in lower case ("le pin").
import { describe, expect, it } from 'vitest';
import { leadWithAntecedent } from '../src/antecedent.ts';
import type { Draft } from '../src/draft.ts';
import { answer, knowledge, understand } from '../src/index.ts';

const opening = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.slice(0, 500);

describe('reds and whites as wines', () => {
  it('are wine when a word of ageing, colour or service stands beside them', () => {
    for (const q of [
      'how come reds fade in colour as they age',
      'Do older whites taste different?',
      'why do reds go paler in the bottle over the years',
    ])
      expect(understand(q).intent, q).not.toBe('off-topic');
  });
  it('say how colour changes with age', () => {
    expect(opening('how come reds fade in colour as they age')).toMatch(/red wines lose colour|reds lose colour/i);
    expect(opening('why does a white go amber when it gets old')).toMatch(/gain colour|deepen/i);
  });
  it('stay another subject without any word of wine', () => {
    for (const q of [
      'how do I wash whites without them going grey',
      'did the reds win the football match',
      'how do I keep my whites bright in the wash',
      'how to stop whites going yellow with age in the wardrobe',
    ])
      expect(understand(q).intent, q).toBe('off-topic');
  });
});

describe('a name that opens with an article', () => {
  it('is a wine name in lower case', () => {
    for (const q of ['who owns le pin', 'how expensive is le pin'])
      expect(understand(q).intent, q).not.toBe('off-topic');
    expect(opening('tell me something about le pin')).toMatch(/Le Pin/);
  });
});

describe('a bottle format asked for its size', () => {
  it('answers the size, not the wine that fills it', () => {
    for (const q of [
      'how much fizz goes in a split of cava',
      'How much does a half bottle of Sauternes hold?',
      'how many litres does a jeroboam of prosecco contain',
    ])
      expect(opening(q), q).toMatch(/\d+(\.\d+)? ?(ml|L|litres)/);
  });
  it('is still a price when money is asked', () => {
    expect(understand('how much does a magnum of champagne cost').honesty?.reason).toBeDefined();
  });
});

describe('an opening sentence that leans on a pronoun', () => {
  const lead = (text: string) => {
    const d = { title: '', lead: text, sections: [], keyPoints: [], found: true } as unknown as Draft;
    leadWithAntecedent(knowledge, d);
    return d.lead;
  };
  it('comes after the sentence that says what the pronoun stands for', () => {
    expect(lead('It is gentler, aerates the must and suits large tanks. More follows.')).toMatch(/^Pumping over/);
    expect(lead('It is found mainly in red wines.')).toMatch(/^Tannin is a feeling/);
  });
  it('moves that sentence up when the lead already says it later', () => {
    const out = lead(
      'It is cheap and quick but gives large bubbles that fade fast, so it is used only for inexpensive wines. The simplest way to make a wine sparkle is to inject carbon dioxide into it under pressure, as in soft drinks.',
    );
    expect(out.startsWith('The simplest way')).toBe(true);
    expect(out.match(/The simplest way/g)).toHaveLength(1);
  });
  it('answers how cheap fizz is made with what the method is', () => {
    for (const q of ['how do producers make cheap sparkling wine', 'How is cheap fizz made?'])
      expect(opening(q).replace(/^[^.!]*[.!] /, ''), q).not.toMatch(/^(It|They)\s/);
  });
});

describe('a producer the records name inside another record', () => {
  it('opens the answer when asked beside its country', () => {
    expect(opening('What is special about the Lebanese estate Château Ksara?')).toMatch(
      /^[^.!]*[.!] [^.]*Château Ksara/,
    );
    expect(opening('Was Carmel the first big winery in Israel?')).toMatch(/^[^.!]*[.!] [^.]*Carmel winery/);
    expect(opening('Who founded the Golan Heights Winery in Israel')).toMatch(/^[^.!]*[.!] [^.]*Golan Heights Winery/);
  });
  it('leaves a country adjective and a record of its own alone', () => {
    expect(opening('Which Italian town gives Soave its name?')).not.toMatch(/Primitivo/);
    expect(opening('What is Petrus famous for?')).toMatch(/Petrus, in Pomerol/);
  });
});

describe('an opened wine asked whether it has spoiled', () => {
  it('is answered with the signs of oxidation, whatever wine is named', () => {
    for (const q of [
      'how do I know if the half bottle of merlot from saturday has turned',
      'Is an opened Sancerre from last week still fine to drink?',
      'my leftover white has gone sour, what happened',
    ])
      expect(opening(q), q).toMatch(/oxidised/i);
  });
});

describe('a dessert wine is a sweet wine', () => {
  it('is made by the ways of making sweet wine, fortification among them', () => {
    for (const q of ['how do winemakers produce dessert wines', 'how is a pudding wine made'])
      expect(opening(q), q).toMatch(/sugar is left unfermented/);
    expect(understand('how do winemakers produce dessert wines').subjects[0]?.id).toBe('sweet-wine-methods');
  });
  it('stays the food beside a dish', () => {
    expect(understand('which dessert wine goes with apple pie').intent).toBe('pairing');
  });
});

describe('a request to name some members of a category', () => {
  it('opens with the sentence that lists them', () => {
    for (const q of ['name some Chablis premier crus', 'can you name two Premier Cru vineyards of Chablis'])
      expect(opening(q), q).toMatch(/^[^.!]*[.!] Leading Chablis Premier Cru vineyards include/);
  });
});

describe('high alcohol is a trait of a wine', () => {
  it('is answered from alcohol and body, not from drinking and health', () => {
    for (const q of ['why does a high-alcohol red taste hot', 'is high alcohol bad with spicy dishes'])
      expect(opening(q), q).toMatch(/out of balance \(hot, burning finish\)/);
  });
});
