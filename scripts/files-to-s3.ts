/**
 * npm run files:to-s3 [-- --quiet]
 * Copies the files of an install (DATA_DIR/files) into the bucket the S3_* settings name, before
 * the install (or its new instances) starts with those settings. Run it again at any time: objects
 * already in the bucket with the same size are skipped, so it resumes an interrupted copy and a
 * second run copies nothing. Exit code 1 when a file could not be copied (run it again).
 */
import { loadConfig } from '../src/server/config';
import { copyFiles } from '../src/server/storage/copy-files';
import { localFileStore } from '../src/server/storage/local-store';
import { s3FileStore } from '../src/server/storage/s3-store';
import { filesRoot } from '../src/server/storage/index';

async function main(args: string[]): Promise<number> {
  const quiet = args.includes('--quiet');
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'files:to-s3 needs the S3_* settings of the target bucket (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and S3_ENDPOINT for a store other than AWS)',
    );
    return 2;
  }
  const root = filesRoot(config);
  const source = localFileStore(root);
  const target = s3FileStore(config.s3);
  console.log(
    `copying ${root} to bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`,
  );
  try {
    const report = await copyFiles(source, target, {
      onObject: (key, outcome, size) => {
        if (!quiet || outcome === 'failed') console.log(`${outcome.padEnd(7)} ${key} (${size} bytes)`);
      },
    });
    console.log(
      `copied ${report.copied} files (${report.copiedBytes} bytes), skipped ${report.skipped} already in the bucket, failed ${report.failed.length}`,
    );
    for (const failure of report.failed) console.error(`failed ${failure.key}: ${failure.error}`);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
