// The classes the ninth boundary set showed, each asked in wordings of its own: a contest's result
// (an award, a vote, a ranking) the records cannot hold; a past act asked the reason for that no record
// tells; a label phrase with a word no record writes; a hyphened method or classification no record
// names; and other subjects that borrow wine's words (foods fermented from milk, cabbage or dough, a
// perfume's notes, the kings and magi big bottles are named after, a film's or show's music, the
// longest river or highest peak). Added records: the foxy smell of labrusca grapes and five figures of
// wine's history. What the records do tell is still answered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });
const steered = (question: string) => ask(question).intent === 'off-topic';
/** Admitted as not known, with no neighbour's profile standing in before the admission. */
const admitted = (question: string) => {
  const a = ask(question);
  return a.intent !== 'off-topic' && admits(a.markdown.slice(0, 200));
};
/** Answered as wine, with no admission in its opening. */
const answered = (question: string) => {
  const a = ask(question);
  return a.intent !== 'off-topic' && a.found && !admits(a.markdown.slice(0, 200));
};

describe("a contest's result", () => {
  it('admits a winner, a vote or a rank no record holds', () => {
    for (const q of [
      'Which Barolo won the Silver Amphora Prize in 2021?',
      'Which winery was voted best producer in the 2023 Golden Grape Index?',
      'Who won the Atlantic Cup for sparkling wine last year?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers a contest the records tell of', () => {
    expect(answered('Which Californian wines won the Judgement of Paris?')).toBe(true);
  });
});

describe('a reason asked for an act no record tells', () => {
  it('admits the event rather than describing the places', () => {
    for (const q of ['Why did Burgundy ban Pinot Noir in 1985?', 'Why was Riesling outlawed in the Mosel?'])
      expect(admitted(q), q).toBe(true);
  });

  it('answers the acts the records tell', () => {
    expect(answered('Why was Mouton Rothschild promoted in 1973?')).toBe(true);
  });
});

describe('a label phrase or a method no record writes', () => {
  it('admits a label phrase with a word no record writes', () => {
    for (const q of [
      "What does 'Cuvée Lumineuse' mean on a Champagne label?",
      'What does Réserve Argentée mean on a Bordeaux label?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits a hyphened method or classification no record names', () => {
    for (const q of [
      'How does the reverse-press method work in Sauternes?',
      'What is the Sandstein-Klasse classification of Germany?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers real terms, alone or joined, and real methods', () => {
    for (const q of [
      'What does Vieilles Vignes mean on a label?',
      'What does Kabinett Trocken mean?',
      'What does Rosé de Saignée mean?',
      'What is the cold-soak technique?',
    ])
      expect(answered(q), q).toBe(true);
  });
});

describe('other subjects that borrow wine words', () => {
  it('steers foods fermented from something other than grapes', () => {
    for (const q of ['Why did my homemade sauerkraut go slimy?', 'What cultures turn milk into kefir?'])
      expect(steered(q), q).toBe(true);
  });

  it("steers a perfume's notes", () => {
    for (const q of ['Which fragrances have blackcurrant in their top notes?', 'How long does a cologne last on skin?'])
      expect(steered(q), q).toBe(true);
  });

  it('steers the kings and magi big bottles are named after', () => {
    for (const q of ["Who was King Rehoboam's father in the Bible?", 'What gifts did Melchior bring to Bethlehem?'])
      expect(steered(q), q).toBe(true);
  });

  it("steers a film's or a show's music and geography's records", () => {
    for (const q of [
      'Who composed the soundtrack for the film Sideways?',
      'Which lake is the deepest in Italy?',
      'What is the tallest mountain in Chile?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('keeps the wine questions among them', () => {
    for (const q of [
      'Which wine goes with kimchi?',
      'Which grapes have a perfume of violets?',
      'How many bottles does a Rehoboam hold?',
    ])
      expect(steered(q), q).toBe(false);
  });
});

describe('added records', () => {
  it('tells what foxy means and who the figures of wine history were', () => {
    for (const [q, fact] of [
      ['Why do some American grapes smell foxy?', 'labrusca'],
      ['Who founded Stag’s Leap Wine Cellars?', 'Winiarski'],
      ['Who was the winemaker at Beaulieu Vineyard from 1938?', 'Tchelistcheff'],
      ['What did Jules Chauvet argue for in Beaujolais?', 'sulphur'],
    ]) {
      const a = ask(q);
      expect(a.markdown, q).toContain(fact);
    }
  });
});
