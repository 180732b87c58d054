/**
 * The user row of the user picker (SPEC §3 "User row (picker)"): what GET
 * /sys/user/queryUserComponentData and /sys/user/getMultiUser answer, and what the renderer's
 * userSelect widget shows.
 */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  /** '1' male, '2' female (dictionary `sex`). */
  sex: string | null;
  phone: string | null;
  /** yyyy-MM-dd. */
  birthday: string | null;
  /** The user's departments' names in the request language, comma-joined. */
  orgCodeTxt: string;
}

/** How a stored user value names its users: by username (JeecgBoot's default) or by id. */
export type PickerUserKey = 'username' | 'id';
