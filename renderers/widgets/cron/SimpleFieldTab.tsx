/**
 * The second, minute, hour, month or year tab: every, increment (start/step), specific values (a
 * checkbox grid; years 2019–2118) and range, bounded as SPEC §5 says. Changing a mode's input picks that mode.
 */
import { Radio } from 'antd';
import { boundOf, CRON_YEAR_LIST } from '../../../src/shared/cron/cron-bounds';
import { CRON_FIELD_TEXTS } from '../../../src/shared/cron/cron-messages';
import {
  type SimpleDraft,
  type SimpleFieldName,
  type SimpleKind,
} from '../../../src/shared/cron/simple-mode';
import { useRenderer } from '../../context';
import { NumberBox, ValueGrid } from './cron-inputs';
import { CRON_TEXTS, FIELD_UNITS, fill, SIMPLE_MODE_TEXTS } from './cron-texts';
import { MODE_LIST_STYLE, ModeRow } from './ModeRow';

export interface SimpleFieldTabProps {
  field: SimpleFieldName;
  draft: SimpleDraft;
  onChange(kind: SimpleKind, draft: SimpleDraft): void;
}

function valuesOf(field: SimpleFieldName): number[] {
  if (field === 'year') return [...CRON_YEAR_LIST];
  const { min, max } = boundOf(field, 'value');
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export function SimpleFieldTab({ field, draft, onChange }: SimpleFieldTabProps) {
  const { t } = useRenderer();
  const unit = t(FIELD_UNITS[field]);
  const name = t(CRON_FIELD_TEXTS[field]);
  const label = (part: keyof typeof CRON_TEXTS) => `${name} ${t(CRON_TEXTS[part])}`;
  const set = (kind: SimpleKind, change: Partial<SimpleDraft>) =>
    onChange(kind, { ...draft, ...change, kind });
  const { increment, range } = draft;
  return (
    <Radio.Group
      aria-label={`${name} ${t(CRON_TEXTS.modes)}`}
      value={draft.kind ?? null}
      onChange={(event) => set(event.target.value as SimpleKind, {})}
      style={MODE_LIST_STYLE}
    >
      <ModeRow value="every" label={fill(t(SIMPLE_MODE_TEXTS.every), { unit })} />
      <ModeRow value="increment" label={fill(t(SIMPLE_MODE_TEXTS.increment), { unit })}>
        {t(CRON_TEXTS.start)}
        <NumberBox
          label={label('start')}
          bound={boundOf(field, 'start')}
          value={increment.start}
          onChange={(start) => set('increment', { increment: { ...increment, start } })}
        />
        {t(CRON_TEXTS.step)}
        <NumberBox
          label={label('step')}
          bound={boundOf(field, 'step')}
          value={increment.step}
          onChange={(step) => set('increment', { increment: { ...increment, step } })}
        />
      </ModeRow>
      <ModeRow
        value="specific"
        label={t(SIMPLE_MODE_TEXTS.specific)}
        below={
          <ValueGrid
            label={fill(t(CRON_TEXTS.specificGroup), { field: name })}
            values={valuesOf(field)}
            selected={draft.specific}
            columns={field === 'month' ? 6 : 10}
            onChange={(specific) => set('specific', { specific })}
          />
        }
      />
      <ModeRow value="range" label={t(SIMPLE_MODE_TEXTS.range)}>
        {t(CRON_TEXTS.from)}
        <NumberBox
          label={label('from')}
          bound={boundOf(field, 'value')}
          value={range.from}
          onChange={(from) => set('range', { range: { ...range, from } })}
        />
        {t(CRON_TEXTS.to)}
        <NumberBox
          label={label('to')}
          bound={boundOf(field, 'value')}
          value={range.to}
          onChange={(to) => set('range', { range: { ...range, to } })}
        />
      </ModeRow>
    </Radio.Group>
  );
}
