// Builds the real app for a test file: a fresh in-memory PGlite, or a fresh PostgreSQL database
// made from TEST_DATABASE_URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { outbox } from '../src/db/schema.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL, dropped by `drop()`. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sommai_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Capture the (redacting) log here instead of switching logging off. */
    logStream?: Writable;
    /** More build options, such as another file store, made for the test's data directory. */
    build?: (dataDir: string) => Omit<BuildOptions, 'database' | 'logger' | 'logStream'>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-test-'));
  const usePg = process.env.TEST_DB === 'postgres';
  const pgDb = usePg ? await freshPostgres() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  config.webDist = path.join(dataDir, 'no-web');
  const database = await openDatabase({ ...config, inMemory: !usePg });
  const app = await buildApp(config, {
    ...options.build?.(dataDir),
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const body = { name: 'Test Taster', email: uniqueEmail(), password: 'correct horse battery', ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as { token: string; user: { id: string; email: string } };
  return { ...json, password: body.password, auth: { authorization: `Bearer ${json.token}` } };
}

/** The newest link of this kind in the outbox sent to `to` (the email the server sent, as the recipient reads it). */
export async function linkFromOutbox(t: TestApp, to: string, pathPart: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.createdAt));
  for (const row of rows) {
    const found = row.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
    if (found) return found;
  }
  throw new Error(`no ${pathPart} link in the outbox for ${to}`);
}

/** Opens a link the server sent, as a browser would (path and query of the absolute URL). */
export async function openLink(app: FastifyInstance, link: string) {
  const u = new URL(link);
  return app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}

/** Signs up with the configured ADMIN_EMAIL and proves it with the link the server sent. */
export async function signUpAdmin(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const email = overrides.email ?? t.config.adminEmail;
  if (!email) throw new Error('ADMIN_EMAIL is not configured');
  const signed = await signUp(t.app, { ...overrides, email });
  const res = await openLink(t.app, await linkFromOutbox(t, email, '/api/admin/verify-email'));
  if (res.statusCode !== 200) throw new Error(`admin email link failed: ${res.statusCode} ${res.body}`);
  const me = (await t.app.inject({ url: '/api/me', headers: signed.auth })).json();
  return { ...signed, user: me as typeof signed.user & { isAdmin: boolean } };
}

/** One event of the chat's stream, as the browser's chat client reads it. */
export interface StreamEvent {
  type: string;
  delta?: string;
  errorText?: string;
  messageId?: string;
  messageMetadata?: Record<string, unknown> & { notice?: string };
}

/** A user message in the shape the chat client posts. */
export function userMessage(text: string) {
  return { role: 'user', parts: [{ type: 'text', text }] };
}

/** The events of a server-sent chat stream's body, and the answer text they carry. */
export function readStream(body: string): { events: StreamEvent[]; text: string } {
  const events = body
    .split('\n\n')
    .map((block) => block.replace(/^data: /, '').trim())
    .filter((d) => d && d !== '[DONE]')
    .map((d) => JSON.parse(d) as StreamEvent);
  const text = events
    .filter((e) => e.type === 'text-delta')
    .map((e) => e.delta)
    .join('');
  return { events, text };
}

/** Posts to the streaming chat route in process; the streamed text, its events and its last metadata. */
export async function streamChat(
  app: FastifyInstance,
  auth: { authorization: string },
  payload: Record<string, unknown>,
) {
  const res = await app.inject({ method: 'POST', url: '/api/chat/stream', headers: auth, payload });
  const { events, text } = readStream(res.body);
  const meta = events.filter((e) => e.type === 'message-metadata').at(-1)?.messageMetadata;
  return { res, events, text, meta };
}
