/**
 * The editor's state: the seven parts (the truth), the tabs' drafts (views of them, keeping the
 * inputs of modes not in use), the text in the expression box and what is wrong with it. A tab
 * edit rewrites the parts through the linkage rules; a typed expression is taken as written and
 * restores the modes.
 */
import { useCallback, useState } from 'react';
import { editDay, editSimple, editWeek } from '../../../src/shared/cron/cron-edit';
import { DEFAULT_CRON_FIELDS, joinFields, type CronFields } from '../../../src/shared/cron/cron-fields';
import type { CronProblem } from '../../../src/shared/cron/cron-messages';
import {
  defaultDrafts,
  readExpression,
  readFields,
  type CronDrafts,
} from '../../../src/shared/cron/cron-reading';
import type { DayDraft, DayKind } from '../../../src/shared/cron/day-mode';
import type { SimpleDraft, SimpleFieldName, SimpleKind } from '../../../src/shared/cron/simple-mode';
import type { WeekDraft, WeekKind } from '../../../src/shared/cron/week-mode';

interface EditorState {
  fields: CronFields;
  drafts: CronDrafts;
  text: string;
  problems: CronProblem[];
}

function initialState(expression: string | undefined): EditorState {
  const text = expression?.trim() ? expression.trim() : joinFields(DEFAULT_CRON_FIELDS);
  const reading = readExpression(text, defaultDrafts());
  return {
    fields: reading.fields ?? DEFAULT_CRON_FIELDS,
    drafts: reading.drafts,
    text,
    problems: reading.problems,
  };
}

function fromFields(fields: CronFields, drafts: CronDrafts): EditorState {
  const reading = readFields(fields, drafts);
  return { fields, drafts: reading.drafts, text: joinFields(fields), problems: reading.problems };
}

export function useCronEditor(expression: string | undefined) {
  const [state, setState] = useState(() => initialState(expression));

  const typeExpression = useCallback((text: string) => {
    setState((previous) => {
      const reading = readExpression(text, previous.drafts);
      return {
        fields: reading.fields ?? previous.fields,
        drafts: reading.drafts,
        text,
        problems: reading.problems,
      };
    });
  }, []);

  const changeSimple = useCallback((field: SimpleFieldName, kind: SimpleKind, draft: SimpleDraft) => {
    setState((previous) =>
      fromFields(editSimple(previous.fields, field, kind, draft), { ...previous.drafts, [field]: draft }),
    );
  }, []);

  const changeDay = useCallback((kind: DayKind, draft: DayDraft) => {
    setState((previous) =>
      fromFields(editDay(previous.fields, kind, draft), { ...previous.drafts, day: draft }),
    );
  }, []);

  const changeWeek = useCallback((kind: WeekKind, draft: WeekDraft) => {
    setState((previous) =>
      fromFields(editWeek(previous.fields, kind, draft), { ...previous.drafts, week: draft }),
    );
  }, []);

  return { ...state, typeExpression, changeSimple, changeDay, changeWeek };
}
