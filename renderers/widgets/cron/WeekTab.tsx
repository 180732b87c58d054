/**
 * The week tab: the day of week alone — not set ('?', the day tab decides), every, range, loop,
 * nth weekday ('#'), specific weekdays, last given weekday ('L'). Setting it clears the day of month
 * to '?' (cron-linkage.ts). Changing a mode's input picks that mode.
 */
import { Radio } from 'antd';
import { boundOf } from '../../../src/shared/cron/cron-bounds';
import { CRON_FIELD_TEXTS } from '../../../src/shared/cron/cron-messages';
import type { WeekDraft, WeekKind } from '../../../src/shared/cron/week-mode';
import { useRenderer } from '../../context';
import { NumberBox, ValueGrid, WeekdaySelect } from './cron-inputs';
import { CRON_TEXTS, WEEK_MODE_TEXTS, WEEKDAY_TEXTS } from './cron-texts';
import { MODE_LIST_STYLE, ModeRow } from './ModeRow';

export interface WeekTabProps {
  draft: WeekDraft;
  onChange(kind: WeekKind, draft: WeekDraft): void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export function WeekTab({ draft, onChange }: WeekTabProps) {
  const { t } = useRenderer();
  const name = t(CRON_FIELD_TEXTS.week);
  const mode = (kind: WeekKind) => t(WEEK_MODE_TEXTS[kind]);
  const label = (kind: WeekKind, part: keyof typeof CRON_TEXTS) => `${mode(kind)} ${t(CRON_TEXTS[part])}`;
  const set = (kind: WeekKind, change: Partial<WeekDraft>) => onChange(kind, { ...draft, ...change, kind });
  const { range, increment, nth } = draft;
  return (
    <Radio.Group
      aria-label={`${name} ${t(CRON_TEXTS.modes)}`}
      value={draft.kind ?? null}
      onChange={(event) => set(event.target.value as WeekKind, {})}
      style={MODE_LIST_STYLE}
    >
      <ModeRow value="notSet" label={mode('notSet')} />
      <ModeRow value="every" label={mode('every')} />
      <ModeRow value="range" label={mode('range')}>
        <WeekdaySelect
          label={label('range', 'from')}
          value={range.from}
          onChange={(from) => set('range', { range: { ...range, from } })}
        />
        <WeekdaySelect
          label={label('range', 'to')}
          value={range.to}
          onChange={(to) => set('range', { range: { ...range, to } })}
        />
      </ModeRow>
      <ModeRow value="increment" label={mode('increment')}>
        <WeekdaySelect
          label={label('increment', 'start')}
          value={increment.start}
          onChange={(start) => set('increment', { increment: { ...increment, start } })}
        />
        <NumberBox
          label={label('increment', 'step')}
          bound={boundOf('week', 'step')}
          value={increment.step}
          onChange={(step) => set('increment', { increment: { ...increment, step } })}
        />
      </ModeRow>
      <ModeRow value="nth" label={mode('nth')}>
        <NumberBox
          label={label('nth', 'nth')}
          bound={boundOf('week', 'nth')}
          value={nth.nth}
          onChange={(n) => set('nth', { nth: { ...nth, nth: n } })}
        />
        <WeekdaySelect
          label={label('nth', 'weekday')}
          value={nth.weekday}
          onChange={(weekday) => set('nth', { nth: { ...nth, weekday } })}
        />
      </ModeRow>
      <ModeRow
        value="specific"
        label={mode('specific')}
        below={
          <ValueGrid
            label={mode('specific')}
            values={WEEKDAYS}
            selected={draft.specific}
            columns={7}
            text={(value) => t(WEEKDAY_TEXTS[value - 1])}
            onChange={(specific) => set('specific', { specific })}
          />
        }
      />
      <ModeRow value="last" label={mode('last')}>
        <WeekdaySelect
          label={label('last', 'weekday')}
          value={draft.last}
          onChange={(last) => set('last', { last })}
        />
      </ModeRow>
    </Radio.Group>
  );
}
