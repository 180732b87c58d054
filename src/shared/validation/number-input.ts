/**
 * Number-cell input rules of SPEC §5: optional minus, digits and one decimal point while typing;
 * an input that breaks the rule is reverted to the previous text; on blur a text that is not a
 * number is emptied.
 */
const TYPING = /^-?\d*\.?\d*$/;
const NUMBER = /^-?\d+(\.\d+)?$|^-?\d+\.$|^-?\.\d+$/;

export function acceptNumberInput(previous: string, next: string): string {
  return TYPING.test(next) ? next : previous;
}

export function numberInputOnBlur(text: string): string {
  if (!NUMBER.test(text)) return '';
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** The number a finished text stands for, or undefined while it is still partial ('-', '.', ''). */
export function parseNumberInput(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
