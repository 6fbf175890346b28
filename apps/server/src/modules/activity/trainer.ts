// Recent Activity items of the exam trainer: mock exams, tasting notes, and each day's review session.
import { EXAM_FORMATS } from '@sommai/shared';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import { examAttempt, reviewLog, tastingNote } from '../../db/schema.ts';
import type { ActivitySource, FeedItem } from './service.ts';

/** Whether a `%text%` LIKE pattern matches a text (case-insensitive), for titles made in code. */
function matches(pattern: string | undefined, ...texts: string[]): boolean {
  if (!pattern) return true;
  const needle = pattern
    .slice(1, -1)
    .replace(/\\([\\%_])/g, '$1')
    .toLowerCase();
  return texts.some((t) => t.toLowerCase().includes(needle));
}

const formatLabel = (id: string) => EXAM_FORMATS.find((f) => f.id === id)?.label ?? id;

export const examSource: ActivitySource = {
  type: 'exam',
  async list(db, userId, { pattern, limit, ids }) {
    const rows = await db
      .select()
      .from(examAttempt)
      .where(and(eq(examAttempt.userId, userId), ids ? inArray(examAttempt.id, ids.length ? ids : ['']) : undefined))
      .orderBy(desc(examAttempt.startedAt), desc(examAttempt.id))
      .limit(pattern ? 200 : limit);
    const items: FeedItem[] = rows.map((r) => {
      const done = r.submittedAt !== null && r.score !== null;
      return {
        id: r.id,
        type: 'exam' as const,
        title: `Mock exam: ${formatLabel(r.format)}`,
        description: done
          ? `Level ${r.level} · ${r.score} % · ${(r.score ?? 0) >= r.passMark ? 'Passed' : 'Not passed'}`
          : `Level ${r.level} · in progress`,
        timestamp: (r.submittedAt ?? r.startedAt).toISOString(),
        action: done ? ('View' as const) : ('Continue' as const),
        ...(done ? { score: r.score ?? 0 } : {}),
        target: { route: `/app/exams/${r.id}`, id: r.id },
      };
    });
    return items.filter((i) => matches(pattern, i.title, i.description)).slice(0, limit);
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: examAttempt.id })
      .from(examAttempt)
      .where(and(eq(examAttempt.id, id), eq(examAttempt.userId, userId)));
    return Boolean(row);
  },
};

export const tastingSource: ActivitySource = {
  type: 'tasting',
  async list(db, userId, { pattern, limit, ids }) {
    const rows = await db
      .select()
      .from(tastingNote)
      .where(
        and(
          eq(tastingNote.userId, userId),
          isNotNull(tastingNote.score),
          ids ? inArray(tastingNote.id, ids.length ? ids : ['']) : undefined,
          pattern ? ilike(tastingNote.wineLabel, pattern) : undefined,
        ),
      )
      .orderBy(desc(tastingNote.createdAt), desc(tastingNote.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      type: 'tasting' as const,
      title: r.wineLabel,
      description: `${r.mode === 'blind' ? 'Blind tasting' : 'Tasting note'} · ${r.score} %`,
      timestamp: r.createdAt.toISOString(),
      action: 'View' as const,
      score: r.score ?? 0,
      target: { route: '/app/tasting', id: r.id },
    }));
  },
  async owns(db, userId, id) {
    const [row] = await db
      .select({ id: tastingNote.id })
      .from(tastingNote)
      .where(and(eq(tastingNote.id, id), eq(tastingNote.userId, userId), isNotNull(tastingNote.score)));
    return Boolean(row);
  },
};

const day = sql<string>`to_char(${reviewLog.reviewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const REVIEW_TITLE = 'Review session';

/** One item per UTC day with reviews, its id the day (YYYY-MM-DD). */
export const reviewSource: ActivitySource = {
  type: 'review',
  async list(db, userId, { pattern, limit, ids }) {
    if (!matches(pattern, REVIEW_TITLE)) return [];
    const days = ids?.filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id));
    if (days && days.length === 0) return [];
    const rows = await db
      .select({ day, n: count(), last: max(reviewLog.reviewedAt) })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), days ? inArray(day, days) : undefined))
      .groupBy(day)
      .orderBy(desc(max(reviewLog.reviewedAt)))
      .limit(limit);
    return rows.map((r) => ({
      id: r.day,
      type: 'review' as const,
      title: REVIEW_TITLE,
      description: `${r.n} ${Number(r.n) === 1 ? 'card' : 'cards'} reviewed`,
      timestamp: new Date(r.last ?? `${r.day}T00:00:00Z`).toISOString(),
      action: 'Continue' as const,
      target: { route: '/app/review', id: r.day },
    }));
  },
  async owns(db, userId, id) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(id)) return false;
    const from = new Date(`${id}T00:00:00Z`);
    if (Number.isNaN(from.getTime())) return false;
    const to = new Date(from.getTime() + 86_400_000);
    const [row] = await db
      .select({ n: count() })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), gte(reviewLog.reviewedAt, from), lt(reviewLog.reviewedAt, to)));
    return Number(row?.n ?? 0) > 0;
  },
};
