/** The workflow contract shared by the server, the renderer and the schema checks (issue 9). */
export * from './types';
export * from './available';
export * from './problems';
export * from './set-values';
export * from './history-entry';
