/**
 * Who else may download a stored file besides its uploader, the uploader's company and
 * administrators: modules add a grant for the files their records hold (e.g. the company module
 * lets reviewing staff read a company's business licence). Checked by GET /sys/common/static/*.
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

const grants = new Set<DownloadGrant>();

/** Registers a grant once (the same function again is a no-op, as several apps share the process in tests). */
export function registerDownloadGrant(grant: DownloadGrant): void {
  grants.add(grant);
}

export async function downloadGranted(
  app: FastifyInstance,
  user: SessionUser,
  file: StoredFileRef,
): Promise<boolean> {
  for (const grant of grants) if (await grant(app, user, file)) return true;
  return false;
}
