/**
 * A mode picked or an input changed in a tab, turned into the expression's new parts: the tab's
 * part(s) written from its draft, then the linkage rules applied (cron-linkage.ts).
 */
import type { CronFields } from './cron-fields';
import { linkFields } from './cron-linkage';
import { formatDay, type DayDraft, type DayKind } from './day-mode';
import { formatSimple, type SimpleDraft, type SimpleFieldName, type SimpleKind } from './simple-mode';
import { formatWeek, type WeekDraft, type WeekKind } from './week-mode';

export function editSimple(
  fields: CronFields,
  field: SimpleFieldName,
  kind: SimpleKind,
  draft: SimpleDraft,
): CronFields {
  return linkFields(fields, { [field]: formatSimple(kind, draft) });
}

export function editDay(fields: CronFields, kind: DayKind, draft: DayDraft): CronFields {
  return linkFields(fields, formatDay(kind, draft));
}

export function editWeek(fields: CronFields, kind: WeekKind, draft: WeekDraft): CronFields {
  return linkFields(fields, { week: formatWeek(kind, draft) });
}
