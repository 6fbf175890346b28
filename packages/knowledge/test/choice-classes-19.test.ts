// Classes of true/false items: a word of time ("during", "before", "after") that a record says of
// another event or an earlier step, and a list of names after a colon that takes what precedes it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('a word of time that a record says of another event', () => {
  it('does not make a statement false when a sentence says the statement with the same event', () => {
    // "During fermentation" against "Fermentation is stopped after two or three days…".
    expect(verdict('True or false: Port stays sweet because the grape spirit is added during fermentation.')).toMatch(
      /^\*\*True\./,
    );
    expect(
      verdict(
        'True or false: Port keeps natural sugar because grape spirit is added before fermentation has finished.',
      ),
    ).toMatch(/^\*\*True\./);
    // "After fermentation" against "…which may then be sweetened before bottling".
    expect(verdict('True or false: Sherry is a dry wine because it is fortified after fermentation.')).toMatch(
      /^\*\*True\./,
    );
    expect(verdict('True or false: Fino Sherry is fortified after fermentation has finished.')).toMatch(/^\*\*True\./);
  });

  it('still makes a statement false when a record says the opposite word of the same event', () => {
    expect(verdict('True or false: Port gets its grape spirit after fermentation has finished.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: Sherry is sweet because it is fortified during fermentation.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: Malolactic conversion usually happens before alcoholic fermentation.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: Amarone is sweet because its grapes are dried before fermentation.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: Sauternes is dry because its grapes are affected by noble rot.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: Amarone is a light-bodied red.')).toMatch(/^\*\*False\./);
  });
});

describe('a word of time said of an earlier step of making the wine', () => {
  it('is no clash: grapes dried after harvest are dried before fermentation', () => {
    expect(verdict('True or false: Amarone is powerful because its grapes are dried before fermentation.')).toMatch(
      /^\*\*True\./,
    );
    expect(verdict('True or false: Recioto della Valpolicella is made from grapes dried before fermentation.')).toMatch(
      /^\*\*True\./,
    );
    expect(
      verdict('True or false: Recioto della Valpolicella is a dry wine made from grapes dried before fermentation.'),
    ).toMatch(/^\*\*False\./);
  });
});

describe('a style named with the wine it is a style of', () => {
  it('is judged by what a sentence says of that wine', () => {
    // "…adding it after fermentation gives a dry wine that may be sweetened later (Sherry)".
    expect(verdict('True or false: Oloroso Sherry is fortified during fermentation.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Manzanilla Sherry is fortified during fermentation.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Manzanilla Sherry is fortified after fermentation.')).toMatch(/^\*\*True\./);
  });
});

describe('fresh against dried, said of the same grapes or fruit', () => {
  it('makes a statement false only when both words are said of the same thing', () => {
    expect(verdict('True or false: Amarone is made from fresh grapes.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Vin Santo is made from fresh grapes.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Tawny Port tastes of fresh fruit.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Vin Santo is made from dried grapes.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Ruby Port tastes of fresh fruit.')).toMatch(/^\*\*True\./);
  });
});

describe('a list of names after a colon', () => {
  it('takes what is said before the colon as said of each name', () => {
    // "Fortifying during fermentation stops the yeast, so the wine … is naturally sweet: Port, Madeira, …"
    expect(verdict('True or false: Rutherglen Muscat is fortified after fermentation.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Port is dry because spirit is added during fermentation.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Rutherglen Muscat is fortified during fermentation.')).toMatch(/^\*\*True\./);
  });
});
