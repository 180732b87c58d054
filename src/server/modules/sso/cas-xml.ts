/**
 * Reads the two answers of CAS 2.0 /serviceValidate with a real XML parser (saxes: strict,
 * non-validating, namespace-aware, no external entities). Only this shape is accepted:
 *   <cas:serviceResponse> with exactly one element child, either
 *   <cas:authenticationSuccess> holding exactly one <cas:user> of plain text, or
 *   <cas:authenticationFailure code="…">,
 * all in the CAS namespace. Anything else — a document that is not well-formed, has a DOCTYPE (so
 * no entity is ever declared or expanded), uses an undeclared entity, puts a success after a
 * failure or next to another answer — is INVALID_RESPONSE. Comments are comments: a success
 * written inside one is not read.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

export type CasAnswer = { ok: true; user: string } | { ok: false; code: string };

export const CAS_NAMESPACE = 'http://www.yale.edu/tp/cas';

const INVALID: CasAnswer = { ok: false, code: 'INVALID_RESPONSE' };

class NotACasAnswer extends Error {}

interface Reading {
  /** Open elements, outermost first. */
  open: SaxesTagNS[];
  /** Element children of serviceResponse, by local name. */
  answers: string[];
  failureCode: string | null;
  users: number;
  user: string;
}

function isCas(tag: SaxesTagNS, local: string): boolean {
  return tag.uri === CAS_NAMESPACE && tag.local === local;
}

function onOpen(reading: Reading, tag: SaxesTagNS): void {
  const depth = reading.open.length;
  const parent = reading.open[depth - 1];
  if (depth === 0 && !isCas(tag, 'serviceResponse')) throw new NotACasAnswer('not a serviceResponse');
  if (depth === 1) {
    if (!isCas(tag, 'authenticationSuccess') && !isCas(tag, 'authenticationFailure'))
      throw new NotACasAnswer(`unexpected answer ${tag.name}`);
    reading.answers.push(tag.local);
    if (tag.local === 'authenticationFailure') reading.failureCode = tag.attributes.code?.value ?? null;
  }
  if (depth === 2 && parent && isCas(parent, 'authenticationSuccess') && isCas(tag, 'user'))
    reading.users += 1;
  // The user name is text only: markup inside it is not a name.
  if (parent && isCas(parent, 'user')) throw new NotACasAnswer('markup inside cas:user');
  reading.open.push(tag);
}

function onText(reading: Reading, text: string): void {
  const current = reading.open.at(-1);
  if (current && isCas(current, 'user') && reading.open.length === 3) reading.user += text;
}

function read(xml: string): Reading {
  const reading: Reading = { open: [], answers: [], failureCode: null, users: 0, user: '' };
  const parser = new SaxesParser({ xmlns: true });
  parser.on('doctype', () => {
    throw new NotACasAnswer('DOCTYPE');
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => onOpen(reading, tag));
  parser.on('closetag', () => void reading.open.pop());
  parser.on('text', (text) => onText(reading, text));
  parser.on('cdata', (text) => onText(reading, text));
  parser.write(xml).close();
  return reading;
}

export function parseServiceValidate(xml: string): CasAnswer {
  let reading: Reading;
  try {
    reading = read(xml);
  } catch {
    // Not well-formed, or well-formed but not one of the two answers.
    return INVALID;
  }
  if (reading.answers.length !== 1) return INVALID;
  if (reading.answers[0] === 'authenticationFailure')
    return { ok: false, code: reading.failureCode ?? 'UNKNOWN' };
  const user = reading.user.trim();
  return reading.users === 1 && user !== '' ? { ok: true, user } : INVALID;
}
