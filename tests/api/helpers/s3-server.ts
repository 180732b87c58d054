/**
 * An S3 server of the test's own (s3rver, objects in a temp folder) on a free loopback port, with
 * the S3Config the app is given and a way to take it away (connections refused) or make it hang
 * (connections accepted, nothing answered) and bring it back with its objects. close() removes the
 * folder: a benchmark starts one too, outside the test projects' clean-up of temp folders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../../src/server/config';
import { s3FileStore } from '../../../src/server/storage/s3-store';
import type { FileStore } from '../../../src/server/storage/file-store';
import { freePort } from '../../setup/free-port';

export interface PrivateBucket {
  config: S3Config;
  /** The bucket as an instance's environment (S3_*), for a server process or a script (timeout: the app's default). */
  env: Record<string, string>;
  /** A store of its own on the bucket, to look at the objects as they are. */
  store: FileStore;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** The object's bytes. */
  bytes(key: string): Promise<Buffer>;
}

export interface PrivateS3 {
  /** One of the buckets it was started with (one per installation: a clean-up owns its bucket). */
  bucket(name: string): PrivateBucket;
  stop(): Promise<void>;
  /** Takes the port, accepts connections and never answers (stop first). */
  hang(): Promise<void>;
  /** Ends a hang and serves the same objects again. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startPrivateS3(options: { buckets: string[]; timeoutMs?: number }): Promise<PrivateS3> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'certdesk-s3-'));
  let server: S3rver | null = null;
  let hanging: { server: Server; sockets: Set<Socket> } | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
    });
    await server.run();
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = current.close();
    // The app's kept-alive connections would hold close() open: cut them, as a crash would.
    current.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const buckets = new Map<string, PrivateBucket>();
  for (const name of options.buckets) {
    const config: S3Config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: name,
      region: 'us-east-1',
      // s3rver's own fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      timeoutMs: options.timeoutMs ?? 3_000,
    };
    const store = s3FileStore(config);
    buckets.set(name, {
      config,
      env: {
        S3_ENDPOINT: config.endpoint!,
        S3_BUCKET: config.bucket,
        S3_REGION: config.region,
        S3_ACCESS_KEY_ID: config.accessKeyId,
        S3_SECRET_ACCESS_KEY: config.secretAccessKey,
        S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
      },
      store,
      // Listed with S3's first list API (a marker per page): s3rver answers the second page of a
      // ListObjectsV2 (continuation token or StartAfter) with an internal error, so a bucket of more
      // than 1,000 objects (the scale-out benchmark's) could not be checked through the store.
      async keys() {
        const client = new S3Client({
          region: config.region,
          endpoint: config.endpoint ?? undefined,
          forcePathStyle: config.forcePathStyle,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        });
        const out: string[] = [];
        try {
          for (;;) {
            const page = await client.send(
              new ListObjectsCommand({ Bucket: config.bucket, Marker: out.at(-1) }),
            );
            for (const item of page.Contents ?? []) if (item.Key) out.push(item.Key);
            if (!page.IsTruncated) return out;
          }
        } finally {
          client.destroy();
        }
      },
      async bytes(key) {
        const chunks: Buffer[] = [];
        for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    });
  }
  return {
    bucket(name) {
      const found = buckets.get(name);
      if (!found) throw new Error(`bucket ${name} was not started`);
      return found;
    },
    stop,
    async hang() {
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
      hanging = { server: silent, sockets };
    },
    async start() {
      if (hanging) {
        for (const socket of hanging.sockets) socket.destroy();
        await new Promise((resolve) => hanging!.server.close(resolve));
        hanging = null;
      }
      await start();
    },
    async close() {
      for (const { store } of buckets.values()) await store.close();
      if (hanging) for (const socket of hanging.sockets) socket.destroy();
      hanging?.server.close();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
