// Puts the quiz bank in the database: on the first start, and again whenever the knowledge data or
// the question makers change. Quizzes keep their ids, so attempts keep pointing at them; a quiz the
// new bank no longer has is retired (hidden), never deleted.
import { createHash } from 'node:crypto';
import { type KnowledgeBase, knowledge } from '@sommai/knowledge';
import { type BankQuiz, bankCodeVersion, buildBank } from '@sommai/knowledge/quiz-bank';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { quiz, quizBank } from '../../db/schema.ts';

/** The one row of quiz_bank: the seeded bank's version and when it was seeded. */
export const BANK_ROW = 'default';

const banks = new WeakMap<KnowledgeBase, BankQuiz[]>();

/** The bank of a knowledge base, built once per process. */
export function bankOf(kb: KnowledgeBase = knowledge): BankQuiz[] {
  let bank = banks.get(kb);
  if (!bank) {
    bank = buildBank(kb);
    banks.set(kb, bank);
  }
  return bank;
}

/** A hash of everything the bank is made from: the knowledge data and the code of the makers. */
export function bankInputVersion(kb: KnowledgeBase = knowledge): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.pairings, kb.terms]));
  h.update(bankCodeVersion());
  return h.digest('hex').slice(0, 20);
}

export interface SeedResult {
  version: string;
  changed: boolean;
  quizzes: number;
}

export async function seedQuizBank(db: Db, kb: KnowledgeBase = knowledge): Promise<SeedResult> {
  const version = bankInputVersion(kb);
  const [state] = await db.select().from(quizBank).where(eq(quizBank.id, BANK_ROW));
  if (state?.version === version) return { version, changed: false, quizzes: state.quizCount };

  const bank = bankOf(kb);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (bank.length > 0) {
      await tx
        .insert(quiz)
        .values(
          bank.map((q) => ({
            id: q.id,
            ownerId: null,
            title: q.title,
            description: q.description,
            level: q.level,
            category: q.category,
            questions: q.questions,
            questionCount: q.questions.length,
            active: true,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: quiz.id,
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            level: sql`excluded.level`,
            category: sql`excluded.category`,
            questions: sql`excluded.questions`,
            questionCount: sql`excluded.question_count`,
            active: true,
            updatedAt: now,
          },
          // Never take over a user's own quiz that happens to share an id.
          setWhere: isNull(quiz.ownerId),
        });
    }
    const ids = bank.map((q) => q.id);
    await tx
      .update(quiz)
      .set({ active: false, updatedAt: now })
      .where(and(isNull(quiz.ownerId), ids.length > 0 ? notInArray(quiz.id, ids) : sql`true`));
    await tx
      .insert(quizBank)
      .values({ id: BANK_ROW, version, quizCount: bank.length, seededAt: now })
      .onConflictDoUpdate({ target: quizBank.id, set: { version, quizCount: bank.length, seededAt: now } });
  });
  return { version, changed: true, quizzes: bank.length };
}
