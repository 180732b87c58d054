/**
 * The rows schemas/stage-templates asks for, in the columns the reconcile owns, and the fingerprint
 * that tells whether a row still holds what the reconcile last wrote. Row ids derive from the
 * template key and stage code, as migration 0270 made them, so the rows an installation already has
 * are the same rows.
 */
import { createHash } from 'node:crypto';
import type { SeedStageTemplate } from './stage-templates';
import { seedId } from './seed-id';

export interface TemplateColumns {
  name: string;
  name_en: string | null;
  business_domain: string;
  is_default: boolean;
}

export interface StageColumns {
  template_id: string;
  code: string;
  name: string;
  name_en: string | null;
  flag: string | null;
  sort_order: number | null;
}

export const TEMPLATE_COLUMNS = ['name', 'name_en', 'business_domain', 'is_default'] as const;
export const STAGE_COLUMNS = ['template_id', 'code', 'name', 'name_en', 'flag', 'sort_order'] as const;

export interface DesiredRow<T> {
  seedKey: string;
  id: string;
  data: T;
}

export const templateKey = (key: string): string => `stage-template:${key}`;
export const stageKey = (key: string, code: string): string => `stage-template:${key}:${code}`;

export function stageTemplateId(key: string): string {
  return seedId(templateKey(key));
}

export function desiredTemplates(templates: readonly SeedStageTemplate[]): DesiredRow<TemplateColumns>[] {
  return templates.map((t) => ({
    seedKey: templateKey(t.key),
    id: stageTemplateId(t.key),
    data: {
      name: t.name['zh-CN'],
      name_en: t.name['en-US'],
      business_domain: t.domain,
      is_default: t.isDefault === true,
    },
  }));
}

export function desiredStages(templates: readonly SeedStageTemplate[]): DesiredRow<StageColumns>[] {
  return templates.flatMap((t) =>
    t.stages.map((s, index) => ({
      seedKey: stageKey(t.key, s.code),
      id: seedId(stageKey(t.key, s.code)),
      data: {
        template_id: stageTemplateId(t.key),
        code: s.code,
        name: s.name['zh-CN'],
        name_en: s.name['en-US'],
        flag: s.flag ?? null,
        sort_order: index,
      },
    })),
  );
}

/** The owned columns in a fixed order, hashed: equal data, equal fingerprint, whatever else the row holds. */
export function fingerprint<T extends object>(columns: readonly (keyof T)[], row: T): string {
  const values = columns.map((c) => row[c] ?? null);
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}
