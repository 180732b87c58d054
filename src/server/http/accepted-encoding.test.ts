import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['br;q=abc, gzip', 'gzip'],
    [' br ; q=1 , gzip', 'br'],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
