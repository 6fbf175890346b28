// Review cards made from what the learner met: a missed question, a chat answer, a study-guide
// section, and knowledge-base packs per level and area. Front: a question; back: the answer and
// where it comes from.
import { type KnowledgeBase, knowledge } from '@sommai/knowledge';
import type { LevelId, ReviewArea, ReviewSource } from '@sommai/shared';

export interface CardDraft {
  front: string;
  back: string;
  source: ReviewSource;
  sourceRef: string;
  tags: string;
  level: number | null;
}

const tag = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();

/** Plain text from Markdown: no code, links, emphasis, tables or headings marks. */
export function plain(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>~]+/g, '')
    .replace(/^\s*[-•]\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The first sentences of a text, up to about `max` characters. */
export function firstSentences(text: string, max = 400): string {
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [];
  let out = '';
  for (const s of sentences) {
    const next = `${out} ${s.trim()}`.trim();
    if (out && next.length > max) break;
    out = next;
    if (out.length >= max) break;
  }
  return out.length > max + 100 ? `${out.slice(0, max).trimEnd()}…` : out;
}

/** A learner's message as the front of a card: one question, ending with a question mark. */
export function asQuestion(text: string): string {
  const t = plain(text).replace(/\s+/g, ' ').trim();
  const q = t.length > 300 ? `${t.slice(0, 299).trimEnd()}…` : t;
  if (/[?？]$/.test(q)) return q;
  return `${q.replace(/[.!:;,]+$/, '')}?`;
}

/** A missed quiz or exam question: front the question, back the right answer, why, and the quiz. */
export function cardFromMissedQuestion(input: {
  source: 'quiz' | 'exam';
  questionId: string;
  question: string;
  options: readonly string[];
  correctAnswer: number;
  explanation: string;
  origin: string;
  level: number;
  area: string;
}): CardDraft {
  const answer = input.options[input.correctAnswer] ?? '';
  return {
    front: input.question,
    back: `${answer}\n\n${input.explanation}\n\nSource: ${input.origin}`.trim(),
    source: input.source,
    sourceRef: `question:${input.questionId}`,
    tags: ['sommai', input.source, `level${input.level}`, tag(input.area)].join(' '),
    level: input.level,
  };
}

/**
 * A chat answer: front the learner's question (or the chat's title when there is none), back the
 * opening of the answer (which the engine writes fact first) and its knowledge-base sources.
 * Undefined when the answer has nothing to learn.
 */
export function cardFromChatAnswer(input: {
  messageId: string;
  question: string | undefined;
  chatTitle: string;
  answer: string;
  sources: readonly { title: string }[] | null;
  level: number | null;
}): CardDraft | undefined {
  const answer = firstSentences(plain(input.answer));
  if (answer.length < 8) return undefined;
  const front = asQuestion(input.question?.trim() ? input.question : input.chatTitle);
  const sources = (input.sources ?? []).map((s) => s.title).filter(Boolean);
  const origin = sources.length
    ? `SommAI chat, from ${sources.slice(0, 3).join(', ')}`
    : `SommAI chat “${input.chatTitle}”`;
  return {
    front,
    back: `${answer}\n\nSource: ${origin}`,
    source: 'chat',
    sourceRef: `chat:${input.messageId}`,
    tags: ['sommai', 'chat', ...(input.level ? [`level${input.level}`] : [])].join(' '),
    level: input.level,
  };
}

/** A study-guide section: front asks for what the section heading names, back its opening. */
export function cardFromGuideSection(input: {
  pdfId: string;
  guideTitle: string;
  heading: string;
  text: string;
  level: number | null;
}): CardDraft | undefined {
  const answer = firstSentences(plain(input.text));
  if (answer.length < 8) return undefined;
  const heading = plain(input.heading).replace(/\s+/g, ' ').trim();
  const front = /[?]$/.test(heading) ? heading : `${input.guideTitle}: what should you know about “${heading}”?`;
  return {
    front,
    back: `${answer}\n\nSource: study guide “${input.guideTitle}”`,
    source: 'guide',
    sourceRef: `guide:${input.pdfId}:${tag(heading)}`,
    tags: ['sommai', 'study_guide', ...(input.level ? [`level${input.level}`] : [])].join(' '),
    level: input.level,
  };
}

const KB = 'Source: SommAI knowledge base';
const listOf = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** Split a ranked list into four level bands: the best-known quarter at Level 1 … the rarest at 4. */
function band<T>(ranked: readonly T[], level: LevelId, cap = 40): T[] {
  const size = Math.ceil(ranked.length / 4);
  return ranked.slice((level - 1) * size, level * size).slice(0, cap);
}

const TOPICS: Record<'laws' | 'winemaking', readonly string[]> = {
  laws: ['labels', 'business'],
  winemaking: ['winemaking', 'viticulture', 'sparkling', 'sweet', 'fortified'],
};

/**
 * The knowledge pack of a level and area. Grapes and regions are banded by prominence (the order
 * the data lists them in, great ones first); laws and winemaking take the points of theory topics
 * and the label terms whose depth is the level.
 */
const packs = new WeakMap<KnowledgeBase, Map<string, CardDraft[]>>();

/** The knowledge pack of a level and area, made once per process. */
export function knowledgePack(level: LevelId, area: ReviewArea, kb: KnowledgeBase = knowledge): CardDraft[] {
  let made = packs.get(kb);
  if (!made) {
    made = new Map();
    packs.set(kb, made);
  }
  const key = `${level}:${area}`;
  let pack = made.get(key);
  if (!pack) {
    pack = makePack(level, area, kb);
    made.set(key, pack);
  }
  return pack;
}

function makePack(level: LevelId, area: ReviewArea, kb: KnowledgeBase): CardDraft[] {
  const tags = (...more: string[]) => ['sommai', 'knowledge', `level${level}`, area, ...more].join(' ');
  const card = (ref: string, front: string, back: string, ...more: string[]): CardDraft => ({
    front,
    back,
    source: 'knowledge',
    sourceRef: `kb:${area}:${ref}`,
    tags: tags(...more),
    level,
  });
  if (area === 'grapes') {
    return band(kb.grapes, level).flatMap((g) => {
      const out: CardDraft[] = [];
      const colour =
        g.colour === 'black' ? 'black (red wines)' : g.colour === 'white' ? 'white' : 'pink-skinned (grey)';
      if (g.aromas.length >= 2) {
        out.push(
          card(
            `${g.id}:profile`,
            `What are the typical aromas and structure of ${g.name}?`,
            `${g.name} is a ${colour} grape from ${g.origin}. Aromas: ${listOf(g.aromas.slice(0, 5))}. Acidity ${g.structure.acidity}${g.structure.tannin ? `, tannin ${g.structure.tannin}` : ''}, ${g.structure.body} body.\n\n${KB}: ${g.name}`,
            tag(g.name),
          ),
        );
      }
      const regions = g.keyRegions.map((id) => kb.regions.find((r) => r.id === id)?.name ?? id).slice(0, 4);
      if (regions.length) {
        out.push(
          card(
            `${g.id}:regions`,
            `Where is ${g.name} best known?`,
            `${listOf(regions)}.\n\n${KB}: ${g.name}`,
            tag(g.name),
          ),
        );
      }
      return out;
    });
  }
  if (area === 'regions') {
    const regions = kb.regions.filter((r) => r.kind !== 'country');
    return band(regions, level).flatMap((r) => {
      const grapes = r.grapes.map((id) => kb.grapes.find((g) => g.id === id)?.name ?? id).slice(0, 4);
      if (!grapes.length) return [];
      const verb = r.grapesAre === 'permitted' ? 'permitted' : 'typical';
      return [
        card(
          `${r.id}:grapes`,
          `${r.name} (${r.country}): which grapes are ${verb} there, and what is the climate?`,
          `${listOf(grapes)}. The climate is ${r.climate}${r.classification ? `; its wines are ${r.classification}` : ''}.\n\n${KB}: ${r.name}`,
          tag(r.country),
        ),
      ];
    });
  }
  const terms = area === 'laws' ? kb.terms.filter((t) => t.depth === level).slice(0, 40) : [];
  const topicCards = kb.topics
    .filter((t) => TOPICS[area].includes(t.category))
    .flatMap((t) =>
      t.points
        .filter((p) => p.depth === level)
        .slice(0, 3)
        .map((p, i) =>
          card(
            `${t.id}:${level}:${i}`,
            `${t.title}: “${p.text.split(/\s+/).slice(0, 5).join(' ')}…” — complete the fact.`,
            `${p.text}\n\n${KB}: ${t.title}`,
            tag(t.category),
          ),
        ),
    );
  return [
    ...terms.map((t) =>
      card(
        `term:${tag(t.country)}:${tag(t.term)}`,
        `What does “${t.term}” mean on a ${t.country} label?`,
        `${t.meaning}\n\n${KB}: label terms`,
        tag(t.country),
      ),
    ),
    ...topicCards,
  ];
}

/** Quote a field for CSV: Anki reads RFC 4180 (double quotes doubled, fields with commas or newlines quoted). */
export function csvField(value: string): string {
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
