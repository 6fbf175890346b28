// A user's review deck: adding cards (once per source), the due queue, ratings, the streak and
// the 30-day chart, and the CSV export.
import { randomUUID } from 'node:crypto';
import {
  LEVEL_IDS,
  type LevelId,
  REVIEW_AREAS,
  REVIEW_LIMITS,
  type ReviewArea,
  type ReviewCardView,
  type ReviewPack,
  type ReviewSource,
  type ReviewSummary,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { reviewCard, reviewLog } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { type CardDraft, csvField, knowledgePack } from './cards.ts';
import { newCard, rate } from './schedule.ts';

export type CardRow = typeof reviewCard.$inferSelect;

export function cardView(row: CardRow): ReviewCardView {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    source: row.source as ReviewSource,
    tags: row.tags,
    due: row.due.toISOString(),
  };
}

/** Adds cards the deck does not have yet (by source); returns how many were added. */
export async function addCards(
  db: Db,
  userId: string,
  drafts: readonly CardDraft[],
  now = new Date(),
): Promise<number> {
  if (drafts.length === 0) return 0;
  const fresh = newCard(now);
  let added = 0;
  // Chunks keep each statement's parameters well under the database's limit.
  for (let i = 0; i < drafts.length; i += 500) {
    const rows = await db
      .insert(reviewCard)
      .values(
        drafts.slice(i, i + 500).map((d) => ({
          id: randomUUID(),
          userId,
          front: d.front.slice(0, REVIEW_LIMITS.frontMax),
          back: d.back.slice(0, REVIEW_LIMITS.backMax),
          source: d.source,
          sourceRef: d.sourceRef,
          tags: d.tags,
          level: d.level,
          due: fresh.due,
          fsrs: fresh.fsrs,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: [reviewCard.userId, reviewCard.sourceRef] })
      .returning({ id: reviewCard.id });
    added += rows.length;
  }
  return added;
}

/** One card, when it is this user's. */
export async function findCardByRef(db: Db, userId: string, sourceRef: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), eq(reviewCard.sourceRef, sourceRef)));
  return row;
}

/** The cards due now, soonest first: the query the Review screen and the dashboard wait on. */
export async function dueCards(db: Db, userId: string, limit: number, now = new Date()): Promise<CardRow[]> {
  return db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), lte(reviewCard.due, now)))
    .orderBy(asc(reviewCard.due), asc(reviewCard.id))
    .limit(limit);
}

export async function dueCount(db: Db, userId: string, now = new Date()): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), lte(reviewCard.due, now)));
  return Number(n);
}

export async function rateCard(
  db: Db,
  userId: string,
  cardId: string,
  rating: 1 | 2 | 3 | 4,
  now = new Date(),
): Promise<CardRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reviewCard)
      .where(and(eq(reviewCard.id, cardId), eq(reviewCard.userId, userId)))
      .for('update');
    if (!row) throw notFound(TRAINER_TEXTS.review.cardNotFound);
    const next = rate({ due: row.due, fsrs: row.fsrs }, rating, now);
    const [updated] = await tx
      .update(reviewCard)
      .set({ due: next.due, fsrs: next.fsrs })
      .where(eq(reviewCard.id, row.id))
      .returning();
    await tx.insert(reviewLog).values({ id: randomUUID(), userId, cardId: row.id, rating, reviewedAt: now });
    return updated;
  });
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Consecutive days with a review, ending today, or yesterday when today has none yet. */
export function streakOf(days: ReadonlySet<string>, today: Date): number {
  const cursor = new Date(`${dayOf(today)}T00:00:00Z`);
  if (!days.has(dayOf(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let n = 0;
  while (days.has(dayOf(cursor))) {
    n++;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return n;
}

export async function summary(db: Db, userId: string, now = new Date()): Promise<ReviewSummary> {
  const [{ total }] = await db.select({ total: count() }).from(reviewCard).where(eq(reviewCard.userId, userId));
  const due = await dueCount(db, userId, now);
  // Days with reviews over the last year: enough for any streak a learner keeps in practice.
  const since = new Date(`${dayOf(now)}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 365);
  const day = sql<string>`to_char(${reviewLog.reviewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), gte(reviewLog.reviewedAt, since)))
    .groupBy(day);
  const perDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const history: ReviewSummary['history'] = [];
  const cursor = new Date(`${dayOf(now)}T00:00:00Z`);
  cursor.setUTCDate(cursor.getUTCDate() - (REVIEW_LIMITS.chartDays - 1));
  for (let i = 0; i < REVIEW_LIMITS.chartDays; i++) {
    const date = dayOf(cursor);
    history.push({ date, count: perDay.get(date) ?? 0 });
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return {
    due,
    total: Number(total),
    streak: streakOf(new Set(perDay.keys()), now),
    reviewedToday: perDay.get(dayOf(now)) ?? 0,
    history,
  };
}

/** Every pack with its size and how many of its cards the deck holds. */
export async function packs(db: Db, userId: string, granted: readonly number[]): Promise<ReviewPack[]> {
  const out: ReviewPack[] = [];
  for (const level of LEVEL_IDS as readonly LevelId[]) {
    for (const area of REVIEW_AREAS as readonly ReviewArea[]) {
      const refs = knowledgePack(level, area).map((c) => c.sourceRef);
      let added = 0;
      if (refs.length) {
        const [{ n }] = await db
          .select({ n: count() })
          .from(reviewCard)
          .where(and(eq(reviewCard.userId, userId), inArray(reviewCard.sourceRef, refs)));
        added = Number(n);
      }
      out.push({ level, area, cards: refs.length, added, locked: !granted.includes(level) });
    }
  }
  return out;
}

export async function exportCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({ front: reviewCard.front, back: reviewCard.back, tags: reviewCard.tags })
    .from(reviewCard)
    .where(eq(reviewCard.userId, userId))
    .orderBy(asc(reviewCard.createdAt), asc(reviewCard.id));
  // Anki's own header lines: comma-separated, plain text, these columns, the third one tags.
  const header = ['#separator:comma', '#html:false', '#columns:front,back,tags', '#tags column:3'];
  const lines = [...header, ...rows.map((r) => [r.front, r.back, r.tags].map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
