/**
 * The API suites of a worker share its modules (vite.config.ts: isolate false), so each file starts
 * from the schema registry a fresh server process has: no fixture roots and no run-time entities
 * from the previous file's databases, whose tables this file's database does not have.
 */
import { forgetRuntimeSchemas, setExtraSchemaRoots } from '../../../src/server/modules/schema/registry';

setExtraSchemaRoots([]);
forgetRuntimeSchemas();
