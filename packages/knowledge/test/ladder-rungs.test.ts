// The rungs of a ladder the records give in full: each of the Médoc's growths answers for itself, and a
// rung past the end of a ladder (a growth below the fifth, an age of Tawny Port no law indicates) is
// said not to exist rather than answered with a neighbour.
import { describe, expect, it } from 'vitest';
import { checkHonesty } from '../src/honesty.ts';
import { answer, knowledge } from '../src/index.ts';

const now = new Date('2026-06-01');
const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 300);

describe('the growths of the 1855 classification', () => {
  it('names châteaux of a middle rung', () => {
    expect(opening('which chateaux are fourth growths')).toMatch(/Beychevelle|Talbot/);
    expect(opening('Give me an example of a Second Growth.')).toMatch(/Léoville|Pichon|Cos d’Estournel/);
  });

  it('says there is no rung below the last', () => {
    const h = checkHonesty(knowledge, 'Is Château Siran a seventh growth?', now);
    expect(h?.reason).toBe('premise');
    expect(opening('Which estates are Sixth Growths?')).toMatch(/no record of a Sixth Growth/);
  });
});

describe('ages indicated on Tawny Port', () => {
  it('says an age the records do not list does not exist', () => {
    expect(opening('How is a 15 year old Tawny blended?')).toMatch(/no record of a 15 Year Old Tawny/);
  });

  it('answers an age the records list', () => {
    expect(checkHonesty(knowledge, 'What does a 30-year-old tawny taste like?', now)?.reason).not.toBe('premise');
  });
});
