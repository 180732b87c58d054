/**
 * What an upload may be (reference/jeecg.md §6 S20, S23): the type is decided by the content's
 * magic bytes (file-type), never by the name or the declared MIME type; text formats that a
 * browser could run (svg, html, js) have no magic and are refused. A field of a registered entity
 * can narrow the types and size (x-widget-options accept / maxSize).
 */
import { fileTypeFromBuffer } from 'file-type';
import { schemaRegistry, type SchemaSource } from '../schema/registry';
import { schemaKeyword, X_WIDGET_OPTIONS } from '../../../shared/schema/keywords';

export const DEFAULT_ACCEPT = ['png', 'jpg', 'gif', 'webp', 'pdf', 'xlsx', 'xls', 'docx', 'doc', 'zip'];
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** The largest limit any field may ask for (SPEC §5: business licence 20 MB). */
export const HARD_MAX_BYTES = 20 * 1024 * 1024;

export interface FileType {
  ext: string;
  mime: string;
}

export interface UploadPolicy {
  accept: string[];
  maxBytes: number;
}

/** The old Office formats, which file-type sees only as their container (cfb). */
const MIME = {
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
} as const;

/** null when entity/field are not a registered entity's field. */
export function policyFor(
  app: SchemaSource,
  entityId: string | undefined,
  fieldName: string | undefined,
): UploadPolicy | null {
  if (!entityId && !fieldName) return { accept: DEFAULT_ACCEPT, maxBytes: DEFAULT_MAX_BYTES };
  const field =
    entityId && fieldName ? schemaRegistry(app).entities.get(entityId)?.fields.get(fieldName) : undefined;
  if (!field || field.system) return null;
  const options = schemaKeyword(field.schema, X_WIDGET_OPTIONS) ?? {};
  const accept = Array.isArray(options.accept)
    ? options.accept.map((a) => String(a).toLowerCase().replace(/^\./, ''))
    : DEFAULT_ACCEPT;
  const maxSize = typeof options.maxSize === 'number' ? options.maxSize : DEFAULT_MAX_BYTES;
  // A field can only narrow the default list, never allow more.
  return {
    accept: accept.filter((a) => DEFAULT_ACCEPT.includes(a) || a === 'jpeg'),
    maxBytes: Math.min(maxSize, HARD_MAX_BYTES),
  };
}

/**
 * The type the content's first bytes show, or null when they show none a policy could accept.
 * Legacy Office files sniff as their OLE container (cfb) and keep their name's extension.
 */
export async function detectType(head: Uint8Array, originalName: string): Promise<FileType | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  if (type.ext !== 'cfb') return { ext: type.ext, mime: type.mime };
  const named = originalName.toLowerCase().split('.').pop() ?? '';
  return named === 'xls' || named === 'doc' ? { ext: named, mime: MIME[named] } : null;
}

/** Whether the policy allows a detected type (a field's `jpeg` allows jpg). */
export function accepts(policy: UploadPolicy, type: FileType): boolean {
  return policy.accept.includes(type.ext) || (type.ext === 'jpg' && policy.accept.includes('jpeg'));
}
