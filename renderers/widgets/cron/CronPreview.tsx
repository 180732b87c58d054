/**
 * The next 10 run times of the expression (SPEC §9: debounced 500 ms), computed in the browser with
 * Quartz semantics by the same code the server schedules with (src/shared/cron/quartz-next-runs.ts),
 * in the zone the job runs in — named under the heading — rather than the browser's.
 */
import { Typography } from 'antd';
import { useId, useMemo } from 'react';
import { nextRuns, QuartzError } from '../../../src/shared/cron/quartz-next-runs';
import { formatInZone, offsetAt } from '../../../src/shared/cron/zoned-time';
import type { MessagePair } from '../../../src/shared/messages/message-pair';
import { useRenderer } from '../../context';
import { CRON_TEXTS, fill } from './cron-texts';
import { useDebouncedValue } from './use-debounced-value';

export const CRON_PREVIEW_DEBOUNCE_MS = 500;
export const CRON_PREVIEW_COUNT = 10;

type Preview = { runs: Date[] } | { error: MessagePair };

function preview(expression: string, timeZone: string): Preview {
  try {
    return { runs: nextRuns(expression, CRON_PREVIEW_COUNT, new Date(), timeZone) };
  } catch (error) {
    if (error instanceof QuartzError) return { error: error.pair };
    throw error;
  }
}

export interface CronPreviewProps {
  expression: string;
  /** The editor found an error already: nothing is computed, its message stands under the expression. */
  invalid: boolean;
  /** The IANA zone the runs are computed and shown in. */
  timeZone: string;
}

/** 'UTC+08:00' for the zone now. */
function utcOffset(timeZone: string): string {
  const minutes = Math.round(offsetAt(Date.now(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export function CronPreview({ expression, invalid, timeZone }: CronPreviewProps) {
  const { t } = useRenderer();
  const headingId = useId();
  const zoneId = useId();
  const settled = useDebouncedValue(expression, CRON_PREVIEW_DEBOUNCE_MS);
  const result = useMemo(
    () => (invalid ? undefined : preview(settled, timeZone)),
    [settled, invalid, timeZone],
  );
  return (
    <section aria-labelledby={headingId} aria-describedby={zoneId} style={{ marginTop: 12 }}>
      <Typography.Text strong id={headingId}>
        {t(CRON_TEXTS.preview)}
      </Typography.Text>
      <Typography.Paragraph id={zoneId} style={{ margin: 0 }}>
        {fill(t(CRON_TEXTS.previewZone), { zone: timeZone, offset: utcOffset(timeZone) })}
      </Typography.Paragraph>
      {!result ? (
        <Typography.Paragraph type="secondary">{t(CRON_TEXTS.previewWaiting)}</Typography.Paragraph>
      ) : 'error' in result ? (
        <Typography.Paragraph type="danger" role="alert">
          {t(result.error)}
        </Typography.Paragraph>
      ) : result.runs.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(CRON_TEXTS.previewNone)}</Typography.Paragraph>
      ) : (
        <ol
          aria-labelledby={headingId}
          aria-describedby={zoneId}
          style={{ margin: '4px 0 0', paddingInlineStart: 24, columns: 2 }}
        >
          {result.runs.map((run) => (
            <li key={run.getTime()}>{formatInZone(run, timeZone)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
