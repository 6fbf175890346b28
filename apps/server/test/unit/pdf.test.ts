// The PDFs are checked by what a reader finds in them: the text pdf.js extracts, page by page.
import { knowledge } from '@sommai/knowledge';
import { PRODUCT_NAME } from '@sommai/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { chatSummary, durationMinutes } from '../../src/modules/pdf/chat-summary.ts';
import { customContentGuide, sections } from '../../src/modules/pdf/custom-content.ts';
import { renderPdf } from '../../src/modules/pdf/document.ts';
import { inline, markdownBlocks } from '../../src/modules/pdf/markdown.ts';
import { printable } from '../../src/modules/pdf/printable.ts';
import { quizReport } from '../../src/modules/pdf/quiz-report.ts';
import { findSubject, studyGuide, suggestions } from '../../src/modules/pdf/study-guide.ts';

export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

const date = new Date('2025-11-23T10:00:00Z');

describe('study guide from a topic', () => {
  it('finds subjects the knowledge base knows, and nothing for words it does not', () => {
    expect(findSubject('Chablis')?.main).toMatchObject({ kind: 'region' });
    expect(findSubject('riesling')?.main).toMatchObject({ kind: 'grape' });
    expect(findSubject('malolactic fermentation')?.main).toMatchObject({ kind: 'topic' });
    const both = findSubject('Barolo vs Barbaresco');
    expect(both?.also).toBeDefined();
    expect(findSubject('quantum physics')).toBeUndefined();
    expect(findSubject('xyzzy')).toBeUndefined();
    expect(suggestions('xyzzy').length).toBeGreaterThan(2);
  });

  it('prints every section from the knowledge data, with page numbers on every page and the answer key last', async () => {
    const found = findSubject('Bordeaux');
    expect(found).toBeDefined();
    if (!found) return;
    const { doc } = studyGuide(found, 4, true, date);
    const { data, pages } = await renderPdf(doc);
    expect(pages).toBeGreaterThanOrEqual(6);
    const text = await pdfPages(data);
    expect(text).toHaveLength(pages);
    text.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
    const all = text.join('\n');
    // Title page: product name, title, level, date, logo and signature line.
    expect(text[0]).toContain(PRODUCT_NAME);
    expect(text[0]).toContain('STUDY GUIDE');
    expect(text[0]).toContain('Bordeaux');
    expect(text[0]).toContain('4 — Certification');
    expect(text[0]).toContain('23 November 2025');
    expect(text[0]).toContain('Signature (Student)');
    for (const section of [
      'Overview',
      'Key facts',
      'Grapes and regions involved',
      'Tasting notes',
      'Food pairing',
      'Exam tips',
      'Self-test questions',
    ])
      expect(all).toContain(section);
    expect(text.at(-1)).toContain('Answer key');
    // Facts straight from the data.
    const bordeaux = knowledge.region('bordeaux');
    expect(all).toContain('France');
    for (const g of bordeaux?.grapes.slice(0, 3) ?? []) expect(all).toContain(knowledge.grape(g)?.name ?? g);
    for (const child of knowledge.children('bordeaux').slice(0, 3)) expect(all).toContain(child.name);
    expect(all).toMatch(/1\s+A\.|A\./);
  });

  it('follows the chosen level: deeper facts only at higher levels', async () => {
    const chablis = findSubject('Chablis');
    if (!chablis) throw new Error('Chablis is in the knowledge base');
    const level4Only = knowledge.region('chablis')?.facts.find((f) => f.depth === 4)?.text ?? '';
    expect(level4Only).not.toBe('');
    const words = level4Only.slice(0, 40);
    const l1 = (await pdfPages((await renderPdf(studyGuide(chablis, 1, false, date).doc)).data)).join(' ');
    const l4 = (await pdfPages((await renderPdf(studyGuide(chablis, 4, false, date).doc)).data)).join(' ');
    expect(l4).toContain(words);
    expect(l1).not.toContain(words);
    expect(l1).toContain('1 — Wine Basics');
    // Without the logo there is no signature line.
    expect(l1).not.toContain('Signature');
  });

  it('compares two subjects named together', async () => {
    const found = findSubject('Barolo vs Barbaresco');
    if (!found) throw new Error('both are in the knowledge base');
    const text = (await pdfPages((await renderPdf(studyGuide(found, 2, false, date).doc)).data)).join(' ');
    expect(text).toMatch(/Barbaresco and Barolo compared|Barolo and Barbaresco compared/);
  });

  it('draws only characters the built-in fonts have', () => {
    expect(printable('Kövérszőlő ≤ 4 g/L → Gewürztraminer, Šipon, “quoted”')).toBe(
      'Kövérszolo <= 4 g/L -> Gewürztraminer, Šipon, “quoted”',
    );
  });
});

describe('study guide from pasted content', () => {
  const notes = [
    'BURGUNDY BASICS',
    '',
    'Burgundy makes Pinot Noir and Chardonnay on limestone slopes. The Côte d’Or is split into the Côte de Nuits and the Côte de Beaune.',
    '',
    'Key rules:',
    '- Grand Cru sites are appellations of their own',
    '- Premier Cru wines name the village and the vineyard',
    '',
    '## Chablis',
    'Chablis is cool and makes taut, unoaked Chardonnay. Kimmeridgian soils give a flinty style.',
  ].join('\n');

  it('keeps the learner’s headings and text, and adds key points and the knowledge base’s notes', async () => {
    expect(sections(notes).map((s) => s.heading)).toEqual(
      [undefined, 'Burgundy Basics', 'Key rules', 'Chablis'].filter(Boolean),
    );
    const doc = customContentGuide({ content: notes, level: 2, includeLogo: false, date });
    const { data, pages } = await renderPdf(doc);
    const text = (await pdfPages(data)).join(' ');
    expect(text).toContain('Burgundy Basics');
    expect(text).toContain('Key rules');
    expect(text).toContain('Grand Cru sites are appellations of their own');
    expect(text).toContain('Kimmeridgian soils give a flinty style');
    expect(text).toContain('Key points');
    expect(text).toContain('Wines, places and terms mentioned');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('gives plain prose without headings sections of its own', () => {
    const prose = Array.from(
      { length: 12 },
      (_, i) => `Paragraph ${i + 1} talks about wine in some detail. It has a second sentence.`,
    ).join('\n\n');
    const doc = customContentGuide({ content: prose, level: 1, includeLogo: false, date });
    const headings = doc.blocks
      .filter((b) => b.type === 'heading' && b.level === 1)
      .map((b) => (b.type === 'heading' ? b.text : ''));
    expect(headings.filter((h) => h.startsWith('Part ')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('chat and session summaries', () => {
  it('renders questions, markdown answers, duration and level', async () => {
    const start = Date.parse('2025-11-23T09:00:00Z');
    const doc = chatSummary({
      kind: 'Chat Summary',
      title: 'Chablis questions',
      level: 2,
      voiceMode: 'technical',
      date,
      messages: [
        { role: 'user', content: 'What grape is Chablis made from?', timestamp: new Date(start) },
        {
          role: 'assistant',
          content:
            '## Chablis\nChablis is **100% Chardonnay**.\n\n- Petit Chablis\n- Chablis Grand Cru\n\n| Level | Name |\n|---|---|\n| 1 | Petit Chablis |\n| 4 | Grand Cru |',
          timestamp: new Date(start + 60_000),
        },
        { role: 'user', content: 'And Sancerre?', timestamp: new Date(start + 5 * 60_000) },
        { role: 'assistant', content: 'Sancerre is *Sauvignon Blanc*.', timestamp: new Date(start + 6 * 60_000) },
      ],
    });
    const text = (await pdfPages((await renderPdf(doc)).data)).join(' ');
    expect(text).toContain('CHAT SUMMARY');
    expect(text).toContain('Questions asked');
    expect(text).toContain('Session duration');
    expect(text).toContain('6 min');
    expect(text).toContain('2 — Intermediate / Wine Regions');
    expect(text).toContain('Technical');
    expect(text).toContain('What grape is Chablis made from?');
    expect(text).toContain('Chablis is 100% Chardonnay.');
    expect(text).not.toContain('**');
    expect(text).toContain('Petit Chablis');
    expect(text).toContain('Grand Cru');
    expect(text).toContain('Sancerre is Sauvignon Blanc.');
    expect(text).toContain('Wines and topics covered');
  });

  it('says N/A for the duration of fewer than two messages', () => {
    expect(durationMinutes([{ role: 'user', content: 'hi', timestamp: new Date() }])).toBeUndefined();
    expect(
      durationMinutes([
        { role: 'user', content: 'a', timestamp: new Date(0) },
        { role: 'assistant', content: 'b', timestamp: new Date(150_000) },
      ]),
    ).toBe(3);
  });

  it('reads markdown: headings, bullets, numbered steps, emphasis and tables', () => {
    expect(inline('A **bold** and *italic* word, snake_case and `code`')).toEqual([
      { text: 'A ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'italic', italic: true },
      { text: ' word, snake_case and code' },
    ]);
    const blocks = markdownBlocks('# Title\n\n1. one\n2. two\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\nText.');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'list', 'list', 'table', 'paragraph']);
  });
});

describe('quiz report', () => {
  it('prints the score, every question, the answer given, the right one and why', async () => {
    const doc = quizReport({
      quizTitle: 'Famous Regions and Their Countries',
      level: 1,
      category: 'regions',
      score: 50,
      correctAnswers: 1,
      totalQuestions: 2,
      takenAt: date,
      includeLogo: true,
      date,
      results: [
        {
          questionId: 'q1',
          question: 'In which country is Rioja?',
          options: ['Spain', 'Portugal', 'Italy', 'France'],
          selected: 0,
          correctAnswer: 0,
          correct: true,
          explanation: 'Rioja is a wine region of Spain.',
        },
        {
          questionId: 'q2',
          question: 'In which country is Douro?',
          options: ['Spain', 'Portugal', 'Italy', 'France'],
          selected: 0,
          correctAnswer: 1,
          correct: false,
          explanation: 'Douro is a wine region of Portugal.',
        },
      ],
    });
    const { data, pages } = await renderPdf(doc);
    const text = await pdfPages(data);
    const all = text.join(' ');
    expect(text[0]).toContain('QUIZ REPORT');
    expect(text[0]).toContain('Famous Regions and Their Countries');
    expect(all).toContain('50%');
    expect(all).toContain('1 of 2 correct');
    expect(all).toContain('In which country is Douro?');
    expect(all).toContain('Your answer: A. Spain - incorrect');
    expect(all).toContain('Correct answer: B. Portugal');
    expect(all).toContain('Douro is a wine region of Portugal.');
    expect(all).toContain('What to revise');
    expect(text.at(-1)).toContain(`Page ${pages} of ${pages}`);
  });
});
