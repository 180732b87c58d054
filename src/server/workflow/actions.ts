/**
 * Named server actions of x-workflow transitions (`"actions": ["createProjects"]`), registered in
 * code by the module that owns them and run in order inside the transition's transaction. A
 * transition naming an action nobody registered fails the app's start (checkWorkflowActions, on
 * ready), never a request.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ResolvedEntity } from '../../shared/schema/registry';
import type { WorkflowTransition } from '../../shared/workflow/types';
import { workflowOf } from '../../shared/workflow/problems';
import type { SessionUser } from '../auth/session-user';
import type { Database } from '../db/types';
import type { MessagePair } from '../http/i18n';

export interface WorkflowActionContext {
  trx: Transaction<Database>;
  app: FastifyInstance;
  user: SessionUser;
  /** The message in the request language. */
  t(pair: MessagePair): string;
  entity: ResolvedEntity;
  /**
   * The record as the CRUD answers it (camelCase, decorated by the entity's hooks), read FOR UPDATE,
   * plus `companyId` / `divisionId` for entities scoped by company or division.
   */
  record: Record<string, unknown>;
  /** The transition's validated input (without the id). */
  input: Record<string, unknown>;
  transition: WorkflowTransition;
  /** The state the record is leaving. */
  from: string;
}

/**
 * An action may choose the target state and patch properties of the record (camelCase names of the
 * entity). `afterCommit` runs once the step is committed, before the answer (e.g. mails: never
 * sent for a step that is rolled back); its failure is logged, the step stays done.
 */
export type WorkflowActionResult = void | {
  to?: string;
  patch?: Record<string, unknown>;
  afterCommit?: () => Promise<void>;
};

export type WorkflowAction = (ctx: WorkflowActionContext) => Promise<WorkflowActionResult>;

/** One app's actions by name (app.workflowActions, decorated in app.ts before the modules). */
export type WorkflowActionRegistry = Map<string, WorkflowAction>;

export function createWorkflowActionRegistry(): WorkflowActionRegistry {
  return new Map();
}

/**
 * Registers an action under its name on this app, like the entity hooks: another app in the
 * process (tests build many) has its own. Registering a name again replaces the function.
 */
export function registerWorkflowAction(app: FastifyInstance, name: string, fn: WorkflowAction): void {
  app.workflowActions.set(name, fn);
}

export function workflowAction(app: FastifyInstance, name: string): WorkflowAction | undefined {
  return app.workflowActions.get(name);
}

/** `entity /x-workflow/transitions/i/actions: "name"` for every action no module registered. */
export function unknownWorkflowActions(app: FastifyInstance, entities: Iterable<ResolvedEntity>): string[] {
  const missing: string[] = [];
  for (const entity of entities) {
    workflowOf(entity.schema)?.transitions.forEach((t, i) => {
      for (const name of t.actions ?? []) {
        if (!app.workflowActions.has(name))
          missing.push(
            `${entity.id} /x-workflow/transitions/${i}/actions: "${name}" is not a registered workflow action`,
          );
      }
    });
  }
  return missing;
}
