// "Which DOCG uses Frappato?", asked with the category word last or the grape first: the places
// that grow the grape, not what the category word means.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const open = (q: string) => opening(answer({ question: q, level: 2, style: 'friendly' }).markdown);

describe('a category of appellation asked of a grape', () => {
  it('names the grape’s places when the category comes last', () => {
    expect(open('Tempranillo is best known from which Spanish DOCa?')).toMatch(/Rioja/);
    expect(open('Garnacha is most famous in which Spanish DO?')).toMatch(/Priorat|Campo de Borja/);
  });

  it('names them when the grape follows the category', () => {
    expect(open('Which DOCG is Nebbiolo best known for?')).toMatch(/Barolo/);
  });

  it('leaves a question about the category word itself alone', () => {
    expect(open('What does DOCG mean on an Italian label?')).toMatch(/Garantita|guaranteed|highest/i);
  });
});
