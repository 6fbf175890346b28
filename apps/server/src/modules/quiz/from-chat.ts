// A quiz about what one chat covered: the grapes, regions, topics, pairings and label terms its
// questions and answers named, asked with the same makers (and the same answer-key rules) as the bank.
import { type EntityKind, type KnowledgeBase, knowledge } from '@sommai/knowledge';
import {
  contextFor,
  type Draft,
  draw,
  finalize,
  listText,
  MAKERS,
  type Maker,
  type Subject,
} from '@sommai/knowledge/quiz-bank';
import { QUIZ_CATEGORIES, type QuizCategory, seeded, shuffle } from '@sommai/shared';

export const CHAT_QUIZ_MIN = 5;
export const CHAT_QUIZ_MAX = 10;

const CHAT_MAKERS: Maker[] = [
  ...Object.values(MAKERS).filter((m): m is Maker => typeof m !== 'function'),
  MAKERS.tables([
    'tasting',
    'winemaking',
    'sparkling',
    'fortified',
    'sweet',
    'service',
    'storage',
    'faults',
    'pairing',
    'labels',
    'viticulture',
    'business',
  ]),
];

export interface ChatText {
  role: string;
  content: string;
  sources?: { kind: string; id: string }[] | null;
}

/**
 * Records named in a text, without the noise of loose matches: only whole names count ("gravel" is
 * not Gimblett Gravels), a number names nothing, a grape is not named by a region in its synonym's
 * note ("Saint-Émilion" is a place before it is Ugni Blanc's local name), and a theory topic counts
 * only when a phrase of it appears and no grape, region or term was named by the same words.
 */
export function usefulMentions(text: string, kb: KnowledgeBase = knowledge) {
  const found = kb
    .mentions(text)
    .filter((m) => m.whole && m.score >= 0.85 && m.matched.length >= 3 && !/^[\d\s.,-]+$/.test(m.matched));
  const places = found.filter((m) => m.kind === 'region').map((m) => m.matched);
  const named = new Set(found.filter((m) => m.kind !== 'topic').map((m) => m.matched));
  return found.filter((m) => {
    if (m.kind === 'grape') return !places.some((p) => m.matched.includes(p));
    if (m.kind === 'topic') return !named.has(m.matched) && m.matched.trim().includes(' ');
    return true;
  });
}

/** Records a chat names, with how often: answer sources and names found in the text of both sides. */
export function chatTopics(messages: readonly ChatText[], kb: KnowledgeBase = knowledge): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (kind: string, id: string, by: number) => {
    if (!kb.get(kind as EntityKind, id)) return;
    const key = `${kind}:${id}`;
    weights.set(key, (weights.get(key) ?? 0) + by);
  };
  for (const m of messages) {
    for (const s of m.sources ?? []) add(s.kind, s.id, 2);
    // What the learner asked about counts most.
    for (const mention of usefulMentions(m.content.slice(0, 20_000), kb))
      add(mention.kind, mention.id, m.role === 'user' ? 3 : 1);
  }
  return weights;
}

/** Records next to the ones a chat named: a region's grapes and parent, a grape's key regions, a topic's related topics. */
function neighbours(kb: KnowledgeBase, refs: Iterable<string>): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string) => out.set(key, (out.get(key) ?? 0) + 1);
  for (const ref of refs) {
    const [kind, id] = ref.split(':');
    if (kind === 'region') {
      const r = kb.region(id);
      for (const g of r?.grapes.slice(0, 3) ?? []) add(`grape:${g}`);
      if (r?.parent) add(`region:${r.parent}`);
    } else if (kind === 'grape') {
      for (const k of kb.grape(id)?.keyRegions.slice(0, 3) ?? []) {
        const r = kb.region(k);
        if (r) add(`region:${r.id}`);
      }
    } else if (kind === 'topic') {
      for (const t of kb.topic(id)?.related ?? []) add(`topic:${t}`);
    } else if (kind === 'pairing') {
      for (const w of kb.pairing(id)?.wines ?? []) {
        for (const g of w.grapes.slice(0, 1)) add(`grape:${g}`);
        for (const r of w.regions.slice(0, 1)) add(`region:${r}`);
      }
    }
  }
  return out;
}

function streamsFor(ctxKb: KnowledgeBase, weights: Map<string, number>, seed: string) {
  const ctx = contextFor(ctxKb);
  return CHAT_MAKERS.map((maker, i) => {
    const subjects = maker
      .subjects(ctx)
      .map((s) => ({ s, w: Math.max(0, ...s.about.map((a) => weights.get(a) ?? 0)) }))
      .filter((x) => x.w > 0);
    // Most-named records first; ties in a stable random order.
    const ordered = shuffle(subjects, seeded(`${seed}:${i}`)).sort((a, b) => b.w - a.w);
    return { maker, subjects: ordered.map((x): Subject => x.s) };
  });
}

/**
 * Up to `max` questions about some records ("grape:syrah" → how much it matters), then about their
 * neighbours when the records alone give fewer than `CHAT_QUIZ_MIN`.
 */
export function questionsAbout(
  weights: Map<string, number>,
  seed: string,
  max: number,
  kb: KnowledgeBase = knowledge,
): Draft[] {
  const ctx = contextFor(kb);
  const rand = seeded(seed);
  const used = new Set<string>();
  // Round-robin over the makers favours variety; within a maker the most-named records lead.
  const drafts = draw(ctx, streamsFor(kb, weights, seed), max, used, rand);
  if (drafts.length < Math.min(max, CHAT_QUIZ_MIN)) {
    const near = neighbours(kb, weights.keys());
    for (const key of weights.keys()) near.delete(key);
    drafts.push(...draw(ctx, streamsFor(kb, near, `${seed}:near`), max - drafts.length, used, rand));
  }
  return drafts;
}

export interface ChatQuizDraft {
  title: string;
  description: string;
  category: QuizCategory;
  drafts: Draft[];
  topics: string[];
}

/**
 * Questions about a chat, or undefined when it names nothing the knowledge base can ask about.
 * `seed` varies the choice between quizzes made from the same chat.
 */
export function quizFromChat(
  chatTitle: string,
  messages: readonly ChatText[],
  seed: string,
  kb: KnowledgeBase = knowledge,
): ChatQuizDraft | undefined {
  const weights = chatTopics(messages, kb);
  if (weights.size === 0) return undefined;
  const drafts = questionsAbout(weights, seed, CHAT_QUIZ_MAX, kb);
  if (drafts.length < CHAT_QUIZ_MIN) return undefined;

  const counts = new Map<QuizCategory, number>();
  for (const d of drafts) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
  const category = [...QUIZ_CATEGORIES].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  const topics = [...weights.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => {
      const [kind, id] = key.split(':');
      return kb.title(kind as EntityKind, id);
    })
    .slice(0, 3);
  const base = chatTitle.trim() || 'your chat';
  return {
    title: `Quiz: ${base.length > 70 ? `${base.slice(0, 69).trimEnd()}…` : base}`,
    description: `${drafts.length} questions on ${listText(topics)}, from your chat.`,
    category,
    drafts,
    topics,
  };
}

export { finalize };
