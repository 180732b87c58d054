/**
 * The accept transition's executing units: staff give each chosen business type its
 * unit (`executingUnits: [{ businessType, executingUnit }]`, one line per type, the review dialog's
 * table) or one unit for all (`executingUnit`, API callers). Checked before the projects are made:
 * a line naming a type the application does not hold, a unit that is empty or longer than 100, or a
 * type left without a unit is refused with 422 on `executingUnits`, and nothing is written.
 */
import { HttpError } from '../../http/errors';
import type { WorkflowActionContext } from '../../workflow/actions';
import { APPLY_MSG } from './apply-messages';
import { businessTypeCodes } from './business-types';

export const ACCEPT_UNITS_CHECKED = 'acceptUnitsChecked';
const MAX_UNIT_LENGTH = 100;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export async function checkAcceptUnits({ t, record, input }: WorkflowActionContext): Promise<void> {
  const refuse = (message: string): never => {
    throw new HttpError(422, message, [{ field: 'executingUnits', message }]);
  };
  const types = new Set(businessTypeCodes(record.businessTypes));
  const lines = input.executingUnits;
  const given = new Set<string>();
  if (lines !== undefined && lines !== null) {
    if (!Array.isArray(lines)) refuse(t(APPLY_MSG.unitsMalformed));
    for (const line of lines as unknown[]) {
      const { businessType, executingUnit } = (line && typeof line === 'object' ? line : {}) as Record<
        string,
        unknown
      >;
      const type = text(businessType);
      const unit = text(executingUnit);
      if (!types.has(type)) refuse(`${t(APPLY_MSG.unitForOtherType)}: ${type || '?'}`);
      if (unit === '') continue;
      if (unit.length > MAX_UNIT_LENGTH) refuse(t(APPLY_MSG.unitTooLong));
      given.add(type);
    }
  }
  if (text(input.executingUnit) !== '') return;
  const missing = [...types].filter((type) => !given.has(type));
  if (missing.length > 0) refuse(t(APPLY_MSG.unitMissing));
}
