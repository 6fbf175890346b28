// Prometheus metrics for /metrics: requests and their latency per route, the event loop's lag (and
// the rest of prom-client's process figures), and the depth of each job queue, which the queue
// reports through `jobQueueDepth`. Each app has a registry of its own, so tests can build several.
import { timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@sommai/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  /** Jobs waiting per queue: the job queue sets it (`jobQueueDepth.set({ queue }, n)`) or adds a collect source. */
  readonly jobQueueDepth = new Gauge({
    name: 'sommai_job_queue_depth',
    help: 'Jobs waiting to run, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
    collect: async () => {
      await Promise.all(this.depthSources.map((s) => s().catch(() => {})));
    },
  });
  private readonly depthSources: (() => Promise<void>)[] = [];

  constructor() {
    // Includes nodejs_eventloop_lag_seconds and its percentiles (p50, p90, p99).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  /** A function that reads the queues' depths when /metrics is scraped. */
  onJobQueueDepth(read: () => Promise<Record<string, number>>) {
    this.depthSources.push(async () => {
      for (const [queue, depth] of Object.entries(await read())) this.jobQueueDepth.set({ queue }, depth);
    });
  }
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts every answered request by route pattern (never the raw URL, so ids do not make new series)
 * and serves /metrics to a bearer of METRICS_TOKEN: 401 without the right token, and no such route
 * at all (404) when no token is configured.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  // The labelled series are looked up once per method, route and status and kept: routes are a
  // fixed set, so the map stays small, and each request skips prom-client's label hashing.
  const counters = new Map<string, ReturnType<typeof metrics.requests.labels>>();
  const timers = new Map<string, ReturnType<typeof metrics.latency.labels>>();
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${route}`;
    const counterKey = `${key} ${reply.statusCode}`;
    let counter = counters.get(counterKey);
    if (!counter) {
      counter = metrics.requests.labels(req.method, route, String(reply.statusCode));
      counters.set(counterKey, counter);
    }
    let timer = timers.get(key);
    if (!timer) {
      timer = metrics.latency.labels(req.method, route);
      timers.set(key, timer);
    }
    counter.inc();
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  app.get('/metrics', async (req, reply) => {
    const h = req.headers.authorization;
    if (!h?.startsWith('Bearer ') || !tokenMatches(h.slice(7).trim(), token)) {
      reply.header('www-authenticate', 'Bearer');
      return reply
        .code(401)
        .send({ error: { code: 'METRICS_TOKEN_REQUIRED', message: API_ERRORS.METRICS_TOKEN_REQUIRED } });
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
