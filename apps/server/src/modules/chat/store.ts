// What a chat turn writes: the question with its token reservation in one statement, the answer with
// its settlement in one transaction, and the few reads a regenerated answer needs.
import type { Source } from '@sommai/knowledge';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Db, executePrepared } from '../../db/index.ts';
import { attachment, chat, chatMessage } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  planReservation,
  type ReserveOptions,
  releaseTokens,
  rowsOf,
  settlementCtes,
  type TokenReservation,
} from '../usage/service.ts';
import { type AttachmentRow, CHAT_NOT_FOUND } from './service.ts';

export class TokenLimitError extends Error {}

export interface QuestionToStore {
  userId: string;
  chatId: string;
  messageId: string;
  content: string;
  tokens: number;
  /** Used only when the chat is new; an existing chat keeps its title. */
  title: string;
  level: number;
  voiceMode: string;
  /** Uploads the question brings; checked to be the user's own and unclaimed before. */
  attachmentIds: string[];
  reserve: Omit<ReserveOptions, 'chatMessageId'>;
}

export interface StoredQuestion {
  created: boolean;
  reservation: TokenReservation;
  claimed: AttachmentRow[];
}

/**
 * Opens the chat (or makes it), reserves the answer's tokens and stores the question, in one
 * prepared statement: on PGlite's single connection a turn waits for one slot instead of five, and
 * the slot is shorter for not parsing and planning the statement again. The chat's
 * level, voice and time follow the question. Nothing is stored when the chat is someone else's
 * (404) or the month's tokens are used up (TokenLimitError). Uploads are claimed in the same
 * transaction, which is undone if one of them was taken meanwhile.
 */
export async function storeQuestion(db: Db, q: QuestionToStore): Promise<StoredQuestion> {
  if (q.attachmentIds.length === 0) return storeQuestionOnce(db, q);
  return db.transaction(async (tx) => {
    const stored = await storeQuestionOnce(tx as unknown as Db, q);
    const claimed = await tx
      .update(attachment)
      .set({ chatId: q.chatId, messageId: q.messageId })
      .where(
        and(
          inArray(attachment.id, q.attachmentIds),
          eq(attachment.userId, q.userId),
          or(isNull(attachment.chatId), eq(attachment.chatId, q.chatId)),
          isNull(attachment.messageId),
        ),
      )
      .returning();
    if (claimed.length !== new Set(q.attachmentIds).size) throw notFound('Attachment not found.');
    return { ...stored, claimed };
  });
}

async function storeQuestionOnce(db: Db, q: QuestionToStore): Promise<StoredQuestion> {
  // The chat may be new or the user's own; any other owner stops everything below.
  const ours = sql`not exists (select 1 from ${chat} where ${chat.id} = ${q.chatId} and ${chat.userId} <> ${q.userId})`;
  const plan = planReservation(q.userId, { ...q.reserve, chatMessageId: q.messageId }, ours);
  if (!plan) throw new TokenLimitError();
  const result = await executePrepared(
    db,
    'chat_question',
    sql`
    with ${plan.ctes}, opened as (
      insert into ${chat} (id, user_id, title, level, voice_mode, updated_at)
      select ${q.chatId}::text, ${q.userId}::text, ${q.title}::text, ${q.level}::int, ${q.voiceMode}::text, now()
      where exists (select 1 from reserved)
      on conflict (id) do update set updated_at = excluded.updated_at, level = excluded.level, voice_mode = excluded.voice_mode
      where ${chat.userId} = excluded.user_id
      returning (xmax = 0) as created
    ), asked as (
      insert into ${chatMessage} (id, chat_id, role, content, tokens, created_at)
      select ${q.messageId}::text, ${q.chatId}::text, 'user', ${q.content}::text, ${q.tokens}::int, now()
      where exists (select 1 from opened)
      returning 1
    )
    select (select ${ours}) as ours, (select count(*) from reserved)::int as reserved,
      (select created from opened) as created`,
  );
  const [row] = rowsOf<{ ours: boolean; reserved: number; created: boolean | null }>(result);
  if (row && row.created !== null && row.created !== undefined) {
    return { created: Boolean(row.created), reservation: plan.reservation, claimed: [] };
  }
  // Another user took this chat id at the same moment: the tokens go back and the chat is not ours.
  if (row?.reserved) await releaseTokens(db, q.userId, plan.reservation);
  if (!row?.ours || row.reserved) throw notFound(CHAT_NOT_FOUND);
  throw new TokenLimitError();
}

/** The chat's last two messages, newest first: what a regenerated answer starts from. */
export async function lastTwoMessages(db: Db, chatId: string) {
  return db
    .select({ id: chatMessage.id, role: chatMessage.role })
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chatId))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(2);
}

export async function deleteMessage(db: Db, id: string): Promise<void> {
  await db.delete(chatMessage).where(eq(chatMessage.id, id));
}

export function chatImages(db: Db, chatId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachment)
    .where(and(eq(attachment.chatId, chatId), eq(attachment.type, 'image')));
}

export interface AnswerToStore {
  id: string;
  userId: string;
  chatId: string;
  content: string;
  notice?: string;
  sources: Source[];
  tokens: number;
  /** Question and answer together: what the turn really cost. */
  turnTokens: number;
  reservation: TokenReservation;
}

/** Stores the answer, moves the chat to the top and settles the reservation, in one prepared statement. */
export async function storeAnswer(db: Db, a: AnswerToStore): Promise<void> {
  await executePrepared(
    db,
    'chat_answer',
    sql`
    with answered as (
      insert into ${chatMessage} (id, chat_id, role, content, notice, sources, tokens, created_at)
      values (${a.id}::text, ${a.chatId}::text, 'assistant', ${a.content}::text, ${a.notice ?? null}::text,
        ${JSON.stringify(a.sources)}::jsonb, ${a.tokens}::int, now())
      returning 1
    ), touched as (
      update ${chat} set updated_at = now() where ${chat.id} = ${a.chatId}
    ), ${settlementCtes(a.userId, a.reservation, a.turnTokens)}
    select 1`,
  );
}
