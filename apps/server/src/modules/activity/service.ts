// Recent Activities from what the user really did. Each kind of item has a source that lists the
// user's own items (newest first, optionally searched or restricted to some ids) and says whether an
// id is the user's; the feed merges them, newest first, and marks the favourites.
import {
  type ActivityItem,
  type ActivityItemType,
  IMAGE_CATEGORIES,
  MESSAGES,
  type PDF_TYPES,
  SIZE_PRESETS,
} from '@sommai/shared';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { chat, chatMessage, favorite, image, pdfDocument, quizAttempt } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { examSource, reviewSource, tastingSource } from './trainer.ts';

export type FeedItem = Omit<ActivityItem, 'isFavorite'>;

export interface ListOptions {
  /** Already a LIKE pattern (see likePattern). */
  pattern?: string;
  limit: number;
  /** Only these ids (the user's favourites). */
  ids?: string[];
}

export interface ActivitySource {
  type: ActivityItemType;
  list(db: Db, userId: string, opts: ListOptions): Promise<FeedItem[]>;
  owns(db: Db, userId: string, id: string): Promise<boolean>;
}

/** `%text%` with LIKE's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A line of plain text from Markdown: no headings, emphasis, links or tables, at most `max` characters. */
export function snippet(markdown: string, max = 140): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const chatSource: ActivitySource = {
  type: 'chat',
  async list(db, userId, { pattern, limit, ids }) {
    const conditions: (SQL | undefined)[] = [eq(chat.userId, userId)];
    if (ids) conditions.push(inArray(chat.id, ids.length ? ids : ['']));
    if (pattern) {
      conditions.push(
        or(
          ilike(chat.title, pattern),
          exists(
            db
              .select({ one: chatMessage.id })
              .from(chatMessage)
              .where(and(eq(chatMessage.chatId, chat.id), ilike(chatMessage.content, pattern))),
          ),
        ),
      );
    }
    const chats = await db
      .select({ id: chat.id, title: chat.title, updatedAt: chat.updatedAt })
      .from(chat)
      .where(and(...conditions))
      .orderBy(desc(chat.updatedAt), desc(chat.id))
      .limit(limit);
    if (chats.length === 0) return [];
    const chatIds = chats.map((c) => c.id);
    const counts = await db
      .select({ chatId: chatMessage.chatId, n: count() })
      .from(chatMessage)
      .where(inArray(chatMessage.chatId, chatIds))
      .groupBy(chatMessage.chatId);
    const lastAnswers = await db
      .selectDistinctOn([chatMessage.chatId], { chatId: chatMessage.chatId, content: chatMessage.content })
      .from(chatMessage)
      .where(and(inArray(chatMessage.chatId, chatIds), eq(chatMessage.role, 'assistant')))
      .orderBy(chatMessage.chatId, desc(chatMessage.createdAt), desc(chatMessage.id));
    const countOf = new Map(counts.map((c) => [c.chatId, Number(c.n)]));
    const answerOf = new Map(lastAnswers.map((a) => [a.chatId, a.content]));
    return chats.map((c) => {
      const n = countOf.get(c.id) ?? 0;
      const answer = answerOf.get(c.id);
      const messages = plural(n, 'message', 'messages');
      return {
        id: c.id,
        type: 'chat' as const,
        title: c.title,
        description: answer ? `${messages} · ${snippet(answer)}` : messages,
        timestamp: c.updatedAt.toISOString(),
        action: 'Continue' as const,
        target: { route: '/app/chat', id: c.id },
      };
    });
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: chat.id })
      .from(chat)
      .where(and(eq(chat.id, id), eq(chat.userId, userId)));
    return Boolean(row);
  },
};

const words = (id: string) => id.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
const categoryLabel = (id: string) => IMAGE_CATEGORIES.find((c) => c.id === id)?.label ?? words(id);
const sizeLabel = (id: string) => SIZE_PRESETS.find((p) => p.id === id)?.label ?? id;
const PDF_LABELS: Record<(typeof PDF_TYPES)[number], string> = {
  chat_summary: 'Chat summary',
  session_summary: 'Session summary',
  quiz_report: 'Quiz report',
  wine_topic: 'Study guide',
};
const pdfLabel = (type: string) => PDF_LABELS[type as (typeof PDF_TYPES)[number]] ?? 'Study guide';

/** A quiz attempt, with its score; Retake opens the quiz again. */
export const quizSource: ActivitySource = {
  type: 'quiz',
  async list(db, userId, { pattern, limit, ids }) {
    const rows = await db
      .select()
      .from(quizAttempt)
      .where(
        and(
          eq(quizAttempt.userId, userId),
          ids ? inArray(quizAttempt.id, ids.length ? ids : ['']) : undefined,
          pattern ? or(ilike(quizAttempt.quizTitle, pattern), ilike(quizAttempt.category, pattern)) : undefined,
        ),
      )
      .orderBy(desc(quizAttempt.createdAt), desc(quizAttempt.id))
      .limit(limit);
    return rows.map((a) => ({
      id: a.id,
      type: 'quiz' as const,
      title: a.quizTitle,
      description: `Level ${a.level} · ${words(a.category)} · ${a.correctAnswers} of ${a.totalQuestions} correct`,
      timestamp: a.createdAt.toISOString(),
      action: 'Retake' as const,
      score: a.score,
      target: { route: `/app/quiz/${encodeURIComponent(a.quizId)}`, id: a.quizId },
    }));
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: quizAttempt.id })
      .from(quizAttempt)
      .where(and(eq(quizAttempt.id, id), eq(quizAttempt.userId, userId)));
    return Boolean(row);
  },
};

/** A study guide or summary PDF; Download fetches it from the PDF History. */
export const pdfSource: ActivitySource = {
  type: 'pdf',
  async list(db, userId, { pattern, limit, ids }) {
    const rows = await db
      .select()
      .from(pdfDocument)
      .where(
        and(
          eq(pdfDocument.userId, userId),
          ids ? inArray(pdfDocument.id, ids.length ? ids : ['']) : undefined,
          pattern ? or(ilike(pdfDocument.title, pattern), ilike(pdfDocument.filename, pattern)) : undefined,
        ),
      )
      .orderBy(desc(pdfDocument.createdAt), desc(pdfDocument.id))
      .limit(limit);
    return rows.map((d) => ({
      id: d.id,
      type: 'pdf' as const,
      title: d.title,
      description: `${pdfLabel(d.type)} · ${plural(d.pages, 'page', 'pages')}${d.level ? ` · Level ${d.level}` : ''}`,
      timestamp: d.createdAt.toISOString(),
      action: 'Download' as const,
      target: { route: '/app/pdf-history', id: d.id },
    }));
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: pdfDocument.id })
      .from(pdfDocument)
      .where(and(eq(pdfDocument.id, id), eq(pdfDocument.userId, userId)));
    return Boolean(row);
  },
};

/** A generated image; View opens the image generator's gallery. */
export const imageSource: ActivitySource = {
  type: 'image',
  async list(db, userId, { pattern, limit, ids }) {
    const rows = await db
      .select()
      .from(image)
      .where(
        and(
          eq(image.userId, userId),
          ids ? inArray(image.id, ids.length ? ids : ['']) : undefined,
          pattern ? or(ilike(image.topic, pattern), ilike(image.category, pattern)) : undefined,
        ),
      )
      .orderBy(desc(image.createdAt), desc(image.id))
      .limit(limit);
    return rows.map((i) => ({
      id: i.id,
      type: 'image' as const,
      title: snippet(i.topic, 80),
      description: `${categoryLabel(i.category)} · ${sizeLabel(i.size)} · ${words(i.style)}`,
      timestamp: i.createdAt.toISOString(),
      action: 'View' as const,
      target: { route: '/app/image-generator', id: i.id },
    }));
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: image.id })
      .from(image)
      .where(and(eq(image.id, id), eq(image.userId, userId)));
    return Boolean(row);
  },
};

export const SOURCES: readonly ActivitySource[] = [
  chatSource,
  quizSource,
  pdfSource,
  imageSource,
  examSource,
  tastingSource,
  reviewSource,
];

/** Which item types a query filter asks for; 'file' is the Recent Activity page's name for PDFs. */
export function typesFor(filter: string): ActivityItemType[] {
  if (filter === 'all' || filter === 'favorites') return SOURCES.map((s) => s.type);
  const wanted = filter === 'file' ? 'pdf' : filter;
  return SOURCES.filter((s) => s.type === wanted).map((s) => s.type);
}

export async function activityFeed(
  db: Db,
  userId: string,
  query: { type: string; search?: string; limit: number },
): Promise<ActivityItem[]> {
  const favourites = await db
    .select({ type: favorite.itemType, id: favorite.itemId })
    .from(favorite)
    .where(eq(favorite.userId, userId));
  const starred = new Set(favourites.map((f) => `${f.type}:${f.id}`));
  const onlyFavourites = query.type === 'favorites';
  const pattern = query.search ? likePattern(query.search) : undefined;
  const wanted = new Set(typesFor(query.type));
  const lists = await Promise.all(
    SOURCES.filter((s) => wanted.has(s.type)).map((s) =>
      s.list(db, userId, {
        pattern,
        limit: query.limit,
        ids: onlyFavourites ? favourites.filter((f) => f.type === s.type).map((f) => f.id) : undefined,
      }),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || a.id.localeCompare(b.id))
    .slice(0, query.limit)
    .map((item) => ({ ...item, isFavorite: starred.has(`${item.type}:${item.id}`) }));
}

async function requireOwn(db: Db, userId: string, type: ActivityItemType, id: string) {
  const source = SOURCES.find((s) => s.type === type);
  if (!source || !(await source.owns(db, userId, id))) throw notFound(MESSAGES.activityItemNotFound);
}

export async function setFavorite(db: Db, userId: string, type: ActivityItemType, id: string, on: boolean) {
  if (on) {
    await requireOwn(db, userId, type, id);
    await db.insert(favorite).values({ userId, itemType: type, itemId: id }).onConflictDoNothing();
  } else {
    // The user's own star goes even when its item is gone; anyone else's item is "not found", like
    // every other id that is not the user's.
    const removed = await db
      .delete(favorite)
      .where(and(eq(favorite.userId, userId), eq(favorite.itemType, type), eq(favorite.itemId, id)))
      .returning({ id: favorite.itemId });
    if (removed.length === 0) await requireOwn(db, userId, type, id);
  }
  return { success: true as const, type, id, isFavorite: on };
}
