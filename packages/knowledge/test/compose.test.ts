import { describe, expect, it } from 'vitest';
import { answer, answerStream, chunks, fold, KnowledgeBase } from '../src/index.ts';
import { sentences } from '../src/render.ts';
import { FIXTURE } from './fixtures.ts';

const ask = (
  question: string,
  level: 1 | 2 | 3 | 4 = 2,
  style: 'friendly' | 'technical' | 'sharp' | 'exam' = 'friendly',
) => answer({ question, level, style });
const has = (text: string, word: string) => fold(text).includes(fold(word));

describe('answers by intent', () => {
  it('grape-of: names the grape and cites the sources', () => {
    const a = ask('What grape is Chablis made from?', 1);
    expect(a.intent).toBe('grape-of');
    expect(a.found).toBe(true);
    expect(has(a.markdown, 'Chardonnay')).toBe(true);
    expect(a.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'region', id: 'chablis', title: 'Chablis' })]),
    );
    expect(a.sources.some((s) => s.kind === 'grape' && s.id === 'chardonnay')).toBe(true);
  });

  it("names a region's grapes as the place calls them today, never by a name kept only as history", () => {
    // Local names lead where they are in use (Garnacha in Rioja); the grape data also keeps old
    // names tagged "historical" (Beaunois in Chablis, Vidure in Bordeaux), which must not lead.
    expect(ask('Which grapes are used in Rioja?', 2).markdown).toMatch(/\*\*Garnacha \(Grenache\)\*\*/);
    const chablis = ask('What grape is Chablis made from?', 2).markdown;
    expect(chablis).toMatch(/made from \*\*Chardonnay\*\*/);
    expect(has(chablis, 'Beaunois')).toBe(false);
    const pauillac = ask('Tell me about Pauillac', 2).markdown;
    expect(pauillac).toMatch(/\*\*Cabernet Sauvignon\*\*/);
    expect(has(pauillac, 'Vidure')).toBe(false);
  });

  it('compare: answers with a table', () => {
    const a = ask('Chablis vs Meursault');
    expect(a.intent).toBe('compare');
    expect(a.markdown).toMatch(/\| *\| Chablis \| Meursault \|/);
    expect(a.markdown).toContain('| --- |');
  });

  it('where: gives the country and the parent region', () => {
    const a = ask('where is Chablis', 1);
    expect(a.intent).toBe('where');
    expect(has(a.markdown, 'Burgundy')).toBe(true);
    expect(has(a.markdown, 'France')).toBe(true);
  });

  it('how-made: explains the method step by step', () => {
    const a = ask('how is Champagne made', 2);
    expect(a.intent).toBe('how-made');
    expect(has(a.markdown, 'second fermentation')).toBe(true);
    expect(a.markdown).toMatch(/^1\. /m);
  });

  it('serving: finds the advice that fits the wine', () => {
    const a = ask('should I decant Barolo', 2);
    expect(a.intent).toBe('serving');
    expect(a.found).toBe(true);
    expect(a.sources.some((s) => s.kind === 'topic')).toBe(true);
  });

  it('tasting: describes the aromas and structure', () => {
    const a = ask('what does Gewurtz taste like', 1);
    expect(a.intent).toBe('tasting');
    expect(has(a.markdown, 'lychee')).toBe(true);
  });

  it('tasting help: builds on the learner’s own note', () => {
    const a = ask('help me describe this wine: pale lemon, gooseberry and cut grass, high acidity', 2);
    expect(a.intent).toBe('tasting');
    expect(has(a.markdown, 'Your note so far')).toBe(true);
    expect(has(a.markdown, 'Sauvignon Blanc')).toBe(true);
  });

  it('exam practice: asks questions and gives the answers', () => {
    const a = ask('quiz me on Burgundy', 2);
    expect(a.intent).toBe('exam');
    expect(a.markdown).toContain('?');
    expect(has(a.markdown, 'Answers')).toBe(true);
  });

  it('law: gives the rules at certification depth', () => {
    const a = ask('What is the minimum ageing for Barolo?', 4);
    expect(a.intent).toBe('law');
    expect(a.markdown).toMatch(/38 months|3 years/);
  });
});

describe('levels', () => {
  it('grows with the level: level 1 short and plain, level 4 with soils, label terms and classification', () => {
    const l1 = ask('Tell me about Châteauneuf-du-Pape', 1).markdown;
    const l4 = ask('Tell me about Châteauneuf-du-Pape', 4).markdown;
    expect(l1.length).toBeLessThan(l4.length / 2);
    for (const heading of ['### Soils', '### The law and the numbers', '### Climate']) {
      expect(l4).toContain(heading);
      expect(l1).not.toContain(heading);
    }
  });

  it('lists permitted grapes as the legal list at level 3 and above', () => {
    const kb = new KnowledgeBase(FIXTURE);
    const l4 = answer(
      { question: 'What grapes are in Châteauneuf-du-Pape?', level: 4, style: 'friendly' },
      kb,
    ).markdown;
    expect(l4).toMatch(/permitted grapes of \*\*Châteauneuf-du-Pape\*\*/);
  });

  it('only tells facts at or below the level', () => {
    const kb = new KnowledgeBase(FIXTURE);
    const l1 = answer({ question: 'Tell me about Chablis', level: 1, style: 'friendly' }, kb).markdown;
    const l4 = answer({ question: 'Tell me about Chablis', level: 4, style: 'friendly' }, kb).markdown;
    expect(l1).not.toContain('seven Grand Cru');
    expect(l4).toContain('seven Grand Cru');
  });
});

describe('voice styles', () => {
  const q = 'Tell me about Riesling';
  it('friendly: warm, with a tip', () => {
    expect(ask(q, 2, 'friendly').markdown).toMatch(/\*\*Tip:\*\*/);
  });
  it('technical: structured, with headings and tables', () => {
    const md = ask(q, 3, 'technical').markdown;
    expect(md.startsWith('## ')).toBe(true);
    expect(md).toContain('| --- |');
  });
  it('sharp: short and direct, key fact first', () => {
    const sharp = ask(q, 2, 'sharp').markdown;
    const friendly = ask(q, 2, 'friendly').markdown;
    expect(sharp.length).toBeLessThan(friendly.length / 2);
    expect(sharp).not.toContain('###');
    expect(sharp.split('\n').filter((l) => l.trim()).length).toBeLessThanOrEqual(6);
    expect(sharp.startsWith('**Riesling**')).toBe(true);
  });
  it("exam: the key point first in an examiner's phrasing, then a check and a practice question", () => {
    const md = ask('What grape is Chablis made from?', 2, 'exam').markdown;
    const ik = md.indexOf('**Key point:**');
    const iq = md.indexOf('**Question for you:**');
    const ip = md.indexOf('**Practice question:**');
    expect(ik).toBeGreaterThan(-1);
    expect(md.slice(ik, ik + 200)).toMatch(/Chardonnay/);
    expect(iq).toBeGreaterThan(ik);
    expect(ip).toBeGreaterThan(iq);
  });
  it.each(['Could you give me an overview of Barbaresco?', 'I would like to hear about the Gamay grape'])(
    'the practice question is the exam voice\'s alone, made only for it: "%s"',
    (question) => {
      const exam = ask(question, 3, 'exam').markdown;
      expect(exam).toMatch(/\*\*Practice question:\*\* .+\n\n_Answer: .+_/);
      for (const style of ['friendly', 'technical', 'sharp'] as const) {
        const md = ask(question, 3, style).markdown;
        expect(md).not.toContain('Practice question');
        expect(md).not.toContain('What fills the gap?');
      }
    },
  );
});

describe('voice styles change the tone of the opening', () => {
  const STYLES = ['friendly', 'technical', 'sharp', 'exam'] as const;
  // The first line of prose, after any heading.
  const opening = (md: string) =>
    md
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('#')) ?? '';
  it.each([
    ['What grape is Chablis made from?', /Chardonnay/],
    ['Where is Rioja?', /Spain/],
    ['Tell me about Nebbiolo', /Nebbiolo/],
  ])('%s: four different first sentences, each with the key fact', (q, fact) => {
    const first = STYLES.map((s) => opening(ask(q, 2, s).markdown));
    expect(new Set(first).size).toBe(4);
    for (const f of first) expect(f).toMatch(fact);
  });
  it('friendly opens warmly, technical in brief, exam with the key point, sharp with the bare fact', () => {
    const q = 'What grape is Chablis made from?';
    expect(opening(ask(q, 2, 'friendly').markdown)).toMatch(
      /^(Great question|Happy to help|Good one|Let's take a look)/,
    );
    expect(opening(ask(q, 2, 'technical').markdown)).toMatch(/^\*\*In brief:\*\*/);
    expect(opening(ask(q, 2, 'exam').markdown)).toMatch(/^\*\*Key point:\*\*/);
    const sharp = opening(ask(q, 2, 'sharp').markdown);
    expect(sharp).not.toMatch(/^(Great question|Happy to help|\*\*In brief|\*\*Key point)/);
    expect(sentences(sharp)).toHaveLength(1);
  });
  it('technical states a figure the records hold when the lead has none', () => {
    const md = ask('Tell me about Barolo', 3, 'technical').markdown;
    expect(md.slice(0, 600)).toMatch(/\d/);
  });
});

describe('honesty', () => {
  it('says it does not know an unknown grape, and suggests what it can answer', () => {
    const a = ask('tell me about the Zorblax grape');
    expect(a.intent).toBe('unknown');
    expect(a.found).toBe(false);
    expect(a.sources).toEqual([]);
    expect(a.markdown).toMatch(/don't have anything on “Zorblax”/);
    expect(a.markdown.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(['what is the capital of France', 'write me python code'])('steers "%s" back to wine', (q) => {
    const a = ask(q);
    expect(a.intent).toBe('off-topic');
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/wine/);
    expect(a.markdown).not.toMatch(/Paris|def |function/);
    expect(a.markdown.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
  });

  it('only cites records that exist', () => {
    for (const q of ['Chablis vs Meursault', 'what goes with lamb', 'how is Port made', 'quiz me on Sherry']) {
      const a = ask(q, 3);
      expect(a.sources.length).toBeGreaterThan(0);
      for (const s of a.sources) expect(s.title.length).toBeGreaterThan(0);
    }
  });
});

describe('conversation and attachments', () => {
  it('answers a follow-up about the wine discussed before', () => {
    const a = answer({
      question: 'and what food goes with it?',
      level: 2,
      style: 'friendly',
      history: [
        { role: 'user', content: 'Tell me about Barolo' },
        { role: 'assistant', content: '**Barolo** is a DOCG in Piedmont.' },
      ],
    });
    expect(a.intent).toBe('pairing');
    expect(a.sources.some((s) => s.id === 'barolo')).toBe(true);
  });

  it('answers a question about what winemakers or growers do in general as its own, not about the wine before', () => {
    const after = (question: string, before: string) =>
      answer({
        question,
        level: 3,
        style: 'friendly',
        history: [
          { role: 'user', content: before },
          { role: 'assistant', content: answer({ question: before, level: 3, style: 'friendly' }).markdown },
        ],
      });
    const stems = after('why do winemakers keep whole bunches', 'Tell me about Chianti Classico');
    expect(stems.markdown.slice(0, 400)).toMatch(/stems/i);
    expect(stems.sources.some((s) => s.id === 'chianti-classico')).toBe(false);
    // Pointing back keeps the wine discussed: "there" is that region, whose ageing rules answer.
    const there = after('do the winemakers there age it in oak', 'Tell me about Chianti Classico');
    expect(there.markdown.slice(0, 400)).toMatch(/Gran Selezione/);
  });

  it('picks from an attached wine list', () => {
    const context = [
      'WINE LIST',
      'Sancerre 2022, Domaine X — £42',
      'Barolo 2016 — £95',
      'Bourgogne Pinot Noir 2021 — £48',
      'Rioja Gran Reserva 2012 — £60',
      'Desserts: crème brûlée £9',
    ].join('\n');
    const a = answer({ question: 'Which of these wines pairs with duck?', level: 2, style: 'friendly', context });
    expect(a.intent).toBe('pairing');
    expect(a.markdown).toMatch(/From your list/);
    expect(a.markdown.indexOf('Pinot Noir')).toBeGreaterThan(-1);
    expect(a.markdown).not.toMatch(/Domaine Y|Château/);
  });

  it('describes what it recognised on a list when asked about it', () => {
    const context = 'Chablis Premier Cru 2020\nChâteauneuf-du-Pape 2019\nMosel Riesling Kabinett 2022';
    const a = answer({ question: 'What are these wines like?', level: 1, style: 'friendly', context });
    expect(a.found).toBe(true);
    expect(a.markdown).toMatch(/Chablis/);
    expect(a.markdown).toMatch(/Châteauneuf-du-Pape/);
  });
});

describe('streaming', () => {
  it('streams the same markdown in small chunks', async () => {
    const input = { question: 'Chablis vs Meursault', level: 3 as const, style: 'technical' as const };
    const parts: string[] = [];
    for await (const c of answerStream(input)) parts.push(c);
    expect(parts.join('')).toBe(answer(input).markdown);
    expect(parts.length).toBeGreaterThan(20);
    expect(Math.max(...parts.map((p) => p.trim().length))).toBeLessThanOrEqual(12);
  });

  it('chunks join back exactly', () => {
    const md = '## Title\n\n| a | b |\n| --- | --- |\n\n- one\n- two  \n';
    expect(chunks(md).join('')).toBe(md);
  });
});

describe('robustness', () => {
  // One test per level, so each stays well inside its time limit on a busy machine.
  it.each([1, 2, 3, 4] as const)(
    'answers every evaluation question at level %i in every style without broken text',
    async (level) => {
      const { readFileSync } = await import('node:fs');
      const questions = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as {
        q: string;
      }[];
      const extra = [
        '',
        '   ',
        '???',
        'wine',
        'a'.repeat(2000),
        'vs',
        'and what about it?',
        '🍷🍷',
        'Pinot',
        'compare',
      ];
      const bad: string[] = [];
      for (const { q } of [...questions, ...extra.map((q) => ({ q }))])
        for (const style of ['friendly', 'technical', 'sharp', 'exam'] as const) {
          const a = answer({ question: q, level, style });
          if (!a.markdown.trim() || /undefined|NaN|\[object |\*\*\*\*|\(\)|: \./.test(a.markdown))
            bad.push(`${q.slice(0, 40)} L${level} ${style}: ${a.markdown.slice(0, 160)}`);
        }
      if (bad.length > 0) console.log(bad.slice(0, 20).join('\n'));
      expect(bad).toEqual([]);
    },
    60_000,
  );
});

describe('level 4 adds the law, the numbers and the exceptions', () => {
  const section = (md: string) => {
    const i = md.indexOf('### The law and the numbers');
    return i < 0 ? '' : md.slice(i, md.indexOf('\n### ', i + 5) > 0 ? md.indexOf('\n### ', i + 5) : undefined);
  };
  it.each([
    ['Tell me about Rioja', /Gran Reserva/],
    ['Tell me about Chianti Classico', /80%/],
    ['Tell me about Champagne', /15 months/],
  ])('%s: a short legal section with figures at level 4, none at level 1', (q, fact) => {
    const l4 = section(ask(q, 4).markdown);
    expect(l4).toMatch(fact);
    expect(l4).toMatch(/classified as/);
    expect(l4.split('\n').filter((l) => l.startsWith('- ')).length).toBeLessThanOrEqual(6);
    expect(section(ask(q, 1).markdown)).toBe('');
    expect(section(ask(q, 3).markdown)).toBe('');
  });
});

describe('compare questions compare the two things asked, on the axis asked', () => {
  const opening = (q: string) => ask(q, 3).markdown.slice(0, 500);
  it('two classifications are compared as classifications, not by grapes and climate', () => {
    const md = opening('How does the 1855 classification differ from the Saint-Émilion classification?');
    expect(md).toMatch(/1855/);
    expect(md).toMatch(/revised/);
    expect(md).not.toMatch(/Merlot|climate/);
  });
  it('two methods are compared on what each does', () => {
    const md = opening('What is the difference between the traditional method and the tank method?');
    expect(md).toMatch(/bottle/);
    expect(md).toMatch(/tank/);
  });
  it('a wine and its grape: the wine is the grape from one place, the grape grows more widely', () => {
    const md = opening('Compare Barolo and Nebbiolo');
    expect(md).toMatch(/Barolo\*\* is a wine made mainly from \*\*Nebbiolo/);
    expect(md).toMatch(/Barbaresco|Gattinara/);
  });
});
