/** What the foundation adds to Fastify's instance and request types. */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import type { BackendKind } from './db/connect';
import type { InstallSecrets } from './auth/secrets';
import type { SessionUser } from './auth/session-user';
import type { Redis } from './redis';
import type { Drain } from './http/drain';
import type { FileStore } from './storage/file-store';
import type { EntityHookRegistry } from './modules/crud/hooks';
import type { WorkflowActionRegistry } from './workflow/actions';
import type { AppSchemas } from './modules/schema/registry';
import type { PageAnswerDecorators } from './modules/schema/page-answer-decorators';
import type { DownloadGrants } from './modules/upload/download-grants';
import type { ExportLayoutResolvers } from './modules/crud/export/layout';
import type { FieldRuleSourceSlot } from './modules/crud/rules/field-rules';
import type { TableVersions } from './db/changes/table-versions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: BackendKind;
    /**
     * On PostgreSQL: which tables changed, from the database's change notices and this instance's
     * writes (db/changes), for list pages kept in memory. Null on the embedded database.
     */
    tableVersions: TableVersions | null;
    config: AppConfig;
    /** Null when REDIS_URL is not set. */
    redis: Redis | null;
    /** Prefix of every Redis key this app writes (tests isolate suites with it). */
    redisPrefix: string;
    secrets: InstallSecrets;
    /** The shutdown's drain: while active, /readyz is not ready and answers close their connection. */
    drain: Drain;
    /** Uploaded and generated files: DATA_DIR/files or S3 (storage/index.ts). */
    files: FileStore;
    /** This app's per-entity hooks (modules/crud/hooks.ts), registered by its modules. */
    entityHooks: EntityHookRegistry;
    /** This app's named x-workflow actions (workflow/actions.ts), registered by its modules. */
    workflowActions: WorkflowActionRegistry;
    /** This app's schema registry (modules/schema/registry.ts): its extra roots and runtime entities. */
    schemas: AppSchemas;
    /** Additions to this app's schema page answers, by page id (modules/schema/page-answer-decorators.ts). */
    pageAnswerDecorators: PageAnswerDecorators;
    /** Who else may download a stored file on this app (modules/upload/download-grants.ts). */
    downloadGrants: DownloadGrants;
    /** This app's export layouts (modules/crud/export/layout.ts). */
    exportLayouts: ExportLayoutResolvers;
    /** Where this app reads role field rules (modules/crud/rules/field-rules.ts). */
    fieldRuleSource: FieldRuleSourceSlot;
  }
  interface FastifyRequest {
    /** Set on routes declared `authenticated` or with a `permission`; do not read it on open routes. */
    user: SessionUser;
  }
  interface FastifyContextConfig {
    open?: boolean;
    authenticated?: boolean;
    permission?: string | readonly string[];
    /** With authenticated/permission: customers whose company is not activated are refused (auth/activated-company.ts). */
    activatedCompany?: boolean;
    /**
     * With authenticated: reachable while the caller must still change a password someone else
     * chose (logout, the change itself); every other protected route refuses them until then.
     */
    beforePasswordChange?: boolean;
  }
}

export {};
