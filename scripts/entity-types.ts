/**
 * node --import tsx scripts/entity-types.ts
 * Writes src/server/db/entity-tables.generated.ts (the Kysely types of the entity tables) from
 * schemas/entities; run it after changing an entity (src/server/db/entity-types/).
 */
import { writeFileSync } from 'node:fs';
import { ENTITY_TABLES_FILE, entityTablesSource } from '../src/server/db/entity-types/generate';

writeFileSync(ENTITY_TABLES_FILE, await entityTablesSource());
console.log(`wrote ${ENTITY_TABLES_FILE}`);
