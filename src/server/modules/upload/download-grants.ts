/**
 * Who else may download a stored file besides its uploader, the uploader's company and
 * administrators: modules add a grant for the files their records hold (e.g. the company module
 * lets reviewing staff read a company's business licence), on their app (app.downloadGrants).
 * Checked by GET /sys/common/static/*.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';

export interface StoredFileRef {
  path: string;
  biz: string;
  company_id: string | null;
}

export type DownloadGrant = (
  app: FastifyInstance,
  user: SessionUser,
  file: StoredFileRef,
) => Promise<boolean>;

/** One app's grants. */
export type DownloadGrants = Set<DownloadGrant>;

export function createDownloadGrants(): DownloadGrants {
  return new Set();
}

/** Registers a grant on the app once (the same function again is a no-op). */
export function registerDownloadGrant(app: FastifyInstance, grant: DownloadGrant): void {
  app.downloadGrants.add(grant);
}

export async function downloadGranted(
  app: FastifyInstance,
  user: SessionUser,
  file: StoredFileRef,
): Promise<boolean> {
  for (const grant of app.downloadGrants) if (await grant(app, user, file)) return true;
  return false;
}
