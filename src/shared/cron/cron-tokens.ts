/**
 * The shapes a cron part takes that the tabs' modes are made of: '*', '?', a start/step, a range, a
 * list of numbers. A part that is good cron but none of these (a list with ranges, a stepped range)
 * is 'other'; a part that is not cron at all is undefined. Month and weekday names (JAN, SUN) read
 * as their numbers, as Quartz reads them.
 */

export type FieldShape =
  | { kind: 'every' }
  | { kind: 'any' }
  | { kind: 'increment'; start: number | undefined; step: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'list'; values: number[] }
  | { kind: 'other' };

export type NameTable = Readonly<Record<string, number>>;

export const MONTH_NAMES: NameTable = Object.fromEntries(
  ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].map((name, i) => [
    name,
    i + 1,
  ]),
);
export const WEEKDAY_NAMES: NameTable = Object.fromEntries(
  ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map((name, i) => [name, i + 1]),
);

/** A whole number written in digits or, where the field has them, as a name. */
export function readNumber(text: string, names: NameTable = {}): number | undefined {
  if (/^\d{1,4}$/.test(text)) return Number(text);
  return Object.hasOwn(names, text) ? names[text] : undefined;
}

const ITEM = /^(\*|[A-Z0-9]+)(?:-([A-Z0-9]+))?(?:\/(\d{1,4}))?$/;

/** One comma item's numbers (start, end, step), or undefined when it is not cron. */
function readItem(
  item: string,
  names: NameTable,
): { start?: number; end?: number; step?: number; star: boolean } | undefined {
  const match = ITEM.exec(item);
  if (!match) return undefined;
  const [, head = '', tail, stepText] = match;
  const star = head === '*';
  if (star && tail !== undefined) return undefined;
  const start = star ? undefined : readNumber(head, names);
  if (!star && start === undefined) return undefined;
  const end = tail === undefined ? undefined : readNumber(tail, names);
  if (tail !== undefined && end === undefined) return undefined;
  const step = stepText === undefined ? undefined : Number(stepText);
  return { start, end, step, star };
}

export function readShape(text: string, names: NameTable = {}): FieldShape | undefined {
  if (text === '*') return { kind: 'every' };
  if (text === '?') return { kind: 'any' };
  const items = text.split(',').map((item) => readItem(item, names));
  if (items.some((item) => item === undefined)) return undefined;
  const read = items as NonNullable<(typeof items)[number]>[];
  if (read.length === 1) {
    const [only] = read as [NonNullable<(typeof read)[number]>];
    if (only.step !== undefined && only.end === undefined)
      return { kind: 'increment', start: only.start, step: only.step };
    if (only.end !== undefined && only.step === undefined)
      return { kind: 'range', from: only.start as number, to: only.end };
  }
  if (read.every((item) => item.start !== undefined && item.end === undefined && item.step === undefined)) {
    return { kind: 'list', values: read.map((item) => item.start as number) };
  }
  return { kind: 'other' };
}

/** A list written back: sorted, without repeats, comma-joined. */
export function formatList(values: readonly number[]): string {
  return [...new Set(values)].sort((a, b) => a - b).join(',');
}
