/**
 * The gallery's "state of each": one line per field with its current value (long arrays counted,
 * not printed: the table may hold 10,000 rows) and its first validation message.
 */
import { Typography } from 'antd';
import { memo } from 'react';
import type { GalleryTextFn } from './use-gallery-texts';

export interface GalleryFieldState {
  name: string;
  value: unknown;
  error: string | undefined;
}

const SHOWN_ITEMS = 3;
// Darker than antd's danger and success colours, which stay under 4.5:1 on white for small text.
const ERROR_TEXT = '#a8071a';
const OK_TEXT = '#237804';
const MAX_TEXT = 200;

export function valueText(value: unknown, text: GalleryTextFn): string {
  if (value === undefined || value === null || value === '') return text('empty');
  if (Array.isArray(value) && value.length > SHOWN_ITEMS)
    return `${text('rows', { n: value.length })}: ${JSON.stringify(value.slice(0, 1))}…`;
  const json = typeof value === 'string' ? value : JSON.stringify(value);
  return json.length > MAX_TEXT ? `${json.slice(0, MAX_TEXT)}…` : json;
}

const cell: React.CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid rgba(5,5,5,0.06)',
  verticalAlign: 'top',
  textAlign: 'left',
};

export const GalleryStatePanel = memo(function GalleryStatePanel({
  states,
  submitted,
  text,
}: {
  states: GalleryFieldState[];
  submitted: boolean;
  text: GalleryTextFn;
}) {
  return (
    <section aria-labelledby="widget-gallery-state" data-testid="widget-gallery-state">
      <Typography.Title level={2} id="widget-gallery-state" style={{ fontSize: 16 }}>
        {text('stateTitle')}
      </Typography.Title>
      {submitted && (
        <p role="status" style={{ color: OK_TEXT }}>
          {text('submitted')}
        </p>
      )}
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              {text('field')}
            </th>
            <th scope="col" style={cell}>
              {text('value')}
            </th>
            <th scope="col" style={cell}>
              {text('error')}
            </th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s.name} data-field={s.name}>
              <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                <code>{s.name}</code>
              </th>
              <td style={{ ...cell, wordBreak: 'break-all' }} data-role="value">
                <code>{valueText(s.value, text)}</code>
              </td>
              <td style={cell} data-role="error">
                {s.error ? (
                  <span style={{ color: ERROR_TEXT }}>{s.error}</span>
                ) : (
                  <span style={{ color: OK_TEXT }}>{text('valid')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
