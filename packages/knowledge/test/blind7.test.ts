// Questions at the edges of the subject, written in one go before the engine was run on them: other
// subjects and other drinks (steered back to wine; a wine question inside them answered), things no
// knowledge base can hold (made-up grapes, appellations, estates and people, prices, scores, future
// vintages, private figures), WSET Level 2-style multiple choice, and real but little-known wines that
// must be answered, never called unknown or off-topic. `blind7-dev.json` is tuned on;
// `blind7-holdout.json` is only measured.
//
// The product's stance on other drinks (the spec: "all about wine"): beer, spirits, cocktails,
// coffee, tea and kombucha are other subjects, steered back to wine politely (with a wine angle
// where one exists); drinks made from wine (vermouth, brandy such as Cognac) and cooking with wine
// are wine questions and are answered.
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluate, report } from './eval/grade.ts';
import { loadSet } from './eval/sets.ts';

function measure(name: string, printFailures: boolean) {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return f;
}

describe('edges of the subject (blind set 7)', () => {
  it('has each kind of item in both parts', () => {
    const all = [...loadSet('blind7-dev.json'), ...loadSet('blind7-holdout.json')];
    const count = (k: string) => all.filter((i) => i.kind === k).length;
    expect(count('offtopic')).toBeGreaterThanOrEqual(50);
    expect(count('unknowable')).toBeGreaterThanOrEqual(50);
    expect(count('choice')).toBeGreaterThanOrEqual(40);
    expect(count('open')).toBeGreaterThanOrEqual(50);
    for (const item of all.filter((i) => i.kind === 'choice')) expect(item.answer).toBeTruthy();
  });

  it('steers, admits and answers on the tuning part', () => {
    const f = measure('blind7-dev.json', true);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.95);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.devOpen);
  });

  it('holds its floors on the held-out part', () => {
    const f = measure('blind7-holdout.json', false);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.9);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.8);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(0.8);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutOpen);
  });
});

const FLOORS = { devOpen: 0.74, holdoutOpen: 0.78 };
