/**
 * The IAF CertSearch export (IAF MD 28): certificates mapped to the certification template 2.1,
 * checked, and answered as Excel or XML; the monthly job and its reminder are in
 * jobs/certsearch-jobs.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerDownloadGrant } from '../upload/download-grants';
import { certSearchDownloadGrant } from './certsearch-owners';
import exportFormRoute from './export-form';
import exportRoute from './export-route';

export default async function certSearchModule(app: FastifyInstance): Promise<void> {
  registerDownloadGrant(app, certSearchDownloadGrant);
  await app.register(exportRoute);
  await app.register(exportFormRoute);
}
