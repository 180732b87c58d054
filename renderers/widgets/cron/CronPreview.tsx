/**
 * The next 10 run times of the expression (SPEC §9: debounced 500 ms), computed in the browser with
 * Quartz semantics by the same code the server schedules with (src/shared/cron/quartz-next-runs.ts).
 */
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { nextRuns, QuartzError } from '../../../src/shared/cron/quartz-next-runs';
import type { MessagePair } from '../../../src/shared/messages/message-pair';
import { useRenderer } from '../../context';
import { CRON_TEXTS } from './cron-texts';
import { useDebouncedValue } from './use-debounced-value';

export const CRON_PREVIEW_DEBOUNCE_MS = 500;
export const CRON_PREVIEW_COUNT = 10;

type Preview = { runs: Date[] } | { error: MessagePair };

function preview(expression: string): Preview {
  try {
    return { runs: nextRuns(expression, CRON_PREVIEW_COUNT) };
  } catch (error) {
    if (error instanceof QuartzError) return { error: error.pair };
    throw error;
  }
}

export interface CronPreviewProps {
  expression: string;
  /** The editor found an error already: nothing is computed, its message stands under the expression. */
  invalid: boolean;
}

export function CronPreview({ expression, invalid }: CronPreviewProps) {
  const { t } = useRenderer();
  const headingId = useId();
  const settled = useDebouncedValue(expression, CRON_PREVIEW_DEBOUNCE_MS);
  const result = useMemo(() => (invalid ? undefined : preview(settled)), [settled, invalid]);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 12 }}>
      <Typography.Text strong id={headingId}>
        {t(CRON_TEXTS.preview)}
      </Typography.Text>
      {!result ? (
        <Typography.Paragraph type="secondary">{t(CRON_TEXTS.previewWaiting)}</Typography.Paragraph>
      ) : 'error' in result ? (
        <Typography.Paragraph type="danger" role="alert">
          {t(result.error)}
        </Typography.Paragraph>
      ) : result.runs.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(CRON_TEXTS.previewNone)}</Typography.Paragraph>
      ) : (
        <ol aria-labelledby={headingId} style={{ margin: '4px 0 0', paddingInlineStart: 24, columns: 2 }}>
          {result.runs.map((run) => (
            <li key={run.getTime()}>{dayjs(run).format('YYYY-MM-DD HH:mm:ss')}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
