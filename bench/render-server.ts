// A server process for the rendering-load figures: the real app (built from the source tree in
// BENCH_ROOT, this repository by default) with an event-loop delay histogram the benchmark reads
// over IPC ('reset' starts a measurement, 'report' answers with its percentiles in ms). With
// BENCH_CPU_PROFILE=<file.cpuprofile> the main thread's CPU profile of the measured part is written
// there (open it in Chrome DevTools, or summarise it with bench/profile-top.ts).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const root = process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, '..');
const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const { buildApp } = await load('app.ts');
const { loadConfig } = await load('config.ts');

const config = loadConfig(process.env);
config.webDist = path.join(config.dataDir, 'no-web');
const app = await buildApp(config);
await app.listen({ port: config.port, host: '127.0.0.1' });

const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();
const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
const profileTo = process.env.BENCH_CPU_PROFILE;
const profiler = profileTo ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
}
process.on('message', async (m) => {
  if (m === 'reset') {
    lag.reset();
    await profiler?.post('Profiler.start');
    process.send?.({ reset: true });
  }
  if (m === 'report') {
    const figures = { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) };
    if (profiler && profileTo) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
    }
    process.send?.(figures);
  }
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.send?.({ ready: true });
