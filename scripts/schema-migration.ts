/**
 * npm run schema:migration -- <entity id> [--root <extra schema root>]… [--dir <migrations folder>]
 * Writes src/server/db/migrations/<next number>_<entity>.ts from the entity (see
 * src/server/db/schema-migration.ts) and prints the lines to add to migrations/index.ts.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaRegistry, setExtraSchemaRoots } from '../src/server/modules/schema/registry';
import { writeSchemaMigration } from '../src/server/db/schema-migration';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../src/server/db/migrations');

async function main(args: string[]): Promise<number> {
  const roots: string[] = [];
  let dir = MIGRATIONS;
  let entityId: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--root' && args[i + 1]) roots.push(resolve(args[++i]!));
    else if (arg === '--dir' && args[i + 1]) dir = resolve(args[++i]!);
    else if (arg && !arg.startsWith('--') && entityId === undefined) entityId = arg;
    else {
      console.error(`unknown argument: ${arg}`);
      return 2;
    }
  }
  if (!entityId) {
    console.error(
      'usage: npm run schema:migration -- <entity id> [--root <schema root>] [--dir <migrations folder>]',
    );
    return 2;
  }
  setExtraSchemaRoots(roots);
  const entity = schemaRegistry().entities.get(entityId);
  if (!entity) {
    console.error(`no entity "${entityId}" in schemas/${roots.length > 0 ? ` or ${roots.join(', ')}` : ''}`);
    return 1;
  }
  const result = await writeSchemaMigration(entity, dir);
  console.log(`wrote ${result.file}`);
  console.log('add to src/server/db/migrations/index.ts:');
  console.log(`  ${result.indexLines[0]}`);
  console.log(`  ${result.indexLines[1].trim()}   (at the end of \`migrations\`)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
