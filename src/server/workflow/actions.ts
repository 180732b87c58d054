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

const actions = new Map<string, WorkflowAction>();

/**
 * Registers an action under its name (process-wide, like the entity hooks). Registering a name
 * again replaces the function: modules register when an app is built, and tests build many apps.
 */
export function registerWorkflowAction(name: string, fn: WorkflowAction): void {
  actions.set(name, fn);
}

export function workflowAction(name: string): WorkflowAction | undefined {
  return actions.get(name);
}

/** `entity /x-workflow/transitions/i/actions: "name"` for every action no module registered. */
export function unknownWorkflowActions(entities: Iterable<ResolvedEntity>): string[] {
  const missing: string[] = [];
  for (const entity of entities) {
    workflowOf(entity.schema)?.transitions.forEach((t, i) => {
      for (const name of t.actions ?? []) {
        if (!actions.has(name))
          missing.push(
            `${entity.id} /x-workflow/transitions/${i}/actions: "${name}" is not a registered workflow action`,
          );
      }
    });
  }
  return missing;
}
