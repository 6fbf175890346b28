// "How do they dry the grapes for Amarone?": the grapes are what a way of making is done to, so the
// question asks how the wine is made, not which varieties make it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('a way of making done to the grapes', () => {
  it('is answered as how the wine is made', () => {
    const a = reply('how are the grapes dried for Recioto della Valpolicella?');
    expect(a.intent).toBe('how-made');
    expect(reply('How do producers freeze the grapes for Eiswein?').intent).toBe('how-made');
  });

  it('still reads "which grapes are used for Amarone?" as a question of varieties', () => {
    expect(reply('which grapes are used for Amarone?').intent).toBe('grape-of');
  });
});
