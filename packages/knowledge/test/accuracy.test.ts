// Accuracy evaluation: questions a WSET Level 1–4 learner asks, each with the key facts its answer
// must contain (any one spelling of each group, case- and accent-insensitive).
import { readFileSync } from 'node:fs';
import type { VoiceStyle } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { answer, fold } from '../src/index.ts';

interface Question {
  q: string;
  level: 1 | 2 | 3 | 4;
  style?: VoiceStyle;
  mustInclude: string[][];
  found?: boolean;
}

const questions = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as Question[];

export function grade(item: Question): { ok: boolean; missing: string[]; markdown: string } {
  const a = answer({ question: item.q, level: item.level, style: item.style ?? 'friendly' });
  // Case, accents and hyphens do not matter: "traditional-method" contains "traditional method".
  const norm = (s: string) => fold(s).replace(/[-‐–]/g, ' ').replace(/\s+/g, ' ');
  const text = norm(a.markdown);
  const missing = item.mustInclude
    .filter((group) => !group.some((alt) => text.includes(norm(alt))))
    .map((g) => g.join(' | '));
  if (item.found !== undefined && a.found !== item.found) missing.push(`found should be ${item.found}`);
  return { ok: missing.length === 0, missing, markdown: a.markdown };
}

describe('accuracy on learner questions', () => {
  it('has at least 120 questions, each with key facts', () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    for (const item of questions) expect(item.mustInclude.length).toBeGreaterThan(0);
  });

  it('answers at least 90 % with their key facts', () => {
    const failures: string[] = [];
    let passed = 0;
    for (const item of questions) {
      const r = grade(item);
      if (r.ok) passed++;
      else
        failures.push(
          `✗ [L${item.level} ${item.style ?? 'friendly'}] ${item.q}\n  missing: ${r.missing.join('; ')}\n  answer: ${r.markdown.slice(0, 300).replace(/\n+/g, ' ⏎ ')}`,
        );
    }
    const rate = passed / questions.length;
    console.log(`accuracy: ${passed}/${questions.length} = ${(rate * 100).toFixed(1)} %`);
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
