// The built-in engine's paced stream: every word arrives, late wake-ups send the words due together,
// writes are at least a frame apart, and an answer leaves nothing attached to the signal it was given.
import { getEventListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answer, chunks } from '@sommai/knowledge';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  type AnswerPart,
  ask,
  opening,
  PACED_WRITE_MS,
  pacedWriteMs,
  STREAMS_AT_FULL_RATE,
} from '../../src/modules/chat/engine.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sommai-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = { question: 'Where is Rioja?', level: 2 as const, style: 'friendly' as const, history: [] };

async function collect(paceMs: number, signal: AbortSignal, busyMs = 0) {
  const config = { ...loadConfig({ DATA_DIR: dir }), chatPaceMs: paceMs };
  const texts: string[] = [];
  for await (const part of ask(config, input, signal) as AsyncGenerator<AnswerPart>) {
    if (part.type !== 'text') continue;
    texts.push(part.text);
    // A busy server: the next wake-up comes late.
    const until = performance.now() + busyMs;
    while (performance.now() < until) {}
  }
  return texts;
}

describe('the built-in engine, paced', () => {
  it('streams the whole answer and leaves no listener on the signal', async () => {
    const gone = new AbortController();
    const texts = await collect(1, gone.signal);
    expect(texts.join('')).toBe(answer(input).markdown);
    expect(texts.length).toBeGreaterThan(1);
    expect(getEventListeners(gone.signal, 'abort')).toHaveLength(0);
  });

  it('sends the words due together when a wake-up comes late, in the same order', async () => {
    const texts = await collect(2, new AbortController().signal, 10);
    expect(texts.join('')).toBe(answer(input).markdown);
    expect(texts.slice(1).some((t) => t.trim().split(/\s+/).length > 1)).toBe(true);
  });

  it('writes at most once a frame however short the pace, each write carrying the words due by then', async () => {
    const words = answer(input).markdown.trim().split(/\s+/).length;
    for (const paceMs of [1, 5]) {
      const texts = await collect(paceMs, new AbortController().signal);
      expect(texts.join('')).toBe(answer(input).markdown);
      expect(texts.length).toBeGreaterThan(1);
      // A word is due every paceMs but a write goes out once a frame (PACED_WRITE_MS), so the writes
      // are several times fewer than the words, whatever the machine's speed.
      expect(texts.length * Math.floor(PACED_WRITE_MS / paceMs / 2)).toBeLessThanOrEqual(words);
    }
  });
});

describe('paced writes with many answers streaming', () => {
  it('keeps the frame interval for a few answers and spreads the writes out in proportion beyond them', () => {
    expect(pacedWriteMs(1)).toBe(PACED_WRITE_MS);
    expect(pacedWriteMs(STREAMS_AT_FULL_RATE)).toBe(PACED_WRITE_MS);
    expect(pacedWriteMs(2 * STREAMS_AT_FULL_RATE)).toBe(2 * PACED_WRITE_MS);
    // All answers together write about as often as STREAMS_AT_FULL_RATE answers would.
    for (const n of [16, 50, 200])
      expect((n * 1000) / pacedWriteMs(n)).toBeCloseTo((STREAMS_AT_FULL_RATE * 1000) / PACED_WRITE_MS);
  });

  it('streams every word of many answers at once, each in writes spread by how many stream', async () => {
    const paceMs = 2;
    const due = chunks(answer(input).markdown).length * paceMs;
    const n = 4 * STREAMS_AT_FULL_RATE;
    const together = await Promise.all(Array.from({ length: n }, () => collect(paceMs, new AbortController().signal)));
    for (const texts of together) {
      expect(texts.join('')).toBe(answer(input).markdown);
      // The first write, then one every pacedWriteMs(n) or so until the last word is due (counted
      // against half of it, to leave room for answers that started or ended a little apart); one
      // every PACED_WRITE_MS would be about twice as many.
      expect(texts.length).toBeLessThanOrEqual(1 + Math.ceil(due / (pacedWriteMs(n) / 2)));
    }
  });
});

describe('answers opening before the later words of others', () => {
  async function writeTimes(paceMs: number) {
    const config = { ...loadConfig({ DATA_DIR: dir }), chatPaceMs: paceMs };
    const writes: { at: number; text: string }[] = [];
    for await (const part of ask(config, input, new AbortController().signal) as AsyncGenerator<AnswerPart>)
      if (part.type === 'text') writes.push({ at: performance.now(), text: part.text });
    return writes;
  }

  it("puts off a streaming answer's next write while another answer opens, by at most one interval each time", async () => {
    const opened = opening();
    try {
      const writes = await writeTimes(1);
      expect(writes.map((w) => w.text).join('')).toBe(answer(input).markdown);
      expect(writes.length).toBeGreaterThan(1);
      // Each write waited its interval, then as long again for the answer that never opened.
      for (let i = 1; i < writes.length; i++)
        expect(writes[i].at - writes[i - 1].at).toBeGreaterThanOrEqual(1.5 * PACED_WRITE_MS);
    } finally {
      opened();
    }
  });

  it('writes at its own interval again once the other answer has opened, however often that is said', async () => {
    const opened = opening();
    opened();
    opened();
    const writes = await writeTimes(1);
    expect(writes.map((w) => w.text).join('')).toBe(answer(input).markdown);
    // With nothing opening, the writes come about once a frame: fewer waits than one a write.
    const span = writes[writes.length - 1].at - writes[0].at;
    expect(span).toBeLessThan((writes.length - 1) * 1.5 * PACED_WRITE_MS + 200);
  });
});
