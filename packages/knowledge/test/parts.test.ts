// Places within a region that have no record of their own (a region's `parts`): found by name, and
// answered as themselves, within their region, rather than as the whole region.
import { describe, expect, it } from 'vitest';
import { answer, fold, knowledge, search } from '../src/index.ts';
import { KnowledgeBase } from '../src/kb.ts';
import { FIXTURE } from './fixtures.ts';

const opening = (question: string) =>
  fold(answer({ question, level: 3, style: 'friendly' }).markdown.replace(/\*\*/g, '')).slice(0, 400);

describe('a region’s parts in the search index', () => {
  it('finds the region by the name of a part, and says which part was named', () => {
    const hit = search('Gibbston', { kinds: ['region'] })[0];
    expect(hit?.id).toBe('central-otago');
    expect(hit?.within).toBe('Gibbston');
    const m = knowledge.mentions('is the Awatere Valley colder than the Wairau?');
    // Two places within one region are two things named, not one.
    expect(m.filter((x) => x.kind === 'region').map((x) => [x.id, x.within])).toEqual([
      ['marlborough', 'Awatere Valley'],
      ['marlborough', 'Wairau Valley'],
    ]);
  });

  it('marks nothing as a part when the region is named itself', () => {
    const m = knowledge.mentions('Marlborough Sauvignon Blanc');
    expect(m.find((x) => x.kind === 'region')?.within).toBeUndefined();
  });

  it('reads parts from any data set', () => {
    const regions = FIXTURE.regions.map((r, i) => (i === 0 ? { ...r, parts: [{ name: 'Zorvanne Slope' }] } : r));
    const kb = new KnowledgeBase({ ...FIXTURE, regions });
    const hit = kb.search('Zorvanne Slope')[0];
    expect(hit?.id).toBe(regions[0].id);
    expect(hit?.within).toBe('Zorvanne Slope');
  });
});

describe('answers about a part', () => {
  it('open with the part’s own fact and the region it lies within', () => {
    const text = opening('what is the Awatere Valley like?');
    expect(text).toContain('awatere valley lies within marlborough');
    expect(text.indexOf('awatere')).toBeLessThan(text.indexOf('marlborough is'));
  });

  it('keep the part first whatever is asked of it', () => {
    const text = opening('which grape does Polish Hill River do best?');
    expect(text).toContain('riesling');
    expect(text).toContain('polish hill river lies within clare valley');
  });

  it('say only that it lies within its region when no fact is known', () => {
    const part = knowledge.regions.flatMap((r) => (r.parts ?? []).filter((p) => !p.fact).map((p) => ({ r, p })))[0];
    expect(part).toBeDefined();
    if (!part) return;
    expect(opening(`tell me about ${part.p.name}`)).toContain(fold(`${part.p.name} lies within ${part.r.name}`));
  });

  it('leave an answer about the region itself as it was', () => {
    expect(opening('tell me about Marlborough')).not.toContain('lies within');
  });

  it('list the parts among the places within the region', () => {
    const md = answer({ question: 'tell me about the Clare Valley', level: 3, style: 'friendly' }).markdown;
    expect(md).toMatch(/Sub-regions[\s\S]*Polish Hill River/);
  });
});

describe('a place whose facts are all written for Level 2 or above', () => {
  it('opens with its defining fact at a level that reaches it', () => {
    expect(opening('tell me about Gattinara')).toContain('spanna');
    expect(opening('tell me about Martinborough')).toContain('pinot noir');
  });

  it('keeps that fact for the level it was written for', () => {
    const md = fold(answer({ question: 'tell me about Gattinara', level: 1, style: 'friendly' }).markdown);
    expect(md).not.toContain('spanna');
  });
});

describe('a question asking for the places within a region', () => {
  it('opens with them, those with records and its parts', () => {
    const text = opening('what are the sub-regions of the Clare Valley?');
    expect(text).toContain('polish hill river');
    expect(text).toContain('watervale');
    expect(opening('which areas does the Mosel have?')).toContain('saar');
  });

  it('does not list them for a selection or a superlative', () => {
    expect(opening('which two Clare Valley areas have slate soils?')).not.toContain('places within');
    expect(opening('which is the coolest valley of Marlborough?')).not.toContain('places within');
  });
});

describe('exam items whose options are places within one region', () => {
  const verdict = (q: string) => answer({ question: q, level: 3, style: 'exam' }).markdown.split('\n')[0];
  it('tell the parts apart by their own facts', () => {
    expect(
      verdict(
        'Which Oregon AVA is known for red volcanic Jory soils?\nA) Dundee Hills\nB) Yamhill-Carlton\nC) Ribbon Ridge\nD) Chehalem Mountains',
      ),
    ).toMatch(/^\*\*A\b/);
    expect(
      verdict(
        'Which Marlborough valley is higher, cooler and windier?\nA) Wairau Valley\nB) Awatere Valley\nC) Southern Valleys\nD) Waipara Valley',
      ),
    ).toMatch(/^\*\*B\b/);
  });
});

describe('a question asking which place within a region', () => {
  it('reads the parts’ facts, however the kind of place is spelt', () => {
    expect(opening('Which Central Otago sub-region is the coolest?')).toContain('gibbston');
    expect(opening('which Clare Valley district gives the most austere Riesling?')).toContain('polish hill river');
  });

  it('takes "one of the coolest" when no place is said to be the coolest outright', () => {
    expect(opening('Which Chianti sub-zone is the coolest?')).toContain('rufina');
    expect(opening('Which German region is the largest?')).toContain('rheinhessen');
  });
});

describe('two places within one region compared', () => {
  it('opens with each place and describes the region once', () => {
    const md = answer({ question: 'Saar or Ruwer: how do they differ?', level: 3, style: 'friendly' }).markdown;
    const text = fold(md.replace(/\*\*/g, ''));
    expect(text.indexOf('the saar is')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('the ruwer is')).toBeGreaterThanOrEqual(0);
    expect(md.match(/\*\*Mosel:\*\*/g) ?? []).toHaveLength(0);
  });
});
