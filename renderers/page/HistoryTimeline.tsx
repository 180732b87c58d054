/**
 * A record's x-workflow history on a detail page (`"history": true`): a vertical timeline, oldest
 * first, each step with its transition, from → to, who and when, and the note (plain text).
 */
import { Card, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import type { WorkflowHistoryEntry } from '../../src/shared/workflow/history-entry';
import { resourceOf } from '../data/data-provider';
import { useText } from '../i18n/use-text';

export interface HistoryTimelineProps {
  page: PageSchema;
  entity: EntitySchema;
  recordId: string;
  /** Changes when the record was read again (after an action), so the history is read again too. */
  version?: unknown;
}

export function HistoryTimeline({ page, entity, recordId, version }: HistoryTimelineProps) {
  const { data, locale } = useRenderer();
  const text = useText();
  const [entries, setEntries] = useState<WorkflowHistoryEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    data.getHistory(resourceOf(page, entity), recordId).then(
      (answer) => {
        if (live) setEntries(answer.success && Array.isArray(answer.result) ? answer.result : []);
      },
      () => {
        if (live) setEntries([]);
      },
    );
    return () => {
      live = false;
    };
    // The locale too: the step texts come in the request language.
  }, [data, page, entity, recordId, version, locale]);

  return (
    <Card
      size="small"
      title={
        <h2 className="renderer-history-title" style={{ fontSize: 16, margin: 0 }}>
          {text('historyTitle')}
        </h2>
      }
      className="renderer-history"
    >
      {entries !== null && entries.length === 0 && (
        <Typography.Text type="secondary">{text('historyEmpty')}</Typography.Text>
      )}
      {entries !== null && entries.length > 0 && (
        <Timeline
          items={entries.map((e) => ({
            key: e.id,
            content: (
              <div data-testid="history-step">
                <Typography.Text strong>{e.transitionTitle}</Typography.Text>{' '}
                <Typography.Text>
                  {text('historyStep', { from: e.fromStateText, to: e.toStateText })}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {e.actorName ?? e.actor} · {dayjs(e.createTime).format('YYYY-MM-DD HH:mm:ss')}
                  </Typography.Text>
                </div>
                {e.note && <div>{text('historyNote', { note: e.note })}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
