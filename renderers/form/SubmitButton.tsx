/**
 * @rjsf/antd's submit button, re-rendered only when its options change. rjsf's Form builds the
 * button's uiSchema afresh on every render, so without this the antd Button (with its wave and
 * loading-icon motion) rendered again on each keystroke, once per commit, in a form where only the
 * edited field should re-render.
 */
import { deepEquals, type SubmitButtonProps } from '@rjsf/utils';
import { memo, type ComponentType } from 'react';
import { antdTemplates } from './antd-form';

const AntdSubmitButton = antdTemplates.ButtonTemplates?.SubmitButton as ComponentType<SubmitButtonProps>;

export const SubmitButton = memo(
  function SubmitButton(props: SubmitButtonProps) {
    return <AntdSubmitButton {...props} />;
  },
  (before, after) => before.registry === after.registry && deepEquals(before.uiSchema, after.uiSchema),
);
