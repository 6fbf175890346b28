// Trainer figures: the due-card query of a user with 20,000 review cards, and dealing a 50-question
// mock exam (the user's last attempts read, the bank drawn), p50/p95 over 200 runs after a warm-up,
// on the embedded database and, with BENCH_DATABASE_URL (postgres://…), on a fresh PostgreSQL
// database made beside it and dropped afterwards. Figures only, nothing fails on a number.
//
// `node bench/trainer.ts` runs it on its own; `trainerBench()` is for bench/run.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/index.ts';
import { examAttempt, reviewCard, user } from '../apps/server/src/db/schema.ts';
import { drawExam, poolOf } from '../apps/server/src/modules/exams/draw.ts';
import { recentQuestionIds } from '../apps/server/src/modules/exams/service.ts';
import { bankOf } from '../apps/server/src/modules/quiz/seed.ts';
import { newCard } from '../apps/server/src/modules/review/schedule.ts';
import { dueCards, dueCount } from '../apps/server/src/modules/review/service.ts';

const CARDS = 20_000;
const RUNS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function timed(once: () => Promise<void>) {
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

async function seed(database: Database) {
  const { db } = database;
  const ids: string[] = [];
  // The user measured, and 4 others with decks of their own, so the index has to pick the user out.
  for (let u = 0; u < 5; u++) {
    const id = randomUUID();
    ids.push(id);
    await db.insert(user).values({ id, name: `Bench ${u}`, email: `bench-${u}-${id}@example.com` });
  }
  const now = Date.now();
  const fresh = newCard(new Date(now));
  for (const userId of ids) {
    for (let i = 0; i < CARDS; i += 1000) {
      await db.insert(reviewCard).values(
        Array.from({ length: 1000 }, (_, k) => ({
          id: randomUUID(),
          userId,
          front: `Question ${i + k}?`,
          back: `Answer ${i + k}.`,
          source: 'knowledge',
          sourceRef: `bench:${i + k}`,
          // Due dates spread from 60 days ago to 300 days ahead: about a sixth of the deck is due.
          due: new Date(now + ((i + k) % 360) * 86_400_000 - 60 * 86_400_000),
          fsrs: fresh.fsrs,
        })),
      );
    }
  }
  // Three earlier Level 2 papers, which a new one avoids.
  const pool = poolOf(bankOf(), 2, null);
  let recent = new Set<string>();
  for (let a = 0; a < 3; a++) {
    const questions = drawExam(pool, 50, recent) ?? [];
    recent = new Set([...recent, ...questions.map((q) => q.id)]);
    await db.insert(examAttempt).values({
      id: randomUUID(),
      userId: ids[0],
      format: 'level-2',
      level: 2,
      questions,
      answers: questions.map(() => null),
      flags: questions.map(() => false),
      passMark: 55,
      startedAt: new Date(now - (3 - a) * 3_600_000),
      deadline: new Date(now - (3 - a) * 3_600_000 + 3_600_000),
    });
  }
  // As autovacuum would after a bulk load: the planner needs the table's statistics.
  await db.execute(sql`ANALYZE review_card`);
  await db.execute(sql`ANALYZE exam_attempt`);
  return ids[0];
}

async function measure(label: string, database: Database) {
  const userId = await seed(database);
  const { db } = database;
  const due = await timed(async () => {
    await dueCards(db, userId, 50);
  });
  const count = await timed(async () => {
    await dueCount(db, userId);
  });
  const exam = await timed(async () => {
    const recent = await recentQuestionIds(db, userId, 2);
    if (!drawExam(poolOf(bankOf(), 2, null), 50, recent)) throw new Error('no exam');
  });
  const f = (x: { p50: number; p95: number }) => `p50 ${x.p50.toFixed(2)} ms, p95 ${x.p95.toFixed(2)} ms`;
  console.log(`  ${label}: next 50 due cards of ${CARDS} (target p95 < 20 ms on PostgreSQL): ${f(due)}`);
  console.log(`  ${label}: due count of ${CARDS}: ${f(count)}`);
  console.log(`  ${label}: Level 2 mock exam draw, 50 questions after 3 attempts (target p95 < 50 ms): ${f(exam)}`);
}

export async function trainerBench(databaseUrl = process.env.BENCH_DATABASE_URL) {
  console.log(`\nTrainer: review due query and mock exam draw, ${RUNS} runs after a warm-up`);
  const embedded = await openDatabase({ dataDir: '', inMemory: true });
  try {
    await measure('embedded', embedded);
  } finally {
    await embedded.close();
  }
  if (!databaseUrl) {
    console.log('  PostgreSQL: set BENCH_DATABASE_URL to measure it too');
    return;
  }
  const name = `sommai_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await trainerBench();
