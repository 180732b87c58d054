/** The part of s3rver (which ships no types) the storage tests use: an S3 server over a folder. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory: string;
    configureBuckets?: Array<{ name: string; configs: unknown[] }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Set by run(). */
    httpServer?: Server;
  }
}
