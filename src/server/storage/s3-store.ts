/**
 * The S3-compatible backend (AWS SDK v3): uploads stream through @aws-sdk/lib-storage (multipart
 * past 5 MB, a few parts in memory at most), downloads hand the response body on as it arrives.
 * Every call has short connection and idle timeouts and one retry, so an unreachable or hanging
 * object store costs a request seconds (answered 503 by the error handler), never a hang.
 */
import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertKey, FileMissingError, StorageUnavailableError, type FileStore } from './file-store';

/** Multipart part size (S3's minimum) and parts in flight: what one upload holds in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Counts the bytes passing through (a streamed upload's size is known only at its end). */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
    // Connecting, and silence on the socket (no answer, a stalled body), are bounded; a long but
    // moving transfer is not. (requestTimeout would bound a whole upload, and without
    // throwOnRequestTimeout it only logs a warning while the request waits on.)
    requestHandler: { connectionTimeout: config.timeoutMs, socketTimeout: config.timeoutMs },
    // With an S3-compatible store (an endpoint of its own): checksums only where the API requires
    // them. Since SDK 3.729 every upload otherwise carries a CRC32 checksum (aws-sdk-js-v3 #6806),
    // which several compatible stores refuse; AWS itself keeps the SDK's default protection.
    ...(config.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

export function s3FileStore(config: S3Config, client: S3Client = s3Client(config)): FileStore {
  const Bucket = config.bucket;

  /** Runs one SDK call; a fault of the store (not a missing key) becomes StorageUnavailableError. */
  async function call<T>(work: () => Promise<T>, key: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isNotFound(error)) throw new FileMissingError(key);
      throw new StorageUnavailableError(error);
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      if (Buffer.isBuffer(body)) {
        await call(
          () =>
            client.send(
              new PutObjectCommand({
                Bucket,
                Key: key,
                Body: body,
                ContentType: contentType,
                ContentLength: body.length,
              }),
            ),
          key,
        );
        return body.length;
      }
      const counter = byteCounter();
      body.on('error', (error) => counter.destroy(error));
      // Loaded with the first upload: a start without S3 does not pay for it.
      const { Upload } = await import('@aws-sdk/lib-storage');
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counter), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await call(() => upload.done(), key);
      return counter.bytes;
    },
    async get(key) {
      assertKey(key);
      const answer = await call(() => client.send(new GetObjectCommand({ Bucket, Key: key })), key);
      if (!answer.Body) throw new FileMissingError(key);
      return answer.Body as Readable;
    },
    async head(key) {
      assertKey(key);
      try {
        const answer = await call(() => client.send(new HeadObjectCommand({ Bucket, Key: key })), key);
        return { key, size: Number(answer.ContentLength ?? 0), modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (error instanceof FileMissingError) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })), key).catch(
        (error: unknown) => {
          if (!(error instanceof FileMissingError)) throw error;
        },
      );
    },
    list(prefix) {
      return (async function* () {
        let token: string | undefined;
        do {
          const page = await call(
            () => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
            prefix,
          );
          for (const item of page.Contents ?? []) {
            if (item.Key)
              yield {
                key: item.Key,
                size: Number(item.Size ?? 0),
                modified: item.LastModified ?? new Date(0),
              };
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      })();
    },
    async check() {
      await call(() => client.send(new HeadBucketCommand({ Bucket })), Bucket);
    },
    async close() {
      client.destroy();
    },
  };
}
