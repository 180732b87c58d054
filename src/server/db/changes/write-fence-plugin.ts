/**
 * Fences every table this instance writes through Kysely (table-versions.ts): an insert, update,
 * delete or merge fences its target table when the statement is built, before it runs, so a page
 * answer kept in memory is neither served nor kept while the write's commit notice is on its way.
 * Raw SQL that writes, and DDL, fence every table: their target is not known here.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { TableVersions } from './table-versions';

const RAW_WRITE = /\b(insert|update|delete|merge|truncate|copy|alter|drop|create)\b/i;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
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
    switch (node.kind) {
      case 'SelectQueryNode':
        return;
      case 'InsertQueryNode':
      case 'MergeQueryNode':
        return this.fence(tableName((node as { into?: OperationNode }).into));
      case 'UpdateQueryNode':
        return this.fence(tableName((node as { table?: OperationNode }).table));
      case 'DeleteQueryNode':
        for (const from of (node as unknown as { from: { froms: OperationNode[] } }).from.froms)
          this.fence(tableName(from));
        return;
      case 'RawNode':
        if (RAW_WRITE.test((node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(' ')))
          this.versions.fenceAll();
        return;
      default:
        // Schema changes (CreateTableNode, AlterTableNode, DropTableNode, …).
        this.versions.fenceAll();
    }
  }

  private fence(table: string | null): void {
    if (table === null) this.versions.fenceAll();
    else this.versions.fence(table);
  }
}
