// "Wines, places and terms mentioned": what the knowledge base says about the records a text names,
// for the pasted-content guide and the chat summaries. Only recorded facts are printed.
import { type EntityKind, type KnowledgeBase, knowledge } from '@sommai/knowledge';
import { finalize, firstSentence, listText, withoutBrackets } from '@sommai/knowledge/quiz-bank';
import { questionsAbout, usefulMentions } from '../quiz/from-chat.ts';
import type { Block } from './document.ts';

/** Records a text names, most often named first ("region:chablis" → count). */
export function namedIn(text: string, kb: KnowledgeBase = knowledge): Map<string, number> {
  const weights = new Map<string, number>();
  for (const m of usefulMentions(text, kb)) {
    const key = `${m.kind}:${m.id}`;
    weights.set(key, (weights.get(key) ?? 0) + 1);
  }
  // Wines and places first, then label terms, foods and theory; the most named first within each.
  const order = ['region', 'grape', 'term', 'pairing', 'topic'];
  const rank = (key: string) => order.indexOf(key.split(':')[0]);
  return new Map([...weights.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1]));
}

/** One short line on a record, from its data. */
export function inShort(kind: string, id: string, kb: KnowledgeBase = knowledge): string | undefined {
  const e = kb.get(kind as EntityKind, id);
  if (!e) return undefined;
  switch (e.kind) {
    case 'grape': {
      const g = e.record;
      return `${g.colour === 'black' ? 'Black' : g.colour === 'grey' ? 'Grey-skinned' : 'White'} grape from ${withoutBrackets(g.origin.split(';')[0])}; ${listText(g.aromas.slice(0, 3).map(withoutBrackets))}.`;
    }
    case 'region': {
      const r = e.record;
      const grapes = r.grapes
        .slice(0, 3)
        .map((g) => kb.grape(g)?.name)
        .filter((n) => n !== undefined);
      return `${r.classification ? `${r.classification}, ` : ''}${r.country}${grapes.length ? `; ${listText(grapes)}` : ''}.`;
    }
    case 'topic':
      return firstSentence(e.record.summary);
    case 'pairing':
      return `Classic wines: ${listText(e.record.wines.slice(0, 3).map((w) => w.wine))}.`;
    case 'term':
      return `${e.record.country}: ${firstSentence(e.record.meaning)}`;
  }
}

const KIND_NAMES: Record<string, string> = {
  grape: 'Grape',
  region: 'Region',
  topic: 'Subject',
  pairing: 'Food',
  term: 'Label term',
};

/** A table of the records, or nothing when the text names none. */
export function coveredTable(weights: Map<string, number>, kb: KnowledgeBase = knowledge, max = 30): Block[] {
  const rows = [...weights.keys()].slice(0, max).flatMap((key) => {
    const [kind, id] = key.split(':');
    const line = inShort(kind, id, kb);
    return line ? [[KIND_NAMES[kind] ?? kind, kb.title(kind as EntityKind, id), line]] : [];
  });
  if (rows.length === 0) return [];
  return [{ type: 'table', headers: ['Kind', 'Name', 'In short'], widths: [1, 1.8, 5], rows }];
}

/** Self-test questions on the records a text names, with the answer key after them; empty when too few. */
export function checkYourself(
  weights: Map<string, number>,
  seed: string,
  kb: KnowledgeBase = knowledge,
  min = 5,
): Block[] {
  if (weights.size === 0) return [];
  const drafts = questionsAbout(new Map([...weights.entries()].slice(0, 12)), seed, 10, kb);
  if (drafts.length < min) return [];
  const questions = drafts.map((d, i) => finalize(`q${i + 1}`, d));
  return [
    { type: 'heading', level: 1, text: 'Check yourself' },
    {
      type: 'paragraph',
      text: 'Questions on the wines, places and subjects named above, from the SommAI knowledge base. The answers are on the last page.',
      tone: 'muted',
    },
    ...questions.map((q, i): Block => ({ type: 'question', number: i + 1, text: q.question, options: q.options })),
    { type: 'pageBreak' },
    { type: 'heading', level: 1, text: 'Answer key' },
    {
      type: 'table',
      headers: ['No.', 'Answer', 'Why'],
      widths: [0.6, 2.6, 5],
      rows: questions.map((q, i) => [
        String(i + 1),
        `${String.fromCharCode(65 + q.correctAnswer)}. ${q.options[q.correctAnswer]}`,
        q.explanation,
      ]),
    },
  ];
}
