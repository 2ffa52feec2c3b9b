import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.ts';
import { checkKey, KEY_PATTERN, type FileStore } from './files.ts';

/** A 404 of S3: GetObject says NoSuchKey, HeadObject only its status. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums (aws-chunked uploads) are AWS's own; S3-compatible servers (MinIO before 2025,
    // Ceph, Garage, s3rver) refuse or ignore them. Content-MD5 and the signature still guard every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * Files as objects in one bucket of an S3-compatible store (AWS S3, MinIO, Ceph, Garage…), each under the settings'
 * prefix and its key. Downloads stream the object's body; a Readable upload streams in 8 MB parts.
 */
export function s3FileStore(settings: S3Settings, client: S3Client = s3Client(settings)): FileStore {
  const bucket = settings.bucket;
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS S3)');
  const objectKey = (key: string) => `${settings.prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, data) {
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data }));
        return;
      }
      await new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: data },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!Body) return undefined;
        return Body instanceof Readable ? Body : Readable.fromWeb(Body.transformToWebStream() as never);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: settings.prefix || undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length) ?? '';
          if (KEY_PATTERN.test(key))
            yield { key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
