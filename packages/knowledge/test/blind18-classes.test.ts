// Classes found in the eighteenth round's studied questions, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { withoutRepeatedSentences } from '../src/compose.ts';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a wine asked to be all or only one thing', () => {
  it('opens with the exception, as "always" does', () => {
    expect(openingOf('Are all Sancerres white wines?')).toMatch(/^(\S+ ){0,3}not always.*\b(red|rose)\b/);
    expect(openingOf('Does the Douro only produce red Port?')).toMatch(/not always[^.]*white/);
    expect(openingOf('Is every Alsace wine dry?')).toMatch(/not always[^.]*\. [^.]*\bsweet/);
  });

  it('finds the exception in the places within the one named', () => {
    expect(openingOf('Is all Beaujolais meant to be drunk young?')).toMatch(/not always\. [^.]*\bages?\b/);
    expect(openingOf('Should Beaujolais only ever be drunk young?')).toMatch(/not always\. [^.]*\bages?\b/);
  });

  it('leaves a question with no trait to oppose alone', () => {
    expect(openingOf('Is Champagne made only from three grapes?')).not.toMatch(/not always/);
  });
});

describe('a sentence the opening already said', () => {
  it('is not said again', () => {
    for (const q of ['Is Madeira only ever sweet?', 'Is every Madeira a sweet wine?']) {
      const o = openingOf(q);
      expect(o).toMatch(/not always/);
      expect(o.split('from dry to sweet').length - 1).toBe(1);
    }
  });

  it('keeps short sentences and different sentences', () => {
    expect(withoutRepeatedSentences('Yes. Chablis is Chardonnay from northern Burgundy. Yes.')).toBe(
      'Yes. Chablis is Chardonnay from northern Burgundy. Yes.',
    );
    expect(
      withoutRepeatedSentences(
        'Not always. Madeira is a fortified wine made from dry to sweet. **Madeira** is a DOC. Madeira is a fortified wine made from dry to sweet.',
      ),
    ).toBe('Not always. Madeira is a fortified wine made from dry to sweet. **Madeira** is a DOC.');
  });
});

describe('who made, bred or created something', () => {
  it('is answered by the sentence naming the person', () => {
    expect(openingOf('Who bred the Pinotage grape?')).toMatch(/perold/);
    expect(openingOf('Who developed Pinotage, and in which year?')).toMatch(/perold/);
  });
});

describe('what a ranking went by', () => {
  it('opens with the sentence saying what decided it: the 1855 growths by price', () => {
    for (const q of [
      'By what were the châteaux in the 1855 classification ranked?',
      'The 1855 classification: what were its growths ranked by?',
    ])
      expect(openingOf(q)).toMatch(/brokers[^.]*prices/);
  });
});

describe('two grape names asked to be one', () => {
  it('says how two different grapes are related when a record tells it', () => {
    expect(openingOf('Is Petite Sirah just another name for Syrah?')).toMatch(/\bno\b[\s\S]*durif/);
    expect(openingOf('Cabernet Sauvignon is the same grape as Cabernet Franc, right?')).toMatch(
      /\bno\b[\s\S]*crossing/,
    );
  });

  it('says only yes when they are one', () => {
    expect(openingOf('Is Primitivo the same grape as Zinfandel?')).toMatch(
      /^\S+( \S+)? yes: primitivo and zinfandel are the same\./,
    );
  });
});

describe('who won a wine tasting', () => {
  it('is wine history, not sport', () => {
    expect(openingOf('Who won the famous 1976 Paris wine tasting?')).toMatch(/montelena|stag/);
    expect(openingOf('Who won the Judgement of Paris in 1976?')).toMatch(/montelena|stag/);
  });

  it('leaves a match or a race with no wine in it off the subject', () => {
    expect(answer({ question: 'Who won the Tour of Flanders in 2019?', level: 2 }).intent).toBe('off-topic');
  });
});

describe('a share asked under a law named by its initials', () => {
  it('is answered by that law’s percentage', () => {
    expect(openingOf('Under EU rules, what minimum share of a varietal wine must be that variety?')).toMatch(
      /^\S+( \S+)? eu( \([^)]*\))?: [^.]*85%/,
    );
    expect(openingOf('What share of a US varietal wine must be the named grape?')).toMatch(/^\S+( \S+)? [^.]*75%/);
  });
});

describe('why a place gets what it is known for', () => {
  it('is answered by the sentence saying what favours or encourages it', () => {
    expect(openingOf('Why is Tokaj so suited to noble rot?')).toMatch(/bodrog|tisza/);
    expect(openingOf('Why does Sauternes get noble rot?')).toMatch(/ciron/);
  });
});

describe('two sides sharing one noun', () => {
  it('compares both, the first read with the noun the second ends with', () => {
    for (const q of [
      'Alcoholic vs malolactic fermentation: what is the difference?',
      'Compare alcoholic and malolactic fermentation',
    ]) {
      expect(answer({ question: q, level: 3 }).intent).toBe('compare');
      expect(openingOf(q)).toMatch(/yeast[\s\S]*malic/);
    }
  });
});

describe('events of wine history the records tell', () => {
  it('opens with the event asked about', () => {
    expect(openingOf('What did the Methuen Treaty do for Port?', 4)).toMatch(/1703[^.]*portug/);
    expect(openingOf('How did the Methuen Treaty change what the English drank?', 4)).toMatch(/1703/);
    expect(openingOf('What were the Champagne riots about?', 4)).toMatch(/191[01]/);
    expect(openingOf('Who was Christopher Merret?', 4)).toMatch(/1662[^.]*sugar/);
  });
});

describe('a true/false statement about a person the records name inside other records', () => {
  const verdict = (q: string) => answer({ question: q, level: 2 }).markdown.split('\n\n')[0] ?? '';

  it('is false when a sentence naming the person denies the deed', () => {
    expect(verdict('True or false: Dom Pérignon invented sparkling Champagne.')).toMatch(/^\*\*False/);
    expect(verdict('True/False: The monk Dom Perignon invented the méthode champenoise.')).toMatch(/^\*\*False/);
  });

  it('is true when a sentence naming the person says it all', () => {
    expect(verdict('True or false: Dom Pérignon was a Benedictine monk.')).toMatch(/^\*\*True/);
  });
});

describe('where a grape comes from', () => {
  it('does not list again as key regions the places its homeland already named', () => {
    const o = openingOf('Where is Teran originally from?');
    expect(o).toMatch(/istria/);
    expect(o).not.toMatch(/key regions? today/);
    expect(openingOf('Where does Plavac Mali come from originally?')).toMatch(/dalmatia[\s\S]*key region today is/);
  });
});
