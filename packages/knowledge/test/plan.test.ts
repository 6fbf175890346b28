import { describe, expect, it } from 'vitest';
import { checkHonesty } from '../src/honesty.ts';
import { answer, knowledge, understand } from '../src/index.ts';
import { classify } from '../src/plan.ts';

describe('question form and fact', () => {
  it('reads the form of a question', () => {
    expect(classify('How long must a Gran Reserva age?').form).toBe('number');
    expect(classify('At what temperature do I serve Sauternes?').form).toBe('number');
    expect(classify('Is Merlot a white grape?').form).toBe('yes-no');
    expect(classify('Compare Barolo and Barbaresco').form).toBe('compare');
    expect(classify('List the grapes of the Douro').form).toBe('list');
    expect(classify('Tell me about Syrah').form).toBe('open');
    expect(classify('How strong is a Tawny Port?').form).toBe('number');
    expect(classify('min % of Garnacha in a Priorat red?').form).toBe('number');
    expect(classify('Who was Max Schubert?').form).not.toBe('number');
  });

  it('reads which fact is asked', () => {
    expect(classify('What is the climate like in Mendoza?').fact).toBe('climate');
    expect(classify('Which soils are typical of the Mosel?').fact).toBe('soil');
    expect(classify('What is the minimum ageing for Chianti Riserva?').fact).toBe('law');
    expect(classify('How long can a Sauternes keep in the cellar?').fact).toBe('potential');
    expect(classify('What is the history of Tokaji?').fact).toBe('history');
  });
});

describe('focus and numbers first', () => {
  it('answers "when" with the sentence that gives the year', () => {
    expect(classify('when did the wine law change').fact).toBe('history');
    const a = answer({ question: 'when did pessac-leognan become its own appellation', level: 2, style: 'friendly' });
    expect(a.markdown.slice(0, 200)).toMatch(/1987/);
  });

  it('opens with the sentence of a named place that holds most of what the question says', () => {
    const a = answer({
      question: 'which sauternes commune may also put its own name on the label',
      level: 3,
      style: 'friendly',
    });
    expect(a.markdown.slice(0, 250)).toMatch(/may also use the Barsac name/);
    // A shared word is not enough: a plain question about the place keeps its profile first.
    const b = answer({ question: 'tell me about sauternes', level: 3, style: 'friendly' });
    expect(b.markdown.slice(0, 120)).toMatch(/\*\*Sauternes\*\* is/);
  });

  it('opens a number question with the number', () => {
    const a = answer({
      question: 'How long does non-vintage Champagne have to age before release?',
      level: 1,
      style: 'friendly',
    });
    expect(a.markdown.slice(0, 300)).toMatch(/15 months/);
  });

  it('opens a figure asked of a named wine with that wine’s own figure, not the theory behind it', () => {
    const a = answer({
      question: 'what alcohol level does a Moscato d’Asti usually have?',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown.slice(0, 200)).toMatch(/Moscato d’Asti[^.]*\b5% abv/);
  });

  it('says the colour of a grape’s wine when the question asks it, whatever else it asks', () => {
    for (const question of ['Where is Blaufränkisch grown, and is it a red grape?', 'teroldego: red or white?']) {
      const a = answer({ question, level: 1, style: 'friendly' });
      expect(a.markdown.slice(0, 200), question).toMatch(/\bred\b/);
    }
    const white = answer({ question: 'what colour wine does Verdejo make, and where?', level: 2, style: 'friendly' });
    expect(white.markdown.slice(0, 200)).toMatch(/wines are white/);
  });

  it('opens a climate question with the climate', () => {
    const a = answer({ question: 'What is the climate of Mendoza?', level: 2, style: 'sharp' });
    expect(a.markdown.slice(0, 200).toLowerCase()).toMatch(/climate/);
  });
});

describe('honesty guard', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('admits unknown names beside a category word', () => {
    expect(checkHonesty(knowledge, 'Tell me about Château Quivrelac in Margaux', now)).toMatchObject({
      reason: 'name',
    });
    expect(checkHonesty(knowledge, 'Which grapes go into the Bellafonte Rosso DOCG?', now)).toMatchObject({
      reason: 'name',
    });
    expect(checkHonesty(knowledge, 'Is the Trelvanic grape planted in Spain?', now)).toMatchObject({ reason: 'name' });
  });

  it('does not fire on real names in the knowledge base', () => {
    for (const q of [
      'What grapes are allowed in Barolo DOCG?',
      'Tell me about the Nebbiolo grape',
      'What is Rioja DOCa?',
      'What is a Napa Valley AVA wine like?',
      'How is Champagne made?',
    ])
      expect(checkHonesty(knowledge, q, now)).toBeUndefined();
  });

  it('admits prices, scores, opinions and vintages to come', () => {
    expect(checkHonesty(knowledge, 'How much does a bottle of Chablis cost?', now)?.reason).toBe('price');
    expect(checkHonesty(knowledge, 'What rating did the 2015 Barolo get?', now)?.reason).toBe('score');
    expect(checkHonesty(knowledge, 'What does Hugh Johnson think of Riesling?', now)?.reason).toBe('opinion');
    expect(checkHonesty(knowledge, 'Will 2029 be a good vintage in Burgundy?', now)?.reason).toBe('future');
    expect(checkHonesty(knowledge, 'Was 2015 a good vintage in Burgundy?', now)).toBeUndefined();
    expect(checkHonesty(knowledge, 'How does the WSET systematic approach judge quality scores?', now)).toBeUndefined();
  });

  it('offers the real wine behind a price or score question as what is known nearby', () => {
    const a = answer({ question: 'What score did the 2016 Barolo get?', level: 2, style: 'friendly' });
    expect(a.markdown).toMatch(/^I have nothing on critics' scores/);
    expect(a.markdown).toMatch(/What I do know nearby[\s\S]*Nebbiolo/);
  });

  it('answers with the admission first and the known place after, not as the answer', () => {
    const a = answer({ question: 'Tell me about Château Quivrelac in Margaux', level: 2, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/^I don't have anything on “Château Quivrelac”/);
    expect(a.markdown).toMatch(/What I do know nearby[\s\S]*Margaux/);
    expect(understand('Tell me about Château Quivrelac in Margaux').intent).toBe('unknown');
  });
});

describe('attachments', () => {
  it('names what was read from a label', () => {
    const a = answer({
      question: 'Tell me about this wine',
      level: 2,
      style: 'friendly',
      context: 'WEINGUT DÖNNHOFF\nRiesling\nNahe\n2020\n12% vol',
    });
    expect(a.markdown.slice(0, 300)).toMatch(/Weingut Dönnhoff/);
    expect(a.markdown.slice(0, 300)).toMatch(/2020 vintage/);
  });
});

describe('off-topic', () => {
  it('steers questions made only of everyday words about something else back to wine', () => {
    for (const q of ['How do I bake sourdough bread?', 'Recommend a good TV series', 'How do I change a tyre?'])
      expect(understand(q).intent).toBe('off-topic');
  });

  it('keeps food-only pairing questions, unknown names and wine requests', () => {
    expect(understand('What goes with lamb?').intent).toBe('pairing');
    expect(understand('Tell me about Zorblax').intent).toBe('unknown');
    expect(understand('What should I drink tonight?').intent).not.toBe('off-topic');
  });
});

describe('a figure asked of a style named by its label word', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 220);
  it("answers from the style's own figure, written as '17% or more', before the general range", () => {
    expect(opening('what abv is oloroso fortified to')).toMatch(/17%/);
    expect(opening('to what alcohol is Oloroso fortified?')).toMatch(/17%/);
    expect(opening('what strength is a fino?')).toMatch(/15%/);
  });
});

describe("a country's categories asked by its adjective", () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 200);
  it('answers with the legal categories of the country the adjective names', () => {
    expect(opening('How are Spanish wines classified?')).toMatch(/DOCa/);
    expect(opening('how are italian wines classified')).toMatch(/DOCG, DOC, IGT/);
    expect(opening('How are German wines classified?')).toMatch(/Prädikatswein, Qualitätswein/);
  });
});
