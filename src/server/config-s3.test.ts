import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const S3 = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'certdesk',
  S3_REGION: 'cn-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('object storage configuration', () => {
  it('keeps files in DATA_DIR when no S3_* is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads the bucket, path style and timeout', () => {
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true', S3_TIMEOUT_MS: '2000' }).s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'certdesk',
      region: 'cn-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      timeoutMs: 2000,
    });
    // AWS itself: no endpoint, virtual-hosted style, the default timeout.
    const { S3_ENDPOINT: _endpoint, ...aws } = S3;
    expect(loadConfig(aws).s3).toMatchObject({ endpoint: null, forcePathStyle: false, timeoutMs: 3000 });
  });

  it('refuses an incomplete or malformed configuration at start, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'certdesk' })).toThrow(
      'S3 file storage needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/needs S3_BUCKET, S3_REGION/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => loadConfig({ ...S3, S3_TIMEOUT_MS: '0' })).toThrow(
      /S3_TIMEOUT_MS must be a positive integer/,
    );
  });
});
