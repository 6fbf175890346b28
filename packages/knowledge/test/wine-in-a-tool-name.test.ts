// A tool whose name holds the word "wine" ("wine thief", "wine press") asked what it is for is not a
// request for wines made with it: the tool is told, not a list of wines.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.split('\n')[0];

describe('a tool whose name holds the word wine', () => {
  it('is told as the tool, not as a list of wines made with it', () => {
    for (const q of ['what does a wine thief do', 'what is the wine thief for in the cellar']) {
      const first = opening(q);
      expect(first, q).not.toMatch(/^.{0,30}Wines (known for|that use|made)/);
      expect(first, q).toMatch(/thief/i);
    }
  });

  it('still lists wines when wines are asked for', () => {
    expect(opening('which wines are made using the tank method')).toMatch(/Prosecco/);
  });
});
