// The review API: the deck's summary and due cards, ratings, cards from a chat answer or a study
// guide section, knowledge packs, and the CSV export.
import {
  reviewDueQuerySchema,
  reviewFromChatSchema,
  reviewFromGuideSchema,
  reviewPackSchema,
  reviewRateSchema,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { chat, chatMessage } from '../../db/schema.ts';
import { HttpError, notFound, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { findPdf } from '../pdf/service.ts';
import { grantedLevels } from '../quiz/service.ts';
import { type CardDraft, cardFromChatAnswer, cardFromGuideSection, knowledgePack } from './cards.ts';
import { addCards, cardView, dueCards, exportCsv, findCardByRef, packs, rateCard, summary } from './service.ts';

const T = TRAINER_TEXTS.review;
const cardIdSchema = z.object({ id: z.string().min(1).max(100) });

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const signedIn = { preHandler: ctx.sessions.require };

  /** Adds one card and answers with it, saying whether the deck had it already. */
  const addOne = async (userId: string, draft: CardDraft) => {
    const added = (await addCards(db, userId, [draft])) > 0;
    const row = await findCardByRef(db, userId, draft.sourceRef);
    if (!row) throw new HttpError(500, 'INTERNAL');
    return { added, card: cardView(row), message: added ? T.addedToReview : T.alreadyInReview };
  };

  app.get('/api/review/summary', signedIn, async (req) => summary(db, currentUser(req).id));

  app.get('/api/review/due', signedIn, async (req) => {
    const { limit } = parse(reviewDueQuerySchema, req.query);
    return { cards: (await dueCards(db, currentUser(req).id, limit)).map(cardView) };
  });

  app.post('/api/review/cards/:id/rate', signedIn, async (req) => {
    const { id } = parse(cardIdSchema, req.params);
    const { rating } = parse(reviewRateSchema, req.body);
    const row = await rateCard(db, currentUser(req).id, id, rating as 1 | 2 | 3 | 4);
    return { card: cardView(row) };
  });

  app.post('/api/review/from-chat', signedIn, async (req) => {
    const u = currentUser(req);
    const { messageId } = parse(reviewFromChatSchema, req.body);
    const [found] = await db
      .select({ message: chatMessage, chat })
      .from(chatMessage)
      .innerJoin(chat, eq(chat.id, chatMessage.chatId))
      .where(and(eq(chatMessage.id, messageId), eq(chat.userId, u.id), eq(chatMessage.role, 'assistant')));
    if (!found) throw notFound(T.messageNotFound);
    // The learner's message just before this answer is the card's question.
    const [asked] = await db
      .select({ content: chatMessage.content })
      .from(chatMessage)
      .where(
        and(
          eq(chatMessage.chatId, found.chat.id),
          eq(chatMessage.role, 'user'),
          or(
            lt(chatMessage.createdAt, found.message.createdAt),
            and(eq(chatMessage.createdAt, found.message.createdAt), lt(chatMessage.id, found.message.id)),
          ),
        ),
      )
      .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
      .limit(1);
    const draft = cardFromChatAnswer({
      messageId: found.message.id,
      question: asked?.content,
      chatTitle: found.chat.title,
      answer: found.message.content,
      sources: found.message.sources,
      level: found.chat.level,
    });
    if (!draft) throw new HttpError(400, 'NOTHING_TO_LEARN', T.nothingToLearn);
    return addOne(u.id, draft);
  });

  app.post('/api/review/from-guide', signedIn, async (req) => {
    const u = currentUser(req);
    const body = parse(reviewFromGuideSchema, req.body);
    const pdf = await findPdf(db, u.id, body.pdfId).catch(() => {
      throw notFound(T.guideNotFound);
    });
    const draft = cardFromGuideSection({
      pdfId: pdf.id,
      guideTitle: pdf.title,
      heading: body.heading,
      text: body.text,
      level: pdf.level,
    });
    if (!draft) throw new HttpError(400, 'NOTHING_TO_LEARN', T.nothingToLearn);
    return addOne(u.id, draft);
  });

  app.get('/api/review/packs', signedIn, async (req) => {
    const u = currentUser(req);
    return { packs: await packs(db, u.id, grantedLevels(ctx, u)) };
  });

  app.post('/api/review/packs', signedIn, async (req) => {
    const u = currentUser(req);
    const { level, area } = parse(reviewPackSchema, req.body);
    if (!grantedLevels(ctx, u).includes(level)) throw new HttpError(403, 'LEVEL_LOCKED', T.packLocked);
    const added = await addCards(db, u.id, knowledgePack(level as 1 | 2 | 3 | 4, area));
    return { added, message: T.packAdded(added) };
  });

  app.get('/api/review/export.csv', signedIn, async (req, reply) => {
    const csv = await exportCsv(db, currentUser(req).id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sommai-review.csv"')
      .send(csv);
  });
}
