// Liveness and readiness for load balancers and orchestrators. /api/health says only that the process
// answers (nothing about its configuration or versions); /api/ready also checks that the database
// answers and that file storage can be used, so a server that lost either is taken out of rotation.
import { API_ERRORS } from '@sommai/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { storageReady } from '../../lib/storage-ready.ts';

/** A check that has not answered by then counts as failed. */
const CHECK_TIMEOUT_MS = 3_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async () => ({ status: 'ok' as const }));

  app.get('/api/ready', async (req, reply) => {
    const [database, storage] = await Promise.all([
      within(ctx.db.execute(sql`select 1`), CHECK_TIMEOUT_MS).then(
        () => true,
        (err) => {
          req.log.warn({ err }, 'readiness: the database does not answer');
          return false;
        },
      ),
      within(storageReady(ctx.files), CHECK_TIMEOUT_MS).then(
        () => true,
        (err) => {
          req.log.warn({ err }, 'readiness: file storage cannot be used');
          return false;
        },
      ),
    ]);
    const ready = database && storage;
    reply.code(ready ? 200 : 503);
    return ready
      ? { status: 'ready' as const, database: 'ok', storage: 'ok' }
      : {
          status: 'not ready' as const,
          database: database ? 'ok' : 'unreachable',
          storage: storage ? 'ok' : 'unreachable',
          error: { code: 'NOT_READY', message: API_ERRORS.NOT_READY },
        };
  });
}
