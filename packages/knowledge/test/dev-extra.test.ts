// Development questions beyond the main set: the question's focus, numbers first, tasting and
// theory, made-up names and unknowable things, off-topic requests, comparisons and attachments.
// `dev-extra.json` is tuned on; `dev-holdout.json` was written at the same time and is only measured.
import { readFileSync } from 'node:fs';
import type { VoiceStyle } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { answer, fold } from '../src/index.ts';

interface DevQuestion {
  q: string;
  level: 1 | 2 | 3 | 4;
  style?: VoiceStyle;
  context?: string;
  /** Key facts (one spelling of each group) that must be in the opening 400 characters. */
  open?: string[][];
  /** Key facts that must be somewhere in the answer. */
  any?: string[][];
  /** Texts that must not appear. */
  mustNot?: string[];
  /** The answer must say the thing is not known, cannot be known yet, or steer back to wine. */
  expect?: 'unknown' | 'unknowable' | 'off-topic';
}

const load = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as DevQuestion[];

const norm = (s: string) =>
  fold(s)
    .replace(/[*_#>|]/g, ' ')
    .replace(/[-‐–]/g, ' ')
    .replace(/\s+/g, ' ');

const HONEST = /\b(nothing on|don.?t have anything|not in my|no record of|have no (notes|record))\b/;
const UNKNOWABLE = /\b(can.?t be known|cannot be known|no one can know yet|not known yet)\b/;
const STEER = /\b(only answer questions about wine|outside what i can help|wine tutor|wine specialist)\b/;

export function gradeDev(item: DevQuestion): { ok: boolean; missing: string[]; markdown: string } {
  const a = answer({ question: item.q, level: item.level, style: item.style ?? 'friendly', context: item.context });
  const text = norm(a.markdown);
  const opening = norm(a.markdown.slice(0, 400));
  const missing: string[] = [];
  for (const g of item.open ?? []) if (!g.some((x) => opening.includes(norm(x)))) missing.push(`open: ${g.join('|')}`);
  for (const g of item.any ?? []) if (!g.some((x) => text.includes(norm(x)))) missing.push(`any: ${g.join('|')}`);
  for (const x of item.mustNot ?? []) if (text.includes(norm(x))) missing.push(`not: ${x}`);
  if (item.expect === 'unknown' && !(HONEST.test(opening) || UNKNOWABLE.test(opening))) missing.push('says unknown');
  if (item.expect === 'unknowable' && !UNKNOWABLE.test(opening)) missing.push('says unknowable');
  if (item.expect === 'off-topic' && !STEER.test(opening)) missing.push('steers back to wine');
  return { ok: missing.length === 0, missing, markdown: a.markdown };
}

function run(name: string): number {
  const items = load(name);
  let passed = 0;
  const failures: string[] = [];
  for (const item of items) {
    const r = gradeDev(item);
    if (r.ok) passed++;
    else
      failures.push(
        `✗ [L${item.level}] ${item.q}\n  missing: ${r.missing.join('; ')}\n  answer: ${r.markdown.slice(0, 300).replace(/\n+/g, ' ⏎ ')}`,
      );
  }
  console.log(`${name}: ${passed}/${items.length}`);
  if (failures.length > 0) console.log(failures.join('\n'));
  return passed / items.length;
}

describe('development questions', () => {
  it('has the tuning and held-out sets with something to check in each item', () => {
    for (const name of ['dev-extra.json', 'dev-holdout.json'])
      for (const item of load(name))
        expect((item.open?.length ?? 0) + (item.any?.length ?? 0) + (item.expect ? 1 : 0)).toBeGreaterThan(0);
  });

  it('answers the tuning set', () => {
    expect(run('dev-extra.json')).toBeGreaterThanOrEqual(0.9);
  });

  it('answers the held-out set', () => {
    expect(run('dev-holdout.json')).toBeGreaterThanOrEqual(0.85);
  });
});
