// A chat or a chat session as a document to keep: level, voice style, questions asked, answers given
// and how long it lasted, then each question with its answer (markdown drawn as headings, lists and
// tables), and what the knowledge base says about the wines the conversation named.
import { type KnowledgeBase, knowledge } from '@sommai/knowledge';
import { LEVELS, VOICE_STYLE_LABELS, type VoiceStyle } from '@sommai/shared';
import { coveredTable, namedIn } from './covered.ts';
import type { Block, PdfDoc } from './document.ts';
import { markdownBlocks } from './markdown.ts';
import { formatDate } from './page-furniture.ts';

export interface SummaryMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp?: Date;
}

/** Whole minutes between the first and last message; undefined with fewer than 2 timed messages (spec: N/A). */
export function durationMinutes(messages: readonly SummaryMessage[]): number | undefined {
  const times = messages
    .map((m) => m.timestamp?.getTime())
    .filter((t): t is number => t !== undefined && !Number.isNaN(t));
  if (messages.length < 2 || times.length < 2) return undefined;
  return Math.max(0, Math.round((Math.max(...times) - Math.min(...times)) / 60_000));
}

const clip = (s: string, max: number) => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

const timeOf = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

export function chatSummary(input: {
  kind: 'Chat Summary' | 'Session Summary';
  title: string;
  level: number;
  voiceMode?: string;
  messages: readonly SummaryMessage[];
  date: Date;
  kb?: KnowledgeBase;
}): PdfDoc {
  const kb = input.kb ?? knowledge;
  const messages = input.messages.filter((m) => m.content.trim().length > 0);
  const questions = messages.filter((m) => m.role === 'user');
  const answers = messages.filter((m) => m.role === 'assistant');
  const minutes = durationMinutes(messages);
  const duration = minutes === undefined ? 'N/A' : `${minutes} min`;
  const level = LEVELS.find((l) => l.id === input.level);
  const levelText = level ? `${level.id} — ${level.chatLabel}` : String(input.level);
  const voice = input.voiceMode
    ? (VOICE_STYLE_LABELS[input.voiceMode.toLowerCase() as VoiceStyle] ?? input.voiceMode)
    : undefined;
  const times = messages.map((m) => m.timestamp).filter((t): t is Date => t !== undefined);
  const started = times[0];
  const ended = times.at(-1);

  const blocks: Block[] = [
    { type: 'heading', level: 1, text: 'At a glance' },
    {
      type: 'facts',
      rows: [
        ['Level', levelText],
        ...(voice ? ([['Voice style', voice]] as [string, string][]) : []),
        ['Questions asked', String(questions.length)],
        ['AI responses', String(answers.length)],
        ['Session duration', duration],
        ...(started ? ([['Started', `${formatDate(started)}, ${timeOf(started)} UTC`]] as [string, string][]) : []),
        ...(ended && started && ended !== started
          ? ([['Ended', `${formatDate(ended)}, ${timeOf(ended)} UTC`]] as [string, string][])
          : []),
      ],
    },
  ];
  if (questions.length) {
    blocks.push(
      { type: 'heading', level: 2, text: 'Questions asked' },
      { type: 'list', ordered: true, items: questions.map((q) => clip(q.content, 200)) },
    );
  }

  blocks.push({ type: 'heading', level: 1, text: 'The conversation' });
  let n = 0;
  for (const m of messages) {
    if (m.role === 'user') {
      n += 1;
      blocks.push(
        { type: 'heading', level: 2, text: `Question ${n}` },
        {
          type: 'quote',
          label: m.timestamp ? `You asked · ${timeOf(m.timestamp)}` : 'You asked',
          text: m.content.trim(),
        },
      );
    } else {
      blocks.push({ type: 'quote', label: 'Answer', text: '' }, ...markdownBlocks(m.content, 3), {
        type: 'spacer',
        height: 6,
      });
    }
  }

  const named = namedIn(
    messages
      .map((m) => m.content)
      .join('\n')
      .slice(0, 200_000),
    kb,
  );
  const covered = coveredTable(named, kb, 20);
  if (covered.length) blocks.push({ type: 'heading', level: 1, text: 'Wines and topics covered' }, ...covered);

  const firstQuestion = questions[0]?.content;
  return {
    kind: input.kind,
    title: clip(input.title.trim() || firstQuestion || input.kind, 90),
    subtitle: firstQuestion && clip(firstQuestion, 90) !== clip(input.title, 90) ? clip(firstQuestion, 120) : undefined,
    includeLogo: true,
    date: input.date,
    meta: [
      ['Level', levelText],
      ...(voice ? ([['Voice style', voice]] as [string, string][]) : []),
      ['Questions asked', String(questions.length)],
      ['AI responses', String(answers.length)],
      ['Session duration', duration],
      ['Date', formatDate(input.date)],
    ],
    contents: ['At a glance', 'The conversation', ...(covered.length ? ['Wines and topics covered'] : [])],
    blocks,
  };
}
