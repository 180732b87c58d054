/**
 * The day tab: SPEC §4's eleven day modes, which set the day of month and the day of week together
 * (the unused one '?'). Changing a mode's input picks that mode.
 */
import { Radio } from 'antd';
import { boundOf } from '../../../src/shared/cron/cron-bounds';
import { CRON_FIELD_TEXTS } from '../../../src/shared/cron/cron-messages';
import type { DayDraft, DayKind } from '../../../src/shared/cron/day-mode';
import { useRenderer } from '../../context';
import { NumberBox, ValueGrid, WeekdaySelect } from './cron-inputs';
import { CRON_TEXTS, DAY_MODE_TEXTS, WEEKDAY_TEXTS } from './cron-texts';
import { MODE_LIST_STYLE, ModeRow } from './ModeRow';

export interface DayTabProps {
  draft: DayDraft;
  onChange(kind: DayKind, draft: DayDraft): void;
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export function DayTab({ draft, onChange }: DayTabProps) {
  const { t } = useRenderer();
  const name = t(CRON_FIELD_TEXTS.day);
  const mode = (kind: DayKind) => t(DAY_MODE_TEXTS[kind]);
  // Inputs are named after their mode, so two "weekday" boxes are told apart.
  const label = (kind: DayKind, part: keyof typeof CRON_TEXTS) => `${mode(kind)} ${t(CRON_TEXTS[part])}`;
  const set = (kind: DayKind, change: Partial<DayDraft>) => onChange(kind, { ...draft, ...change, kind });
  const { weekIncrement, dayIncrement, nthWeekday } = draft;
  return (
    <Radio.Group
      aria-label={`${name} ${t(CRON_TEXTS.modes)}`}
      value={draft.kind ?? null}
      onChange={(event) => set(event.target.value as DayKind, {})}
      style={MODE_LIST_STYLE}
    >
      <ModeRow value="every" label={mode('every')} />
      <ModeRow value="weekIncrement" label={mode('weekIncrement')}>
        <NumberBox
          label={label('weekIncrement', 'step')}
          bound={boundOf('week', 'step')}
          value={weekIncrement.step}
          onChange={(step) => set('weekIncrement', { weekIncrement: { ...weekIncrement, step } })}
        />
        <WeekdaySelect
          label={label('weekIncrement', 'weekday')}
          value={weekIncrement.weekday}
          onChange={(weekday) => set('weekIncrement', { weekIncrement: { ...weekIncrement, weekday } })}
        />
      </ModeRow>
      <ModeRow value="dayIncrement" label={mode('dayIncrement')}>
        <NumberBox
          label={label('dayIncrement', 'step')}
          bound={boundOf('day', 'step')}
          value={dayIncrement.step}
          onChange={(step) => set('dayIncrement', { dayIncrement: { ...dayIncrement, step } })}
        />
        <NumberBox
          label={label('dayIncrement', 'start')}
          bound={boundOf('day', 'start')}
          value={dayIncrement.start}
          onChange={(start) => set('dayIncrement', { dayIncrement: { ...dayIncrement, start } })}
        />
      </ModeRow>
      <ModeRow
        value="weekdays"
        label={mode('weekdays')}
        below={
          <ValueGrid
            label={mode('weekdays')}
            values={WEEKDAYS}
            selected={draft.weekdays}
            columns={7}
            text={(value) => t(WEEKDAY_TEXTS[value - 1])}
            onChange={(weekdays) => set('weekdays', { weekdays })}
          />
        }
      />
      <ModeRow
        value="days"
        label={mode('days')}
        below={
          <ValueGrid
            label={mode('days')}
            values={DAYS}
            selected={draft.days}
            onChange={(days) => set('days', { days })}
          />
        }
      />
      <ModeRow value="lastDay" label={mode('lastDay')} />
      <ModeRow value="lastWorkday" label={mode('lastWorkday')} />
      <ModeRow value="lastWeekday" label={mode('lastWeekday')}>
        <WeekdaySelect
          label={label('lastWeekday', 'weekday')}
          value={draft.lastWeekday}
          onChange={(lastWeekday) => set('lastWeekday', { lastWeekday })}
        />
      </ModeRow>
      <ModeRow value="beforeMonthEnd" label={mode('beforeMonthEnd')}>
        <NumberBox
          label={label('beforeMonthEnd', 'days')}
          bound={boundOf('day', 'beforeMonthEnd')}
          value={draft.beforeMonthEnd}
          onChange={(beforeMonthEnd) => set('beforeMonthEnd', { beforeMonthEnd })}
        />
      </ModeRow>
      <ModeRow value="nearestWorkday" label={mode('nearestWorkday')}>
        <NumberBox
          label={label('nearestWorkday', 'day')}
          bound={boundOf('day', 'value')}
          value={draft.nearestWorkday}
          onChange={(nearestWorkday) => set('nearestWorkday', { nearestWorkday })}
        />
      </ModeRow>
      <ModeRow value="nthWeekday" label={mode('nthWeekday')}>
        <NumberBox
          label={label('nthWeekday', 'nth')}
          bound={boundOf('week', 'nth')}
          value={nthWeekday.nth}
          onChange={(nth) => set('nthWeekday', { nthWeekday: { ...nthWeekday, nth } })}
        />
        <WeekdaySelect
          label={label('nthWeekday', 'weekday')}
          value={nthWeekday.weekday}
          onChange={(weekday) => set('nthWeekday', { nthWeekday: { ...nthWeekday, weekday } })}
        />
      </ModeRow>
    </Radio.Group>
  );
}
