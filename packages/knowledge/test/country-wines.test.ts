// A nationality before "wine" ("Greek wine", "Spanish wines") asks about that country's wines; the
// country's record answers, and two countries set side by side are compared as countries.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a country named by its adjective before wine', () => {
  it('makes the country the subject, ahead of the topic of its labels', () => {
    const u = understand('why are Austrian wines so fresh', []);
    expect(u.subjects[0]).toMatchObject({ kind: 'region', id: 'austria' });
    expect(openingOf('what is distinctive about Hungarian wine?', 2)).toMatch(/hungary/);
  });

  it('answers the grapes of the country', () => {
    expect(openingOf('which grapes go into Portuguese wines', 2)).toMatch(/the main grapes of portugal are/);
  });

  it('leaves a question of the label or of the law to the topic of that country’s labels', () => {
    const u = understand('what must a Spanish wine label show', []);
    expect(u.subjects[0]?.kind).not.toBe('region');
  });
});

describe('two countries compared', () => {
  it('says what each grows, without placing a country inside itself', () => {
    const a = answer({ question: 'how do Chilean wines differ from Argentinian wines?', level: 3, style: 'friendly' });
    expect(a.markdown).toMatch(
      /\*\*Chile\*\* grows mostly \*\*Cabernet Sauvignon\*\*, \*\*Argentina\*\* mostly \*\*Malbec\*\*/,
    );
    expect(a.markdown).not.toMatch(/Chile is in Chile/);
    expect(a.markdown).not.toMatch(/\| Where \|/);
  });
});

describe('a country’s categories of wine', () => {
  it('answers the top or bottom rung with the country’s own classes', () => {
    expect(openingOf('what is the top category for Italian wines?', 2).slice(0, 160)).toMatch(/docg/);
  });
});
