// npm run files:migrate [-- --from DIR] : copies the disk file store (DATA_DIR/files, or DIR) into the S3-compatible
// bucket that S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PREFIX name, reads every
// object back and compares it with the source (SHA-256 and size). It changes nothing on disk and can be run again: a file
// already in the bucket is not copied twice. Exits 1 when any file failed. Then start the servers with FILE_STORE=s3.
import { join, resolve } from 'node:path';
import { loadConfig, readS3 } from '../config.ts';
import { migrateFiles } from '../lib/files-migrate.ts';
import { diskFileStore } from '../plugins/files.ts';
import { s3FileStore } from '../plugins/s3-file-store.ts';
import { readArgs } from './args.ts';

const { options } = readArgs();
const config = loadConfig(process.env, { jwtSecret: 'not used' });
const from = options.from ? resolve(options.from) : join(config.dataDir, 'files');
const settings = readS3(process.env);
if (!settings.bucket) {
  console.error(
    'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for a store other than AWS S3).',
  );
  process.exit(2);
}
const source = diskFileStore(from);
const target = s3FileStore(settings);
try {
  await target.check();
} catch (error) {
  console.error(`The bucket "${settings.bucket}" does not answer: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

console.info(`Copying ${from} into s3://${settings.bucket}/${settings.prefix} (${settings.endpoint ?? 'AWS S3'})`);
let done = 0;
const started = Date.now();
const report = await migrateFiles(source, target, {
  onFile: () => {
    done++;
    if (done % 500 === 0) console.info(`  ${done} files…`);
  },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.info(
  `${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.present} already there, ` +
    `${report.failed.length} failed, in ${seconds} s; every copied file was read back and compared.`,
);
for (const failure of report.failed) console.error(`  ${failure.key}: ${failure.reason}`);
process.exit(report.failed.length > 0 ? 1 : 0);
