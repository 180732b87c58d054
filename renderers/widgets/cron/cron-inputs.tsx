/**
 * The controls inside the tabs: a number box held to its bound, a grid of checkboxes for specific
 * values, a weekday select. Each carries its accessible name (the visible word beside it is part of it).
 */
import { Checkbox, InputNumber, Select } from 'antd';
import type { CronBound } from '../../../src/shared/cron/cron-bounds';
import { useRenderer } from '../../context';
import { WEEKDAY_TEXTS } from './cron-texts';

export interface NumberBoxProps {
  label: string;
  bound: CronBound;
  value: number;
  onChange(value: number): void;
}

/** A whole number inside `bound`; clearing the box keeps the last value (a mode always has one). */
export function NumberBox({ label, bound, value, onChange }: NumberBoxProps) {
  return (
    <InputNumber
      size="small"
      aria-label={label}
      min={bound.min}
      max={bound.max}
      precision={0}
      value={value}
      style={{ width: 80 }}
      onChange={(next) => {
        if (typeof next === 'number' && Number.isFinite(next)) onChange(next);
      }}
    />
  );
}

export interface ValueGridProps {
  label: string;
  values: readonly number[];
  selected: readonly number[];
  columns?: number;
  text?: (value: number) => string;
  onChange(selected: number[]): void;
}

export function ValueGrid({
  label,
  values,
  selected,
  columns = 10,
  text = String,
  onChange,
}: ValueGridProps) {
  return (
    <Checkbox.Group
      aria-label={label}
      value={[...selected]}
      onChange={(checked) => onChange((checked as number[]).slice().sort((a, b) => a - b))}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: '4px 0',
        marginTop: 4,
      }}
      options={values.map((value) => ({ value, label: text(value) }))}
    />
  );
}

export interface WeekdaySelectProps {
  label: string;
  value: number;
  onChange(value: number): void;
}

export function WeekdaySelect({ label, value, onChange }: WeekdaySelectProps) {
  const { t } = useRenderer();
  return (
    <Select<number>
      size="small"
      aria-label={label}
      value={value}
      style={{ width: 110 }}
      options={WEEKDAY_TEXTS.map((text, index) => ({ value: index + 1, label: t(text) }))}
      onChange={onChange}
    />
  );
}
