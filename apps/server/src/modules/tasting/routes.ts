// The tasting coach API: grading a structured note against the reference profile of the named
// wine, the history per wine, and blind deals concluded by grape and region.
import { randomUUID } from 'node:crypto';
import { type Grape, knowledge } from '@sommai/knowledge';
import {
  idParamSchema,
  type LevelId,
  type TastingGrade,
  type TastingResult,
  TRAINER_TEXTS,
  tastingBlindAnswerSchema,
  tastingBlindDealSchema,
  tastingNoteSchema,
} from '@sommai/shared';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { tastingNote } from '../../db/schema.ts';
import { HttpError, notFound, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { grantedLevels } from '../quiz/service.ts';
import { blindDescription, gradeBlind, gradeNote } from './grade.ts';
import { defaultStyle, findGrape, findRegion, referenceProfile } from './profile.ts';

const T = TRAINER_TEXTS.tasting;
type NoteRow = typeof tastingNote.$inferSelect;

function resultOf(row: NoteRow): TastingResult {
  return {
    id: row.id,
    mode: row.mode as 'note' | 'blind',
    wineLabel: row.wineLabel,
    score: row.score ?? 0,
    grades: (row.grades.list as TastingGrade[] | undefined) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Grapes a blind deal may use at a level: the best-known quarter at Level 1 … the rarest at 4, with a region on record. */
export function blindCandidates(level: LevelId): Grape[] {
  const playable = knowledge.grapes.filter(
    (g) => g.aromas.length >= 3 && g.keyRegions.some((id) => knowledge.region(id)),
  );
  const size = Math.ceil(playable.length / 4);
  return playable.slice((level - 1) * size, level * size);
}

const historyQuery = z.object({
  grape: z.string().trim().max(100).optional(),
  region: z.string().trim().max(100).optional(),
});

export async function tastingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const signedIn = { preHandler: ctx.sessions.require };

  const options = {
    grapes: knowledge.grapes.map((g) => g.name).sort((a, b) => a.localeCompare(b)),
    regions: knowledge.regions
      .filter((r) => r.kind !== 'country')
      .map((r) => r.name)
      .sort((a, b) => a.localeCompare(b)),
  };
  app.get('/api/tasting/options', signedIn, async () => options);

  app.post('/api/tasting/notes', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(tastingNoteSchema, req.body);
    const grape = findGrape(body.grape);
    if (!grape)
      throw new HttpError(400, 'UNKNOWN_GRAPE', T.unknownGrape(body.grape), { grape: T.unknownGrape(body.grape) });
    const region = body.region ? findRegion(body.region) : undefined;
    if (body.region && !region) {
      throw new HttpError(400, 'UNKNOWN_REGION', T.unknownRegion(body.region), {
        region: T.unknownRegion(body.region),
      });
    }
    const profile = referenceProfile(grape, region, body.style ?? defaultStyle(grape));
    const { grades, score } = gradeNote(body.form, profile);
    const [row] = await db
      .insert(tastingNote)
      .values({
        id: randomUUID(),
        userId: u.id,
        mode: 'note',
        grapeId: grape.id,
        regionId: region?.id ?? null,
        style: profile.style,
        wineLabel: `${grape.name}${region ? `, ${region.name}` : ''} (${T.styles[profile.style]})`,
        note: body.form,
        grades: { list: grades },
        score,
      })
      .returning();
    return reply.code(201).send({ result: resultOf(row) });
  });

  app.get('/api/tasting/notes', signedIn, async (req) => {
    const u = currentUser(req);
    const q = parse(historyQuery, req.query);
    const conditions: (SQL | undefined)[] = [eq(tastingNote.userId, u.id)];
    if (q.grape) {
      const grape = findGrape(q.grape);
      if (!grape) throw new HttpError(400, 'UNKNOWN_GRAPE', T.unknownGrape(q.grape));
      conditions.push(eq(tastingNote.grapeId, grape.id));
      if (q.region) {
        const region = findRegion(q.region);
        if (!region) throw new HttpError(400, 'UNKNOWN_REGION', T.unknownRegion(q.region));
        conditions.push(eq(tastingNote.regionId, region.id));
      } else if (q.region === '') {
        conditions.push(isNull(tastingNote.regionId));
      }
    }
    const rows = await db
      .select()
      .from(tastingNote)
      .where(and(...conditions))
      .orderBy(desc(tastingNote.createdAt), desc(tastingNote.id))
      .limit(50);
    return { notes: rows.filter((r) => r.score !== null).map(resultOf) };
  });

  app.get('/api/tasting/notes/:id', signedIn, async (req) => {
    const { id } = parse(idParamSchema, req.params);
    const [row] = await db
      .select()
      .from(tastingNote)
      .where(and(eq(tastingNote.id, id), eq(tastingNote.userId, currentUser(req).id)));
    if (!row || row.score === null) throw notFound(T.noteNotFound);
    return { result: resultOf(row) };
  });

  app.post('/api/tasting/blind', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const { level } = parse(tastingBlindDealSchema, req.body);
    if (!grantedLevels(ctx, u).includes(level))
      throw new HttpError(403, 'LEVEL_LOCKED', TRAINER_TEXTS.exams.levelLocked);
    const candidates = blindCandidates(level as LevelId);
    const grape = candidates[Math.floor(Math.random() * candidates.length)];
    const region = grape.keyRegions.map((id) => knowledge.region(id)).find((r) => r !== undefined);
    const profile = referenceProfile(grape, region, defaultStyle(grape));
    const description = blindDescription(profile);
    const [row] = await db
      .insert(tastingNote)
      .values({
        id: randomUUID(),
        userId: u.id,
        mode: 'blind',
        grapeId: grape.id,
        regionId: region?.id ?? null,
        style: profile.style,
        wineLabel: `Blind wine (Level ${level})`,
        note: { description, level },
        grades: {},
        score: null,
      })
      .returning();
    return reply.code(201).send({ deal: { id: row.id, level, description } });
  });

  app.post('/api/tasting/blind/:id', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(idParamSchema, req.params);
    const body = parse(tastingBlindAnswerSchema, req.body);
    const [row] = await db
      .select()
      .from(tastingNote)
      .where(and(eq(tastingNote.id, id), eq(tastingNote.userId, u.id), eq(tastingNote.mode, 'blind')));
    if (!row) throw notFound(T.noteNotFound);
    if (row.score !== null) throw new HttpError(409, 'ALREADY_CONCLUDED', T.blindAnswered);
    const grape = knowledge.grape(row.grapeId);
    if (!grape) throw notFound(T.noteNotFound);
    const truthRegion = row.regionId ? knowledge.region(row.regionId) : undefined;
    const { grades, score } = gradeBlind(
      { grape: findGrape(body.grape), region: findRegion(body.region), grapeText: body.grape, regionText: body.region },
      { grape, region: truthRegion },
    );
    const [updated] = await db
      .update(tastingNote)
      .set({
        grades: { list: grades },
        score,
        wineLabel: `Blind: ${grape.name}${truthRegion ? `, ${truthRegion.name}` : ''}`,
        note: { ...row.note, answer: body },
      })
      .where(eq(tastingNote.id, row.id))
      .returning();
    return { result: resultOf(updated) };
  });
}
