// A local S3-compatible server for the tests, the two-instance e2e run and the `scale` benchmark: s3rver (npm), which
// speaks S3's REST API with signature v4 checks over a directory, in this process. Debian's packages hold no S3 server
// that runs alone (radosgw needs a Ceph cluster) and MinIO, Garage and SeaweedFS are not packaged; s3rver is the one
// that installs from a registry and runs without internet.
//   node scripts/s3-server.mjs [--port 4569] [--dir .tmp/s3] [--bucket rp]    serves until stopped
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

/** s3rver's fixed credentials (any S3 client signs with them). */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on 127.0.0.1 (a free port unless one is given) over `dir`, with `bucket` made.
 * @param {{ dir: string, bucket?: string, port?: number }} options
 * @returns {Promise<{ endpoint: string, port: number, bucket: string, env: Record<string, string>, close(): Promise<void> }>}
 */
export async function startS3Server({ dir, bucket = 'rp', port = 0 }) {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    bucket,
    // The settings an RP server takes to keep its files there.
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    close: () => server.close(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4569' },
      dir: { type: 'string', default: '.tmp/s3' },
      bucket: { type: 'string', default: 'rp' },
    },
  });
  const s3 = await startS3Server({ dir: resolve(values.dir), bucket: values.bucket, port: Number(values.port) });
  console.info(
    `S3-compatible server (s3rver) at ${s3.endpoint}, bucket "${s3.bucket}", files in ${resolve(values.dir)}`,
  );
  console.info(
    Object.entries(s3.env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' '),
  );
  const stop = () => void s3.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
