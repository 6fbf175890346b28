// One chat turn: checks and stores the question (or picks the question to answer again), writes the
// answer with the engine, and stores it with what it cost. The routes only validate and send.
import { randomUUID } from 'node:crypto';
import type { ChatTurn, Source } from '@sommai/knowledge';
import {
  type ChatMessageMetadata,
  canAccessLevel,
  type LevelId,
  limitsFor,
  MESSAGES,
  type VoiceStyle,
} from '@sommai/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import type { UIChunkWriter } from '../../lib/ui-stream.ts';
import { planOf } from '../account/service.ts';
import { getPreferences } from '../preferences/service.ts';
import { releaseTokens, reserveTokens, type TokenReservation, tokensOf } from '../usage/service.ts';
import { ATTACHMENT_NOTES } from './attachments.ts';
import { ComposeFailed } from './compose-pool.ts';
import { type AnswerPart, ask } from './engine.ts';
import { type AttachmentRow, chatContext, claimAttachments, recentTurns, requireChat, titleFrom } from './service.ts';
import { chatImages, deleteMessage, lastTwoMessages, storeAnswer, storeQuestion, TokenLimitError } from './store.ts';

export interface TurnInput {
  chatId?: string;
  question: string;
  level?: LevelId;
  voiceMode?: VoiceStyle;
  attachmentIds: string[];
  regenerate: boolean;
}

export interface PreparedTurn {
  chatId: string;
  /** The stored question this turn answers. */
  questionId: string;
  /** The id the answer is stored under, chosen before it is written so the client holds it from the start. */
  answerId: string;
  question: string;
  questionTokens: number;
  level: LevelId;
  voiceMode: VoiceStyle;
  context?: string;
  history: ChatTurn[];
  images: AttachmentRow[];
  /** Said with the answer, e.g. that an attached photo had no text the engine could read. */
  notice?: string;
  /** Tokens set aside for this answer (none in developer mode, but still recorded). */
  reservation: TokenReservation;
}

export interface FinishedAnswer {
  id: string;
  text: string;
  notice?: string;
  sources: Source[];
}

const tokenLimit = () => new HttpError(402, 'TOKEN_LIMIT', MESSAGES.tokenLimitReached);

export function chatTurns(ctx: AppContext) {
  const { db, config, files } = ctx;

  /** Checks, stores the question and gathers what the answer needs; nothing is stored if a check fails. */
  async function prepare(u: User, input: TurnInput): Promise<PreparedTurn> {
    const prefs =
      input.level === undefined || input.voiceMode === undefined ? await getPreferences(db, u.id) : undefined;
    const level = input.level ?? prefs?.level ?? 1;
    const voiceMode = input.voiceMode ?? prefs?.voiceMode ?? 'friendly';
    const access = { signedIn: true, plan: planOf(u), devMode: config.devMode };
    if (!canAccessLevel(level, access)) throw new HttpError(403, 'LEVEL_LOCKED', MESSAGES.levelLocked(level));
    // Tokens are set aside before answering, in one conditional update, so parallel questions cannot
    // together run far past the monthly limit; the real cost is settled when the answer is stored.
    // That update is also the check that the month's tokens are not used up: the month's usage is
    // not read first (a statement per turn on PostgreSQL, and on the embedded database whenever
    // another turn has just written it).
    const reserve = {
      limit: access.devMode ? undefined : limitsFor(access).tokenLimit,
      maxAnswerMs: config.chatAnswerMaxMs,
    };

    if (input.regenerate) {
      if (!input.chatId) throw new HttpError(400, 'VALIDATION', 'Nothing to regenerate.');
      await requireChat(db, u.id, input.chatId);
      return regenerate(u, input.chatId, level, voiceMode, reserve);
    }

    const question = input.question.trim();
    if (!question && input.attachmentIds.length === 0)
      throw new HttpError(400, 'VALIDATION', MESSAGES.chatMessageEmpty);
    // Refuse someone else's files before anything is stored or reserved.
    const chatId = input.chatId ?? randomUUID();
    await claimAttachments(db, u.id, chatId, input.attachmentIds);
    const questionId = randomUUID();
    const questionTokens = await tokensOf(question);
    const stored = await storeQuestion(db, {
      userId: u.id,
      chatId,
      messageId: questionId,
      content: question,
      tokens: questionTokens,
      title: titleFrom(question || 'Attached files'),
      level,
      voiceMode,
      attachmentIds: input.attachmentIds,
      reserve,
    }).catch((err) => {
      throw err instanceof TokenLimitError ? tokenLimit() : err;
    });
    try {
      const { created, claimed } = stored;
      return {
        chatId,
        questionId,
        answerId: randomUUID(),
        // A message of files alone asks what they are about.
        question: question || 'What can you tell me about the attached wine?',
        questionTokens,
        level,
        voiceMode,
        // A new chat has no earlier turns and no files but the ones just claimed.
        context: created && claimed.length === 0 ? undefined : await chatContext(db, chatId),
        history: created ? [] : (await recentTurns(db, chatId, 11)).slice(0, -1),
        images: claimed.filter((a) => a.type === 'image'),
        notice:
          !config.ai?.vision && claimed.some((a) => a.type === 'image' && !a.extractedText)
            ? ATTACHMENT_NOTES.imageNotRead
            : undefined,
        reservation: stored.reservation,
      };
    } catch (err) {
      await releaseTokens(db, u.id, stored.reservation);
      throw err;
    }
  }

  /** Answers the chat's last question again: after its answer, or after an answer that was interrupted. */
  async function regenerate(
    u: User,
    chatId: string,
    level: LevelId,
    voiceMode: VoiceStyle,
    reserve: { limit?: number; maxAnswerMs: number },
  ): Promise<PreparedTurn> {
    const [last, before] = await lastTwoMessages(db, chatId);
    const asked = last?.role === 'assistant' ? before : last;
    if (asked?.role !== 'user') throw new HttpError(400, 'VALIDATION', 'Nothing to regenerate.');
    // The old answer stays until the new one is admitted, so a refusal changes nothing.
    const reservation = await reserveTokens(db, u.id, { ...reserve, chatMessageId: asked.id });
    if (!reservation) throw tokenLimit();
    try {
      if (last?.role === 'assistant') await deleteMessage(db, last.id);
      const turns = await recentTurns(db, chatId, 11);
      const question = turns.at(-1)?.content ?? '';
      return {
        chatId,
        questionId: asked.id,
        answerId: randomUUID(),
        question,
        questionTokens: await tokensOf(question),
        level,
        voiceMode,
        context: await chatContext(db, chatId),
        history: turns.slice(0, -1),
        images: await chatImages(db, chatId),
        reservation,
      };
    } catch (err) {
      await releaseTokens(db, u.id, reservation);
      throw err;
    }
  }

  async function imagesFor(turn: PreparedTurn) {
    if (!config.ai?.vision || turn.images.length === 0) return [];
    return Promise.all(turn.images.map(async (a) => ({ mime: a.mime, data: await files.get(a.storageKey) })));
  }

  /**
   * The answer's parts. A streamed answer keeps the reading pace; a JSON answer is returned as soon
   * as it is composed, so it is not paced.
   */
  async function* generate(
    turn: PreparedTurn,
    signal: AbortSignal,
    log: FastifyBaseLogger,
    paced: boolean,
  ): AsyncGenerator<AnswerPart> {
    yield* ask(
      paced ? config : { ...config, chatPaceMs: 0 },
      {
        question: turn.question,
        level: turn.level,
        style: turn.voiceMode,
        context: turn.context,
        history: turn.history,
        images: await imagesFor(turn),
      },
      signal,
      (message) => log.warn(message),
    );
  }

  /** Stores the answer and counts the tokens of the turn; returns the stored message id. */
  async function finish(u: User, turn: PreparedTurn, text: string, notice: string | undefined, sources: Source[]) {
    const id = turn.answerId;
    const tokens = await tokensOf(text);
    await storeAnswer(db, {
      id,
      userId: u.id,
      chatId: turn.chatId,
      content: text,
      notice,
      sources,
      tokens,
      turnTokens: turn.questionTokens + tokens,
      reservation: turn.reservation,
    });
    return id;
  }

  /** Writes the whole answer and stores it; the tokens go back if nothing could be stored. */
  async function answer(
    u: User,
    turn: PreparedTurn,
    signal: AbortSignal,
    log: FastifyBaseLogger,
    paced: boolean,
    onText: (delta: string) => void = () => {},
  ): Promise<FinishedAnswer> {
    let text = '';
    let notice: string | undefined = turn.notice;
    let sources: Source[] = [];
    try {
      for await (const part of generate(turn, signal, log, paced)) {
        if (part.type === 'text') {
          text += part.text;
          onText(part.text);
        } else if (part.type === 'notice') notice = part.text;
        else sources = part.sources;
      }
      if (signal.aborted) notice = ctx.stopping.aborted ? MESSAGES.chatServerStopping : MESSAGES.chatStopped;
      return { id: await finish(u, turn, text, notice, sources), text, notice, sources };
    } catch (err) {
      // Nothing was stored: the tokens go back (a no-op if the answer was already settled).
      await releaseTokens(db, u.id, turn.reservation);
      if (!(err instanceof ComposeFailed)) throw err;
      // A composing thread that failed, crashed or took too long: the question stays (it can be
      // answered again) and the client gets the chat's own failure message.
      log.error({ err }, err.message);
      throw new HttpError(500, 'INTERNAL', MESSAGES.chatFailed);
    }
  }

  /**
   * How long an answer may run: `gone` (which the route aborts when the client leaves) is also
   * aborted at the answer deadline or a shutdown's time limit. Call the returned function when the
   * answer is done: it lets go of the timer and of the listener on the server's stopping signal
   * (combined signals would stay attached to that long-lived signal until a garbage collection).
   */
  function deadline(gone: AbortController): () => void {
    const stop = () => gone.abort();
    const timer = setTimeout(stop, config.chatAnswerMaxMs);
    ctx.stopping.addEventListener('abort', stop, { once: true });
    if (ctx.stopping.aborted) stop();
    return () => {
      clearTimeout(timer);
      ctx.stopping.removeEventListener('abort', stop);
    };
  }

  /** Writes the answer as AI SDK UI message stream parts, with the stored ids in its metadata. */
  async function stream(
    u: User,
    turn: PreparedTurn,
    signal: AbortSignal,
    log: FastifyBaseLogger,
    write: UIChunkWriter,
  ) {
    const textId = randomUUID();
    write({
      type: 'start',
      messageId: turn.answerId,
      messageMetadata: { chatId: turn.chatId, questionId: turn.questionId } satisfies ChatMessageMetadata,
    });
    write({ type: 'text-start', id: textId });
    const done = await answer(u, turn, signal, log, true, (delta) => write({ type: 'text-delta', id: textId, delta }));
    write({ type: 'text-end', id: textId });
    write({
      type: 'message-metadata',
      messageMetadata: {
        chatId: turn.chatId,
        questionId: turn.questionId,
        messageId: done.id,
        notice: done.notice,
        sources: done.sources,
      } satisfies ChatMessageMetadata,
    });
    write({ type: 'finish' });
  }

  return { prepare, answer, stream, deadline };
}
