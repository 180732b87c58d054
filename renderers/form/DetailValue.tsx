/**
 * One value of a detail view as a reader wants it: dictionary text instead of the code, pictures,
 * download links, formatted dates, 是/否, department and role names instead of ids.
 */
import dayjs from 'dayjs';
import type { FieldSchema } from '../../src/shared/schema/types';
import { useRenderer, type DictItem } from '../context';
import { useText } from '../i18n/use-text';
import { valueKind } from '../schema-text';
import { AuthImage } from '../widgets/AuthImage';
import type { DepartNode } from '../widgets/depart-tree';
import { dictTextOf } from '../widgets/dict-text';
import { splitIds, useRemoteList } from '../widgets/use-remote-list';
import { DATE_FORMAT, DATETIME_FORMAT } from '../widgets/date-formats';
import { FileLinks } from '../widgets/FileLinks';

export interface DetailValueProps {
  field: FieldSchema;
  value: unknown;
  /** The record's `<field>_dictText`, when the server sent one. */
  dictText?: unknown;
  dicts: Record<string, DictItem[]>;
  /** The record's `<field>_fileNames` (the original names of a file field's files), when the server sent them. */
  fileNames?: unknown;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function flattenDeparts(nodes: readonly DepartNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    into.set(n.id, n.title ?? n.departName ?? n.id);
    if (n.children) flattenDeparts(n.children, into);
  }
  return into;
}

function DepartNames({ value }: { value: unknown }) {
  const names = flattenDeparts(useRemoteList<DepartNode>('departTree'));
  return (
    <>
      {splitIds(value)
        .map((id) => names.get(id) ?? id)
        .join(',')}
    </>
  );
}

function RoleNames({ value }: { value: unknown }) {
  const roles = useRemoteList<{ id: string; roleName: string }>('roles');
  return (
    <>
      {splitIds(value)
        .map((id) => roles.find((r) => r.id === id)?.roleName ?? id)
        .join(',')}
    </>
  );
}

export function DetailValue({ field, value, dictText, dicts, fileNames }: DetailValueProps) {
  const { locale } = useRenderer();
  const text = useText();
  if (typeof dictText === 'string' && dictText !== '') return <>{dictText}</>;
  if (isEmpty(value)) return null;
  const widget = field['x-widget'];
  // avatarCrop stores one uploaded picture's path, as image does.
  if (widget === 'image' || widget === 'avatarCrop')
    return (
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
        {splitIds(value).map((path) => (
          <AuthImage key={path} path={path} />
        ))}
      </span>
    );
  if (widget === 'file') return <FileLinks value={value} names={fileNames} />;
  if (widget === 'departSelect') return <DepartNames value={value} />;
  if (widget === 'roleSelect') return <RoleNames value={value} />;
  const kind = valueKind(field);
  if (kind === 'dict') return <>{dictTextOf(dicts[field['x-dict'] ?? ''], value, locale)}</>;
  if (kind === 'date' || kind === 'datetime') {
    const d = dayjs(String(value));
    return <>{d.isValid() ? d.format(kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT) : String(value)}</>;
  }
  if (kind === 'boolean') return <>{text(value === true || value === 'true' ? 'yes' : 'no')}</>;
  if (kind === 'switch')
    return <>{value === 'Y' ? text('yes') : value === 'N' ? text('no') : String(value)}</>;
  if (Array.isArray(value)) return <>{value.map(String).join(',')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
