import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async () => ({
    status: 'ok' as const,
    name: 'SommAI',
    version: ctx.version,
    node: process.versions.node,
    defaults: ctx.defaults,
  }));
}
