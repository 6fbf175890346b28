// Free wine knowledge games, made from the knowledge base.
//   GET /api/games/grape-clues?rounds=N (1–20, default 10)
//     → { rounds: [{ id, clues: [{ label, text }] (3, in reveal order), options: string[4], answer }] }
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { grapeRounds } from './rounds.ts';

export async function gamesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/games/grape-clues', { preHandler: ctx.sessions.require }, async (req) => {
    const { rounds } = parse(
      z.object({ rounds: z.coerce.number().int().min(1, 'At least 1 round').max(20, 'At most 20 rounds').default(10) }),
      req.query,
    );
    return { rounds: grapeRounds(rounds) };
  });
}
