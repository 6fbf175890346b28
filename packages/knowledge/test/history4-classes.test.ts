// Questions of wine's past whose everyday words ("drinkers", "switch", "documented", "revolution")
// took them off wine or left them unread, though a dated sentence of the records tells the event:
// they are answered by that sentence. A place's own history asked for another subject's sake stays
// off wine.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a question of the past told by a dated sentence', () => {
  it('answers an event asked in everyday words with the sentence that tells it', () => {
    expect(openingOf('Why did England’s drinkers turn to Portuguese wine in the 1700s?')).toContain('methuen');
    expect(openingOf('How come the English took to Portuguese wine around 1703?')).toContain('duty');
    expect(openingOf('Who documented the Cape’s very first wine in 1659?')).toContain('riebeeck');
    expect(openingOf("Under whom was the Cape's first wine made in 1659?")).toContain('riebeeck');
  });

  it('reads a question of where something began as one of the past', () => {
    expect(openingOf("Where did Australia's screwcap revolution begin?")).toContain('clare');
    expect(openingOf('Where did the screwcap uprising of Australian Riesling start?')).toContain('clare');
  });

  it('keeps a wine place asked of for another subject off wine', () => {
    for (const question of ['When was the cathedral of Bordeaux built?', 'When did the Roman Empire fall?'])
      expect(answer({ question, level: 3, style: 'friendly' }).intent).toBe('off-topic');
  });

  // "19th-century" dates a sentence as "19th century" does; a sentence that names the subject in
  // another record ("Ricasoli's formula for Chianti", kept with Sangiovese) tells who did it.
  it('answers who did something to a named wine from a sentence naming both', () => {
    expect(openingOf('Who gave Chianti its traditional grape recipe?')).toContain('ricasoli');
    expect(openingOf('Who set out the classic recipe for Chianti in the 1800s?')).toContain('ricasoli');
  });

  // "Which was Italy's first DOC?": the possessive does not hide the question of which came first,
  // and only a sentence saying which was first answers it.
  it('answers which was a country’s first with the sentence that says so', () => {
    expect(openingOf('Which was Italy’s first DOCG wine?')).toContain('brunello');
    expect(openingOf('What was Italy’s first white wine to become a DOCG?')).toContain('albana');
    expect(openingOf('Which was Hungary’s first classified wine region?')).toContain('tokaj');
  });
});
