// Wine anchors: what in a question ties it to wine, and the request shapes that, without any anchor,
// mark another subject.
import { describe, expect, it } from 'vitest';
import { anchorVerdict, capitalisedRuns, namesInRecords, requestShape, wineAnchors } from '../src/anchor.ts';
import { mentionsOf } from '../src/honesty.ts';
import { answer, knowledge } from '../src/index.ts';
import { words } from '../src/normalize.ts';

function verdict(q: string) {
  const ws = words(q);
  const a = wineAnchors(knowledge, ws, mentionsOf(knowledge, q), q);
  const names = capitalisedRuns(q).filter((w) => !w.includes(' ') && !knowledge.search(w, { limit: 1 }).length);
  return { a, v: anchorVerdict(a, ws, names) };
}
const intent = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).intent;

describe('wine anchors', () => {
  it('finds grapes, regions, misspelt names and words only wine uses', () => {
    expect(verdict('What does Sauvingon Blanc taste like?').a.strong.length).toBeGreaterThan(0);
    expect(verdict('Tell me about Chateuneuf du Pape').a.strong.length).toBeGreaterThan(0);
    expect(verdict('how do I get a cork out without a corkscrew').a.strong).toContain('cork');
    expect(verdict('What does Château Xyz taste like?').a.strong.length).toBeGreaterThan(0);
  });
  it('does not take a country for an anchor: every subject has places', () => {
    expect(verdict('What is the capital of Mongolia and of France?').a.strong).toEqual([]);
  });
  it('reads names the records cite in passing as anchors, but not countries or months', () => {
    const names = namesInRecords(knowledge);
    expect(names.has('petrus')).toBe(true);
    expect(names.has('mondavi')).toBe(true);
    expect(names.has('france')).toBe(false);
    expect(names.has('december')).toBe(false);
    // A town the records only locate wine by is a place of every subject.
    expect(names.has('london')).toBe(false);
  });
  it('sees a pairing question in what goes with a food', () => {
    expect(verdict('What should I drink with a spicy Thai green curry?').a.pairingShape).toBe(true);
  });
});

describe('request shapes', () => {
  it('recognises how-to, facts of the world, writing, solving and recommending', () => {
    for (const q of [
      'how do i unclog a kitchen sink',
      'What is the capital of Mongolia?',
      'Who painted the Mona Lisa?',
      'Write a Python function that reverses a string',
      'Can you solve this equation for me',
      'Recommend me a good sci-fi film',
      'What is the best way to store fresh basil?',
    ])
      expect(requestShape(words(q)), q).toBe(true);
    expect(requestShape(words('Could you please explain the Monty Hall problem?'))).toBe(true);
    expect(requestShape(words('Will it rain in Paris tomorrow?'))).toBe(true);
    expect(requestShape(words('Can you fix this JavaScript error?'))).toBe(true);
    expect(requestShape(words('Is a heat pump cheaper than a gas boiler?'))).toBe(true);
    expect(requestShape(words('Are electric scooters safer than bikes?'))).toBe(true);
    expect(requestShape(words('Tannins?'))).toBe(false);
    expect(requestShape(words('Merlot'))).toBe(false);
  });
});

describe('off-topic by the absence of anchors', () => {
  it('steers requests on subjects no word list names', () => {
    for (const q of [
      'How do I get red paint out of a carpet?',
      'how tall is mount everest',
      'What are the best board games for a family of four?',
      'How do I change a flat tyre on a bicycle?',
    ]) {
      expect(verdict(q).v, q).toBe('other');
      expect(intent(q), q).toBe('off-topic');
    }
  });
  it('steers a journey between two places, wine places included, back to wine', () => {
    for (const q of [
      'how long is the flight from Sydney to Auckland',
      'Can I take a train from Paris to Reims in under an hour?',
      'how far is Napa from San Francisco',
    ])
      expect(intent(q), q).toBe('off-topic');
    expect(intent('Which wineries can I visit on a drive from Napa to Sonoma?')).not.toBe('off-topic');
  });
  it('weighs two unknown things against each other as unknown names, steering back in case they are not wine', () => {
    const a = answer({ question: 'Is a Vespa better than a Lambretta?', level: 2, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/only answer questions about wine/);
    expect(intent('Is Syrah better than Grenache for a barbecue?')).not.toBe('off-topic');
  });
  it('keeps wine questions that mention food, health, travel or people on wine', () => {
    for (const q of [
      'Is red wine actually good for your heart?',
      "What's the best time of year to visit Napa Valley wineries?",
      'How should I store wine at home without a cellar?',
      'What wine should I use for cooking a beef bourguignon?',
      'Who was Dom Pérignon?',
      'How do I become a sommelier?',
    ]) {
      expect(verdict(q).v, q).toBe('wine');
      expect(intent(q), q).not.toBe('off-topic');
    }
  });
  it('leaves a made-up wine name to the honesty check', () => {
    const a = answer({ question: 'What does Château Xyz taste like?', level: 2, style: 'friendly' });
    expect(a.intent).toBe('unknown');
    expect(a.markdown).toMatch(/don't have anything on “Château Xyz”/);
    expect(a.markdown).not.toMatch(/only answer questions about wine/);
  });
  it('answers a request about an unknown name as unknown, steering back in case it is not wine', () => {
    expect(verdict('Who is the current CEO of Tesla?').v).toBe('name');
    const a = answer({ question: 'Who is the current CEO of Tesla?', level: 2, style: 'friendly' });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/don't have anything on/);
    expect(a.markdown).toMatch(/only answer questions about wine/);
  });
  it('greets a greeting and answers a one-word wine question', () => {
    expect(intent('hi')).toBe('greeting');
    expect(intent('thanks')).toBe('greeting');
    for (const q of ['ok', 'Who are you?', 'What can you do?']) expect(intent(q), q).toBe('greeting');
    expect(intent('Merlot')).toBe('describe');
    expect(intent('Tannins?')).not.toBe('off-topic');
  });
  it('does not let a near-miss region keep another drink on wine', () => {
    expect(intent("What's the best matcha brand for lattes?")).toBe('off-topic');
  });
});
