/**
 * A file field stores generated paths (comma-joined); the names the files were uploaded under travel
 * beside them as `<field>_fileNames`, one per path in order, so lists, details and downloads show and
 * save the original name rather than the stored one.
 */
export const fileNamesKey = (field: string): string => `${field}_fileNames`;

/** The last segment of a stored path: the name of a file whose original name is unknown. */
export const pathName = (path: string): string => path.split('/').pop() || path;

/** Each stored path with the name to show: the given one at its position, else the path's own. */
export function namedFiles(paths: readonly string[], names: unknown): Array<{ path: string; name: string }> {
  const given = Array.isArray(names) ? names : [];
  return paths.map((path, i) => {
    const name = given[i];
    return { path, name: typeof name === 'string' && name !== '' ? name : pathName(path) };
  });
}
