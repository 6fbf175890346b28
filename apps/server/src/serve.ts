// Reads the configuration, opens the database, applies migrations, serves the app and shuts down cleanly
// (started through main.js).
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseError, openDatabase } from './db/index.ts';
import { describeFileError, fileErrorCode, messageOf } from './lib/system-errors.ts';

const started = performance.now();

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`SommAI cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  // The database opens (a new DATA_DIR's copy of the template runs in a thread of its own) while the app's
  // modules load on the main thread; a failure of either is seen when it is awaited.
  const opening = openDatabase(config);
  opening.catch(() => {});
  const storage = import('./lib/storage.ts');
  storage.catch(() => {});
  const appModule = import('./app.ts');
  appModule.catch(() => {});
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await opening;
  } catch (err) {
    if (err instanceof DatabaseError) {
      console.error(`SommAI cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  // A bucket that cannot be used stops the start, rather than every upload failing later.
  const { describeS3Error, openStore } = await storage;
  const files = openStore(config);
  if (config.s3) {
    try {
      await files.check();
    } catch (err) {
      await database.close().catch(() => {});
      await files.close();
      fail(`Files cannot be kept in object storage: ${describeS3Error(err, config.s3.bucket)}`, err);
    }
  }

  const { buildApp, describeDefaults } = await appModule;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { database, files });
  } catch (err) {
    await database.close().catch(() => {});
    if (err instanceof DatabaseError) fail(err.message);
    const cause = fileErrorCode(err) ? describeFileError(err) : messageOf(err);
    fail(`The server cannot be set up with DATA_DIR ${config.dataDir}: ${cause}`, err);
  }
  // Fastify runs close hooks in reverse order of registration, so a hook added here would close the
  // database before the job queue and the other parts of the app have stopped using it: it is closed
  // once the app has closed instead.
  const close = () => app.close().finally(() => database.close().catch(() => {}));

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Requests in flight may finish until SHUTDOWN_TIMEOUT_MS; then answers still streaming are
      // ended (with their proper ending, tokens settled), and a few seconds later the process goes.
      const ending = setTimeout(() => {
        app.log.warn('shutdown time limit reached: ending open streams');
        app.endOpenStreams();
        setTimeout(() => process.exit(1), 5_000).unref();
      }, config.shutdownTimeoutMs);
      ending.unref();
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await close().catch(() => {});
    const code = (err as { code?: string }).code;
    const where = `${config.host}:${config.port} (HOST, PORT)`;
    if (code === 'EADDRINUSE') fail(`Cannot listen on ${where}: another program is using that port`, err);
    if (code === 'EACCES' || code === 'EPERM')
      fail(`Cannot listen on ${where}: this process may not use that port (ports below 1024 need privileges)`, err);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail(`Cannot listen on ${where}: this machine has no such address`, err);
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(performance.now() - started);
  const defaults = Object.entries(describeDefaults(config, database, files))
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n');
  console.log(`SommAI is running at http://localhost:${port} (ready in ${ms} ms)\nIn use:\n${defaults}`);
  if (config.redisUrl) console.log('  rate limits: shared by all servers (Redis, REDIS_URL)');
  else if (database.kind === 'postgresql')
    console.log(
      '  rate limits: counted per server process (request and upload rates; sign-in limits are in the database). With several servers, set REDIS_URL to share them.',
    );
  if (process.send) process.send({ ready: true, port, ms });
}

/** One line saying what is wrong, the details only when debugging, and exit code 1. */
function fail(line: string, err?: unknown): never {
  console.error(`SommAI cannot start. ${line}`);
  if (err && process.env.LOG_LEVEL === 'debug') console.error(err);
  process.exit(1);
}

/** Settles once the server listens (a start that fails ends the process instead). */
export const listening = main().catch((err) => {
  const cause = fileErrorCode(err) ? describeFileError(err) : messageOf(err);
  fail(`Unexpected failure while starting: ${cause}`, err);
});
