/** The workflow contract shared by the server, the renderer and the schema checks. */
export * from './types';
export * from './available';
export * from './problems';
export * from './set-values';
export * from './history-entry';
