/** Cuts a numbering rule's pattern into tokens, or names what is wrong with it. */
import {
  CALLER_TOKENS,
  DATE_TOKENS,
  FIELD_NAME,
  MAX_PATTERN_LENGTH,
  MAX_SEQ_WIDTH,
  type PatternProblem,
  type PatternToken,
} from './pattern-tokens';

export type ParsedPattern =
  { ok: true; tokens: PatternToken[] } | { ok: false; problem: PatternProblem; token?: string };

const SEQ = /^seq:(\d{1,2})$/;
const FIELD = /^field:(.*)$/;
// Control characters would end up in numbers shown in lists and printed on documents.
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL = /[\u0000-\u001f\u007f]/;

export function parsePattern(pattern: string): ParsedPattern {
  if (pattern.trim() === '') return { ok: false, problem: 'empty' };
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, problem: 'tooLong' };
  if (CONTROL.test(pattern)) return { ok: false, problem: 'control' };
  const tokens: PatternToken[] = [];
  let seqCount = 0;
  let rest = pattern;
  while (rest !== '') {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    // A closing brace before any opening one is a stray brace, as is an opening one never closed.
    if (close !== -1 && (open === -1 || close < open)) return { ok: false, problem: 'unclosed' };
    if (open === -1) {
      tokens.push({ kind: 'text', text: rest });
      break;
    }
    if (open > 0) tokens.push({ kind: 'text', text: rest.slice(0, open) });
    const end = rest.indexOf('}', open);
    if (end === -1) return { ok: false, problem: 'unclosed' };
    const name = rest.slice(open + 1, end);
    if (name.includes('{')) return { ok: false, problem: 'unclosed' };
    const seq = SEQ.exec(name);
    const field = FIELD.exec(name);
    if (field) {
      if (!FIELD_NAME.test(field[1]!)) return { ok: false, problem: 'unknownToken', token: `{${name}}` };
      tokens.push({ kind: 'field', name: field[1]! });
    } else if (seq) {
      const width = Number(seq[1]);
      if (width < 1 || width > MAX_SEQ_WIDTH) return { ok: false, problem: 'seqWidth', token: `{${name}}` };
      tokens.push({ kind: 'seq', width });
      seqCount += 1;
    } else if ((DATE_TOKENS as readonly string[]).includes(name)) {
      tokens.push({ kind: 'date', token: name as (typeof DATE_TOKENS)[number] });
    } else if ((CALLER_TOKENS as readonly string[]).includes(name)) {
      tokens.push({ kind: 'caller', token: name as (typeof CALLER_TOKENS)[number] });
    } else {
      return { ok: false, problem: name.startsWith('seq') ? 'seqWidth' : 'unknownToken', token: `{${name}}` };
    }
    rest = rest.slice(end + 1);
  }
  if (seqCount === 0) return { ok: false, problem: 'noSeq' };
  if (seqCount > 1) return { ok: false, problem: 'manySeq' };
  return { ok: true, tokens };
}
