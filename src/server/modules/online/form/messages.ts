/** The bilingual texts of the online form definitions (validation, publishing, records of unpublished forms). */
import type { MessagePair } from '../../../http/i18n';

const pair = (zh: string, en: string): MessagePair => ({ 'zh-CN': zh, 'en-US': en });

export const ONL_MSG = {
  /** A refusal inside one designer row, named by its title. */
  inField: (label: MessagePair, message: MessagePair): MessagePair =>
    pair(`字段“${label['zh-CN']}”：${message['zh-CN']}`, `Field “${label['en-US']}”: ${message['en-US']}`),
  tableNamePattern: pair(
    '表名须以小写字母开头，由2到63位小写字母、数字或下划线组成',
    'The table name starts with a lower-case letter and has 2 to 63 lower-case letters, digits or underscores',
  ),
  tableNameReservedPrefix: pair(
    '表名不能以 sys_、onl_、isps_、cust_、pg_、kysely_ 开头（系统保留）',
    'The table name may not start with sys_, onl_, isps_, cust_, pg_ or kysely_ (reserved for the system)',
  ),
  tableNameReservedWord: pair('表名不能是数据库保留字', 'The table name may not be a database reserved word'),
  tableNameSystem: pair(
    '该表名已被系统表或已注册的实体使用',
    'The table name is used by a system table or a registered entity',
  ),
  tableNameTaken: pair('该表名已有表单定义', 'Another form definition has this table name'),
  tableTxtRequired: pair('请输入表描述', 'Enter the table description'),
  tableTxtTooLong: pair('表描述最多200个字符', 'The table description has at most 200 characters'),
  badChoice: pair('取值不在允许的范围内', 'The value is not one of the allowed choices'),
  treeParentField: pair(
    '树形表单须指定一个字符串类型的父ID字段',
    'A tree form needs its parent id field, a string field of the form',
  ),
  noFields: pair('请至少添加一个字段', 'Add at least one field'),
  tooManyFields: pair('字段最多200个', 'A form has at most 200 fields'),
  fieldNamePattern: pair(
    '字段名须以小写字母开头，由2到63位小写字母、数字或下划线组成（不含连续或结尾的下划线）',
    'The field name starts with a lower-case letter and has 2 to 63 lower-case letters, digits or underscores (no double or trailing underscore)',
  ),
  fieldNameSystem: pair(
    '字段名不能是系统字段（id、create_by、create_time、update_by、update_time 等）',
    'The field name may not be a system column (id, create_by, create_time, update_by, update_time, …)',
  ),
  fieldNameReservedWord: pair(
    '字段名不能是数据库保留字',
    'The field name may not be a database reserved word',
  ),
  fieldNameDuplicate: pair('字段名重复', 'The field name is used twice'),
  fieldTxtRequired: pair('请输入字段备注（中文名称）', 'Enter the field title'),
  dbType: pair(
    '数据库类型只能是 string、int、double、decimal、date、datetime、text',
    'The database type is one of string, int, double, decimal, date, datetime, text',
  ),
  dbLength: pair('字段长度超出该类型允许的范围', 'The length is outside what the type allows'),
  dbPointLength: pair('小数位数须在0到6之间且不超过长度', 'The decimals are 0 to 6 and at most the length'),
  defaultValue: pair(
    '默认值只能是普通值、#{sysUserCode}、#{sysOrgCode} 或 #{date}',
    'The default is a plain value, #{sysUserCode}, #{sysOrgCode} or #{date}',
  ),
  defaultValueType: pair('默认值与字段类型不符', 'The default value does not fit the field type'),
  showType: pair('不支持的控件类型', 'The widget is not supported'),
  showTypeUnavailable: pair('该控件暂不可用', 'This widget is not available yet'),
  validType: pair(
    '校验规则只能是内置规则编码、only（唯一）或正则表达式',
    'The rule is a built-in pattern code, only (unique) or a regular expression',
  ),
  validRegex: pair(
    '正则表达式无效或不受支持（不允许嵌套量词、反向引用和前后断言 (?= (?! (?<= (?<!，最长200字符）',
    'The regular expression is invalid or not supported (no nested quantifiers, back references or lookaround (?= (?! (?<= (?<!, at most 200 characters)',
  ),
  checkRule: pair(
    '编码校验规则只能用于文本字段，编码以小写字母开头，由小写字母、数字或下划线组成',
    'A check rule applies to text fields; its code starts with a lower-case letter and has lower-case letters, digits or underscores',
  ),
  validMsgRequired: pair('正则校验须填写提示信息', 'A regular expression needs its message'),
  dictRequired: pair('该控件须指定字典编码', 'This widget needs a dictionary code'),
  dictCode: pair('字典编码格式不正确', 'The dictionary code is malformed'),
  dictTable: pair(
    '字典表只能是已注册的实体及其字段',
    'The dictionary table must be a registered entity with its fields',
  ),
  linkage: pair(
    '联动规则须是 {show|hide|require|disable: json-logic} 且只用允许的运算符和本表单字段',
    "Linkage rules are {show|hide|require|disable: json-logic} with allowed operators and this form's fields only",
  ),
  popup: pair(
    'Popup须填写报表编码，且原字段与本表单的目标字段一一对应',
    'A popup needs its report code and as many report columns as target fields of this form',
  ),
  mainTable: pair(
    '子表的外键须指向一个主表或子表定义的字段',
    "A sub table's foreign key must name a field of a main or sub table definition",
  ),
  subNeedsKey: pair(
    '子表须有一个指向主表的外键字段（主表名与主表字段）',
    'A sub table needs a foreign key field naming its main table and field',
  ),
  indexName: pair(
    '索引名须以小写字母开头，由2到63位小写字母、数字或下划线组成，且不重复',
    'The index name starts with a lower-case letter, has 2 to 63 lower-case letters, digits or underscores and is unique',
  ),
  indexField: pair(
    '索引字段须是本表单的字段（逗号分隔）',
    'The index fields are fields of this form (comma-separated)',
  ),
  badBody: pair('请求内容格式不正确', 'The request body is malformed'),
  notFound: pair('表单定义不存在', 'The form definition does not exist'),
  copied: pair('复制成功！', 'Copied!'),
  published: pair('发布成功！', 'Published!'),
  imported: pair('导入成功！', 'Imported!'),
  added: pair('添加成功！', 'Added!'),
  edited: pair('修改成功！', 'Changed!'),
  publishInvalid: pair(
    '发布失败：生成的实体或页面不符合规范',
    'Publishing failed: the generated entity or page is not valid',
  ),
  numberingRuleMissing: (code: string): MessagePair =>
    pair(
      `填值规则【${code}】不存在，请先在 系统管理 → 填值规则 中创建`,
      `The numbering rule "${code}" does not exist: create it under System → Numbering rules first`,
    ),
  numberingRuleType: pair(
    '填值规则 ${规则编码} 只能用于字符串或文本字段',
    'A numbering rule ${rule_code} fits string or text fields only',
  ),
  defaultVariableType: pair(
    '#{sysUserCode} 和 #{sysOrgCode} 只能用于字符串字段，#{date} 只能用于字符串、日期或日期时间字段',
    '#{sysUserCode} and #{sysOrgCode} fit string fields only, #{date} string, date or datetime fields',
  ),
  deleteHasSubTables: pair(
    '该主表仍有子表定义指向它，请先删除这些子表：',
    'Sub table definitions still point at this main table; delete them first: ',
  ),
  deleteHeldByMain: pair(
    '主表的发布版本仍包含该子表，请先去掉该子表的主表关联并重新发布主表：',
    "The published version of its main table still holds this sub table; remove the sub table's link and publish the main table again first: ",
  ),
  importNoFile: pair(
    '请选择要导入的表单定义文件（.json）',
    'Choose the form definition file (.json) to import',
  ),
  importTooLarge: pair('表单定义文件不能超过1MB', 'The form definition file is at most 1 MB'),
  importNotJson: pair('文件不是有效的表单定义 JSON', 'The file is not a valid form definition JSON'),
  dropTableMismatch: pair(
    '输入的表名与该表单的表名不一致，数据表未删除',
    "The table name typed is not this form's table name; the table was not dropped",
  ),
  deletedWithTable: pair('删除成功，数据表已备份后删除', 'Deleted; the table was backed up and dropped'),
  notSynced: pair(
    '该在线表单的数据库表尚未同步到当前发布版本，请先同步数据库',
    'The table of this online form is not synchronised with its published version: synchronise the database first',
  ),
};
