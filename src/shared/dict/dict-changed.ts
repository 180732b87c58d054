/**
 * The notice-socket command that says "the dictionaries changed" (a dictionary or item was added,
 * edited or deleted, or an admin refreshed the cache): `{ cmd: 'dict_changed', msgTxt: '' }`. The
 * signed-in client reloads its dictionary store; older clients ignore a command they do not know.
 */
export const DICT_CHANGED_COMMAND = 'dict_changed';
