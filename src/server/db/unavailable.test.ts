import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection exception (class 08)', withCode('08006')],
    [
      'the server shutting down (pg_terminate_backend, a restart)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['node-postgres: a connection closed under a query', new Error('Connection terminated unexpectedly')],
    ['node-postgres: no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {
        code: undefined,
      }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad value', withCode('22P02')],
    ['a syntax error', withCode('42601')],
    ['a statement cancelled by its timeout', withCode('57014')],
    ['a plain error', new Error('boom')],
    ['a Fastify error', withCode('FST_ERR_VALIDATION')],
    ['an AggregateError of mixed causes', new AggregateError([withCode('ECONNREFUSED'), new Error('boom')])],
    ['nothing', null],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
