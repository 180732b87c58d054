/**
 * account/Settings, the personal info page: the schema page account-settings (the signed-in user's
 * own record, read-only, and 修改密码). Kept under this name so menus naming `account/Settings` keep
 * working until they name `schema/account-settings`.
 */
import { SchemaRouteLazy } from '../../router/SchemaRouteLazy';

export default function Settings() {
  return <SchemaRouteLazy pageId="account-settings" />;
}
