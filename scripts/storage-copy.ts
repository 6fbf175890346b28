// npm run storage:copy — copies DATA_DIR/files into the bucket named by S3_BUCKET (with the other
// S3_* variables, as the server reads them). Safe to run again: files already copied are skipped.
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { describeS3Error, FileStore, S3Store } from '../apps/server/src/lib/storage.ts';
import { copyToBucket } from '../apps/server/src/lib/storage-copy.ts';

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) stop(err.message);
  throw err;
}
if (!config.s3) stop('S3_BUCKET is not set: name the bucket to copy DATA_DIR/files into (and S3_ENDPOINT, keys…).');

const source = new FileStore(config.dataDir);
const target = new S3Store(config.s3);
try {
  await target.check();
} catch (err) {
  stop(`The bucket cannot be used: ${describeS3Error(err, config.s3.bucket)}`);
}

console.log(`Copying ${source.root} into ${target.description}…`);
const t0 = performance.now();
const counts = await copyToBucket(source, target, (c) =>
  console.log(`  ${c.copied} copied, ${c.skipped} already there, ${c.failed} failed`),
);
await target.close();
for (const line of counts.errors) console.error(`  failed: ${line}`);
const mb = (counts.bytes / 1024 / 1024).toFixed(1);
const s = ((performance.now() - t0) / 1000).toFixed(1);
console.log(
  `Done in ${s} s: ${counts.copied} copied (${mb} MB), ${counts.skipped} already there, ${counts.failed} failed.`,
);
process.exit(counts.failed ? 1 : 0);
