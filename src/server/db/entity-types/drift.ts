/**
 * Where the committed entity-tables.generated.ts and the text the schemas give now part, named by
 * entity: the drift test lists these, so whoever changed an entity sees which one to regenerate for.
 */
import { GENERATOR_COMMAND } from './render';

const BLOCK = /\/\*\* Table (\S+), from schemas\/entities\/(\S+)\.json\. \*\/\n[\s\S]*?\n\}\n/g;

interface Block {
  entity: string;
  text: string;
}

function blocks(source: string): Map<string, Block> {
  const found = new Map<string, Block>();
  for (const match of source.matchAll(BLOCK)) {
    const [text, table, entity] = match;
    if (table !== undefined && entity !== undefined) found.set(table, { entity, text });
  }
  return found;
}

export function entityTablesDrift(committed: string, generated: string): string[] {
  if (committed === generated) return [];
  const before = blocks(committed);
  const after = blocks(generated);
  const problems: string[] = [];
  for (const [table, { entity, text }] of after) {
    const old = before.get(table);
    if (!old) problems.push(`entity ${entity} (table ${table}): missing from the committed file`);
    else if (old.text !== text) problems.push(`entity ${entity} (table ${table}): columns differ`);
  }
  for (const [table, { entity }] of before) {
    if (!after.has(table)) problems.push(`entity ${entity} (table ${table}): no longer in the schemas`);
  }
  if (problems.length === 0) problems.push('the header or EntityTables differs');
  return problems.map((p) => `${p}; run ${GENERATOR_COMMAND}`);
}
