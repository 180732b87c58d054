/**
 * Base path of the entities registered at run time (published online forms); their `x-api` is
 * `${RUNTIME_API_BASE}/<$id>`. Its own module because the online-form store builds and checks that
 * path while the CRUD routes serve it, and the store is below the routes in the import graph.
 */
export const RUNTIME_API_BASE = '/online/data';
