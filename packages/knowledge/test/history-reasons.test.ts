// Why a practice began is told by the records' reason for it: the voyage behind Madeira's heating,
// cork taint behind the screw caps of Australia and New Zealand.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 400);

describe('the reason a practice began', () => {
  it('tells why Madeira is heated', () => {
    expect(opening('Why do Madeira producers heat the wine?')).toMatch(/voyage|tropics/);
  });

  it('tells why screw caps took over in New Zealand and Australia', () => {
    expect(opening('Why do so many Kiwi and Aussie wines use screwcaps?')).toMatch(/cork taint|TCA/);
  });
});

describe('the English and Port', () => {
  it('names the wars with France and the Methuen Treaty', () => {
    const a = answer({
      question: 'How did British merchants come to run the Port trade?',
      level: 3,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/France|Methuen/);
  });
});

describe('a person the records name inside brackets or quotation marks', () => {
  it('is known by the words the brackets hold', () => {
    const a = answer({ question: 'Who was the Widow Clicquot?', level: 3, style: 'friendly' });
    expect(a.markdown.slice(0, 400)).toMatch(/riddling/);
  });
});
