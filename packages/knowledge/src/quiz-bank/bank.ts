// The quiz bank: quizzes at four levels in four categories, built from the knowledge base by the
// question makers. The same data always gives the same bank (seeded choices), and its version is a
// hash of the result, so the server reseeds only when the knowledge data has changed.
import { createHash } from 'node:crypto';
import type { LevelId, QuizCategory, SyllabusArea } from '@sommai/shared';
import { type KnowledgeBase, knowledge } from '../index.ts';
import { type BankContext, buildContext } from './context.ts';
import type { Draft, Maker, QuestionCheck, Subject } from './makers/index.ts';
import { type Random, seeded, shuffle } from './random.ts';
import { type Part, RECIPES, type Tier } from './recipes.ts';
import { givesAway } from './text.ts';

export type { BankContext } from './context.ts';
export { buildContext } from './context.ts';
export type { Draft, Maker, QuestionCheck, Subject } from './makers/index.ts';
export { MAKERS } from './makers/index.ts';
export { RECIPES } from './recipes.ts';

export const QUESTIONS_PER_QUIZ = 10;

export interface BankQuestion {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  /** The syllabus area the question tests. */
  area: SyllabusArea;
  /** The level the question is set at: its quiz's level in the bank. */
  level?: LevelId;
  check: QuestionCheck;
}

export interface BankQuiz {
  id: string;
  title: string;
  description: string;
  level: LevelId;
  category: QuizCategory;
  questions: BankQuestion[];
}

/** How prominent a subject is, from 0 (most famous) to 1: by its grape or region, else by its place in the list. */
function prominence(ctx: BankContext, subject: Subject, index: number, count: number): number {
  const [kind, id] = subject.about[0]?.split(':') ?? [];
  if (kind === 'grape') return (ctx.grapeRank.get(id) ?? ctx.grapes.length) / Math.max(1, ctx.grapes.length);
  if (kind === 'region') return (ctx.regionRank.get(id) ?? ctx.regions.length) / Math.max(1, ctx.regions.length);
  return index / Math.max(1, count);
}

const TIERS: Record<LevelId, [number, number]> = { 1: [0, 0.15], 2: [0, 0.4], 3: [0.1, 0.75], 4: [0.25, 1.01] };
/** A level's tier stretched towards its neighbours, for quizzes short of questions. */
const WIDE_TIERS: Record<LevelId, [number, number]> = { 1: [0, 0.25], 2: [0, 0.6], 3: [0.05, 0.9], 4: [0.15, 1.01] };

/** The subjects that suit a level: famous ones for Level 1, rarer ones for Level 4. */
function tierOf(ranked: readonly { subject: Subject; rank: number }[], level: LevelId, tier: Tier): Subject[] {
  if (tier === 'all') return ranked.map((r) => r.subject);
  const [from, to] = (tier === 'wide' ? WIDE_TIERS : TIERS)[level];
  return ranked.filter((r) => r.rank >= from && r.rank < to).map((r) => r.subject);
}

/** Puts a draft's options in a stable random order. */
export function finalize(id: string, d: Draft, level?: LevelId): BankQuestion {
  const options = shuffle([d.answer, ...d.distractors], seeded(`options:${d.key}`));
  return {
    id,
    question: d.question,
    options,
    correctAnswer: options.indexOf(d.answer),
    explanation: d.explanation,
    area: d.area,
    ...(level === undefined ? {} : { level }),
    check: d.check,
  };
}

/** The most questions of one form in a quiz of ten: more would read as a drill of one sentence. */
export const SHAPE_LIMIT = 4;

/** The form of a draft's question: which maker asked it, in which of its wordings (for a table, which column). */
const shapeOf = (d: Draft) =>
  d.check.kind === 'table-cell'
    ? `${d.check.kind}:${d.check.topic}:${d.check.column}`
    : `${d.check.kind}:${d.forms ? d.forms.indexOf(d.question) : 0}`;

/**
 * The draft asked in the wording its quiz has used least, or undefined when every wording has been
 * used `SHAPE_LIMIT` times already.
 */
function inFreshForm(d: Draft, quiz: readonly Draft[]): Draft | undefined {
  const all = d.forms && d.forms.length > 0 ? d.forms : [d.question];
  // Wordings whose stem names the answer are never used ("On a label from Austria… the Austrian pyramid").
  const forms = all.filter((f) => !givesAway(f, d.answer, d.distractors));
  if (forms.length === 0) return undefined;
  const uses = (q: string) => quiz.filter((o) => shapeOf(o) === shapeOf({ ...d, question: q, forms: all })).length;
  let best = forms[0];
  for (const f of forms) if (uses(f) < uses(best)) best = f;
  return uses(best) >= SHAPE_LIMIT ? undefined : { ...d, question: best, forms: all };
}

export interface DrawOptions {
  /** Only questions of this category (a quiz never holds a question of another's syllabus). */
  category?: QuizCategory;
  /** Questions the quiz already has, so forms are counted across draws. */
  before?: readonly Draft[];
}

/**
 * Draws questions round-robin from the makers' subjects until `count`, skipping facts already used,
 * questions whose stem gives their answer away, and forms the quiz has asked too often.
 */
export function draw(
  ctx: BankContext,
  streams: { maker: Maker; subjects: Subject[] }[],
  count: number,
  used: Set<string>,
  rand: Random,
  options: DrawOptions = {},
): Draft[] {
  const out: Draft[] = [];
  const cursors = streams.map(() => 0);
  let progress = true;
  while (out.length < count && progress) {
    progress = false;
    for (let s = 0; s < streams.length && out.length < count; s++) {
      const { maker, subjects } = streams[s];
      while (cursors[s] < subjects.length) {
        const subject = subjects[cursors[s]++];
        const made = maker.make(ctx, subject.id, rand);
        if (!made || used.has(made.key) || (options.category && made.category !== options.category)) continue;
        const d = inFreshForm(made, [...(options.before ?? []), ...out]);
        if (!d || out.some((o) => o.question === d.question && o.answer === d.answer)) continue;
        used.add(d.key);
        out.push(d);
        progress = true;
        break;
      }
    }
  }
  return out;
}

const contexts = new WeakMap<KnowledgeBase, BankContext>();

/** The makers' view of a knowledge base, built once per process. */
export function contextFor(kb: KnowledgeBase = knowledge): BankContext {
  let ctx = contexts.get(kb);
  if (!ctx) {
    ctx = buildContext(kb);
    contexts.set(kb, ctx);
  }
  return ctx;
}

export function buildBank(kb: KnowledgeBase = knowledge): BankQuiz[] {
  const ctx = contextFor(kb);
  const subjectCache = new Map<Maker, { subject: Subject; rank: number }[]>();
  const subjectsOf = (m: Maker) => {
    let s = subjectCache.get(m);
    if (!s) {
      const list = m.subjects(ctx);
      s = list.map((subject, i) => ({ subject, rank: prominence(ctx, subject, i, list.length) }));
      s.sort((a, b) => a.rank - b.rank);
      subjectCache.set(m, s);
    }
    return s;
  };
  const used = new Set<string>();
  const quizzes: BankQuiz[] = [];
  // Level 1 first, so the most famous facts go to the first level.
  for (const recipe of [...RECIPES].sort((a, b) => a.level - b.level)) {
    const rand = seeded(recipe.id);
    const streams = (parts: Part[]) =>
      parts.map((p, i) => ({
        maker: p.maker,
        subjects: shuffle(tierOf(subjectsOf(p.maker), recipe.level, p.tier ?? 'level'), seeded(`${recipe.id}:${i}`)),
      }));
    // Mixed exam practice may ask anything; every other quiz keeps to its own category.
    const category = recipe.mixed ? undefined : recipe.category;
    const drafts = draw(ctx, streams(recipe.parts), QUESTIONS_PER_QUIZ, used, rand, { category });
    // Short of questions: the category's other makers on the same themes as the quiz (never structure
    // in an aroma quiz, nor the vineyard in a service one), at this level, then at neighbouring levels.
    const themes = new Set(recipe.parts.flatMap((p) => p.maker.themes));
    const related = [
      ...recipe.parts,
      ...recipe.fallback.filter(
        (p) => p.maker.themes.some((t) => themes.has(t)) && !recipe.parts.some((o) => o.maker === p.maker),
      ),
    ];
    for (const tier of ['level', 'wide'] as const) {
      if (drafts.length >= QUESTIONS_PER_QUIZ) break;
      const parts = related.map((p) => ({ maker: p.maker, tier: p.tier === 'all' ? p.tier : tier }));
      drafts.push(
        ...draw(ctx, streams(parts), QUESTIONS_PER_QUIZ - drafts.length, used, rand, {
          category,
          before: drafts,
        }),
      );
    }
    if (drafts.length < QUESTIONS_PER_QUIZ) {
      for (const d of drafts) used.delete(d.key);
      continue;
    }
    quizzes.push({
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      level: recipe.level,
      category: recipe.category,
      questions: drafts.map((d, i) => finalize(`${recipe.id}-q${i + 1}`, d, recipe.level)),
    });
  }
  return RECIPES.map((rc) => quizzes.find((q) => q.id === rc.id)).filter((q) => q !== undefined);
}

/** Changes whenever any quiz, question, option or explanation of the bank changes. */
export function bankVersion(quizzes: readonly BankQuiz[]): string {
  return createHash('sha256').update(JSON.stringify(quizzes)).digest('hex').slice(0, 16);
}
