/**
 * Fences every table this instance writes through Kysely (table-versions.ts): an insert, update,
 * delete or merge fences its target table when the statement is built, before it runs, so a page
 * answer kept in memory is neither served nor kept while the write's commit notice is on its way.
 * Raw SQL that writes, and DDL, fence every table: their target is not known here.
 */
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { TableVersions } from './table-versions';

const RAW_WRITE = /\b(insert|update|delete|merge|truncate|copy|alter|drop|create)\b/i;

function tableName(node: OperationNode | undefined): string | null {
  if (node && TableNode.is(node)) return node.table.identifier.name;
  if (node && AliasNode.is(node)) return tableName(node.node);
  return null;
}

export class WriteFencePlugin implements KyselyPlugin {
  constructor(private readonly versions: TableVersions) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.visit(node);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }

  private visit(node: OperationNode): void {
    const withNode = (node as { with?: { expressions: ReadonlyArray<{ expression: OperationNode }> } }).with;
    withNode?.expressions.forEach((e) => this.visit(e.expression));
    if (SelectQueryNode.is(node)) return;
    if (InsertQueryNode.is(node) || MergeQueryNode.is(node)) return this.fence(tableName(node.into));
    if (UpdateQueryNode.is(node)) return this.fence(tableName(node.table));
    if (DeleteQueryNode.is(node)) return node.from.froms.forEach((from) => this.fence(tableName(from)));
    if (RawNode.is(node)) {
      if (RAW_WRITE.test(node.sqlFragments.join(' '))) this.versions.fenceAll();
      return;
    }
    // Schema changes (CreateTableNode, AlterTableNode, DropTableNode, …).
    this.versions.fenceAll();
  }

  private fence(table: string | null): void {
    if (table === null) this.versions.fenceAll();
    else this.versions.fence(table);
  }
}
