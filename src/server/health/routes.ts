import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * GET /api/health: 200 once the schema is migrated (the app is only built after that) and the
 * database answers; 503 while shutting down or when the database is out of reach, so a load
 * balancer stops sending traffic here.
 */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool, isShuttingDown: () => boolean): void {
  app.get('/api/health', async (_request, reply) => {
    if (isShuttingDown()) return reply.code(503).send({ status: 'shutting down' });
    try {
      await pool.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
