// Record facts that answer as asked: a grape's basic fact names where it is at home (Cabernet Franc in
// the Loire), a grape's first aromas hold its hallmark (Syrah's black pepper), and a soil's fact says
// what it does for the vine in the words a learner uses ("soil").
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level: 1 | 2 | 3 = 2) =>
  answer({ question, level, style: 'friendly' }).markdown.slice(0, 400);

describe('record facts that answer as asked', () => {
  it('names where Cabernet Franc is at home in its profile', () => {
    expect(opening('tell me about cabernet franc', 1)).toMatch(/Loire/);
    expect(opening('what is cab franc like', 2)).toMatch(/Chinon|Loire/);
  });

  it('names Syrah’s black pepper when Syrah is compared', () => {
    expect(opening('syrah vs pinot noir')).toMatch(/black pepper/);
    expect(opening('how does shiraz differ from merlot')).toMatch(/black pepper/);
  });

  it('says what the Douro’s schist does for the vine', () => {
    expect(opening('why is schist good for vines in the Douro', 3)).toMatch(/roots can reach deep/);
    expect(opening('how does schist soil help douro vines', 3)).toMatch(/roots can reach deep/);
  });
});
