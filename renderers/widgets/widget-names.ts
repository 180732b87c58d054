/**
 * The names of the built-in widgets, without their components: the registry registers exactly
 * these (builtins.ts is typed by this list) and the schema check (tests/unit/schemas-meta.test.ts)
 * reads it in node without loading React, so a schema naming an unregistered widget fails the suite.
 */
export const BUILTIN_WIDGET_NAMES = [
  'input',
  'textarea',
  'number',
  'switch',
  'radio',
  'checkbox',
  'select',
  'dictSearch',
  'date',
  'datetime',
  'file',
  'image',
  'password',
  'hidden',
  'departSelect',
  'roleSelect',
  'permissionTree',
  'areaLinkage',
  'passwordStrength',
  'dragVerify',
  'avatarCrop',
  // Modal pickers
  'userSelect',
  'departTreeModal',
  'positionSelect',
  'listSelect',
  // The online report popup picker (JPopup)
  'popup',
  'editableTable',
  'richText',
  'code',
  // Dictionary, tree, time and tags widgets
  'multiSelect',
  'searchSelect',
  'time',
  'treeSelect',
  'categoryTree',
  'tags',
  'cron',
  // Team evaluation scores
  'rate',
  // A menu's icon, from the icons the shell draws
  'icon',
] as const;

export type BuiltinWidgetName = (typeof BUILTIN_WIDGET_NAMES)[number];
