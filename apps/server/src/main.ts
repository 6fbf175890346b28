// Reads the configuration, opens the database, applies migrations, serves the app and shuts down cleanly.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseError, openDatabase } from './db/index.ts';

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

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DatabaseError) {
      console.error(`SommAI cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(performance.now() - started);
  const defaults = Object.entries((await app.inject({ url: '/api/health' })).json().defaults as Record<string, string>)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n');
  console.log(`SommAI is running at http://localhost:${port} (ready in ${ms} ms)\nIn use:\n${defaults}`);
  if (process.send) process.send({ ready: true, port, ms });
}

main().catch((err) => {
  console.error('SommAI failed to start:', err);
  process.exit(1);
});
