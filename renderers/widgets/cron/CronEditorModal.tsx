/**
 * The Quartz cron editor (SPEC §2 dialogs, §4 modes, §9): a modal 608 wide with the tabs second,
 * minute, hour, day, month, week and year, the expression (editable: typing it restores the modes),
 * what is wrong with it, and the next 10 run times. The modal keeps focus inside it; Escape closes it.
 */
import { Input, Modal, Tabs, Typography } from 'antd';
import { useId } from 'react';
import { CRON_FIELD_NAMES, type CronFieldName } from '../../../src/shared/cron/cron-fields';
import { CRON_FIELD_TEXTS } from '../../../src/shared/cron/cron-messages';
import { hasErrors } from '../../../src/shared/cron/cron-reading';
import type { SimpleFieldName } from '../../../src/shared/cron/simple-mode';
import { useRenderer } from '../../context';
import { useText } from '../../i18n/use-text';
import { CronPreview } from './CronPreview';
import { CRON_TEXTS } from './cron-texts';
import { DayTab } from './DayTab';
import { SimpleFieldTab } from './SimpleFieldTab';
import { useCronEditor } from './use-cron-editor';
import { WeekTab } from './WeekTab';

export const CRON_MODAL_WIDTH = 608;

export interface CronEditorModalProps {
  /** The expression to start from (empty: every second, '* * * * * ? *'). */
  value: string | undefined;
  /** The IANA zone the preview computes in (the job's, else the installation's). */
  timeZone: string;
  onOk(expression: string): void;
  onCancel(): void;
}

/** Mounted while open, so every opening starts from the field's value. */
export function CronEditorModal({ value, timeZone, onOk, onCancel }: CronEditorModalProps) {
  const { t } = useRenderer();
  const text = useText();
  const editor = useCronEditor(value);
  const inputId = useId();
  const problemsId = useId();
  const invalid = hasErrors(editor.problems);

  const tab = (field: CronFieldName) => {
    if (field === 'day') return <DayTab draft={editor.drafts.day} onChange={editor.changeDay} />;
    if (field === 'week') return <WeekTab draft={editor.drafts.week} onChange={editor.changeWeek} />;
    const simple: SimpleFieldName = field;
    return (
      <SimpleFieldTab
        field={simple}
        draft={editor.drafts[simple]}
        onChange={(kind, draft) => editor.changeSimple(simple, kind, draft)}
      />
    );
  };

  return (
    <Modal
      open
      title={t(CRON_TEXTS.title)}
      width={CRON_MODAL_WIDTH}
      focusable={{ trap: true }}
      keyboard
      okText={text('ok')}
      cancelText={text('cancel')}
      okButtonProps={{ disabled: invalid }}
      onOk={() => onOk(editor.text.trim().toUpperCase().split(/\s+/).join(' '))}
      onCancel={onCancel}
    >
      <Tabs
        size="small"
        items={CRON_FIELD_NAMES.map((field) => ({
          key: field,
          label: t(CRON_FIELD_TEXTS[field]),
          children: tab(field),
        }))}
      />
      <div style={{ marginTop: 12 }}>
        <label htmlFor={inputId}>
          <Typography.Text strong>{t(CRON_TEXTS.expression)}</Typography.Text>
        </label>
        <Input
          id={inputId}
          value={editor.text}
          onChange={(event) => editor.typeExpression(event.target.value)}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={editor.problems.length ? problemsId : undefined}
          spellCheck={false}
          style={{ fontFamily: 'monospace', marginTop: 4 }}
        />
        {editor.problems.length ? (
          <div id={problemsId} role={invalid ? 'alert' : 'status'}>
            {editor.problems.map((problem, index) => (
              <Typography.Paragraph
                key={index}
                type={problem.severity === 'error' ? 'danger' : 'warning'}
                style={{ margin: '4px 0 0' }}
              >
                {t(problem.message)}
              </Typography.Paragraph>
            ))}
          </div>
        ) : null}
      </div>
      <CronPreview expression={editor.text} invalid={invalid} timeZone={timeZone} />
    </Modal>
  );
}
