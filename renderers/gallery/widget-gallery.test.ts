/**
 * The gallery shows every built-in widget: a name in widget-names.ts without a gallery field fails
 * here, and so does a gallery field naming no registered widget. Generated table rows follow the
 * table's columns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_WIDGET_NAMES } from '../widgets/widget-names';
import { generateRows, MAX_GENERATED_ROWS, parseRowCount } from './generate-rows';

interface GalleryField {
  title?: { 'zh-CN'?: string; 'en-US'?: string };
  'x-widget'?: string;
}

const gallery = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../schemas/forms/widget-gallery.json'), 'utf8'),
) as {
  $id: string;
  properties: Record<string, GalleryField>;
};

describe('widget gallery schema', () => {
  const named = Object.values(gallery.properties).map((f) => f['x-widget']);

  it.each([...BUILTIN_WIDGET_NAMES])('has a field for the built-in widget %s', (name) => {
    expect(named, `schemas/forms/widget-gallery.json has no property with "x-widget": "${name}"`).toContain(
      name,
    );
  });

  it('names only registered widgets, each field titled in both languages by its widget name', () => {
    const registered = new Set<string>(BUILTIN_WIDGET_NAMES);
    for (const [property, field] of Object.entries(gallery.properties)) {
      expect(field['x-widget'], property).toBeDefined();
      expect(registered.has(field['x-widget'] as string), `${property}: ${String(field['x-widget'])}`).toBe(
        true,
      );
      expect(field.title?.['zh-CN'], property).toMatch(new RegExp(`^${field['x-widget']} — `));
      expect(field.title?.['en-US'], property).toMatch(new RegExp(`^${field['x-widget']} — `));
    }
  });
});

describe('generated table rows', () => {
  it('fills columns by type with a temporary 32-hex id per row', () => {
    const rows = generateRows(
      {
        'x-widget-options': {
          columns: [
            { key: 'name', type: 'input' },
            { key: 'qty', type: 'inputNumber' },
            { key: 'done', type: 'checkbox' },
            { key: 'level', type: 'select', options: [{ value: 'L' }, { value: 'H' }] },
            {
              key: 'city',
              type: 'select',
              linkageKey: 'level',
              options: [
                { value: 'l1', pid: 'L' },
                { value: 'h1', pid: 'H' },
                { value: 'h2', pid: 'H' },
              ],
            },
            { key: 'enabled', type: 'checkbox', customValue: ['Y', 'N'] },
            { key: 'mail', type: 'input', validateRules: [{ pattern: 'e' }] },
            { key: 'code', type: 'input', validateRules: [{ pattern: '^[A-Z]{2}$' }] },
            { key: 'day', type: 'date' },
            { key: 'owner', type: 'sel_user' },
          ],
        },
      },
      3,
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      id: rows[1]?.id,
      name: 'name 2',
      qty: 7,
      done: false,
      level: 'H',
      city: 'h2',
      enabled: 'N',
      mail: 'user2@example.com',
      day: '2026-02-02',
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('falls back to the items schema and answers nothing without a table', () => {
    const rows = generateRows(
      {
        items: {
          properties: {
            title: { type: 'string' },
            score: { type: 'integer' },
            kind: { type: 'string', enum: ['a', 'b'] },
          },
        },
      },
      2,
    );
    expect(rows.map(({ id: _id, ...rest }) => rest)).toEqual([
      { title: 'title 1', score: 0, kind: 'a' },
      { title: 'title 2', score: 7, kind: 'b' },
    ]);
    expect(generateRows(undefined, 10)).toEqual([]);
  });

  it('reads ?rows= as a bounded whole number', () => {
    expect(parseRowCount('10000')).toBe(10000);
    expect(parseRowCount('999999')).toBe(MAX_GENERATED_ROWS);
    expect(parseRowCount('-1')).toBe(0);
    expect(parseRowCount('1e4')).toBe(0);
    expect(parseRowCount(null)).toBe(0);
  });
});
