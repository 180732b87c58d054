/**
 * One step of a record's x-workflow history as GET <entity api>/history answers it: texts in the
 * request language, the time as an ISO 8601 string (the wire form the renderer's timeline reads).
 */
export interface WorkflowHistoryEntry {
  id: string;
  transition: string;
  transitionTitle: string;
  fromState: string;
  toState: string;
  fromStateText: string;
  toStateText: string;
  note: string | null;
  actor: string;
  actorName: string | null;
  createTime: string;
}
