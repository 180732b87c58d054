/**
 * page.form.layout tabs (JeecgBoot's Tab theme): the main fields in a first tab titled with the
 * entity's title, each sub table in a tab of its own. Every pane stays mounted (forceRender), so a
 * hidden tab's fields keep their values and are validated. An error out of sight must still be
 * found: a tab holding errors says so in its name, and a submit that ends with errors outside the
 * open tab opens the first tab that has them (also for the server's field errors, which arrive
 * after the save was sent).
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ErrorSchema, ObjectFieldTemplatePropertyType, RJSFSchema } from '@rjsf/utils';
import { Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useFormText } from '../i18n/use-form-text';
import { FormGrid } from './FormGrid';
import { holdsErrors, type FormColumns } from './form-layout';
import { useThemeToken } from '../use-theme-token';

const MAIN = '__main';

/** Read by screen readers, not shown: the icon says it to the eye. */
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export interface FormTabsProps {
  properties: readonly ObjectFieldTemplatePropertyType[];
  schema: RJSFSchema;
  errorSchema?: ErrorSchema;
  title: string;
  /** The fields shown in tabs of their own, in order (present, not hidden). */
  panes: readonly string[];
  columns: FormColumns;
  wide?: readonly string[];
}

function paneTitle(schema: RJSFSchema, name: string): string {
  const field = schema.properties?.[name];
  return typeof field === 'object' && typeof field.title === 'string' && field.title !== ''
    ? field.title
    : name;
}

export function FormTabs({ properties, schema, errorSchema, title, panes, columns, wide }: FormTabsProps) {
  const text = useFormText();
  const token = useThemeToken();
  const [active, setActive] = useState(MAIN);
  const frame = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const main = useMemo(() => properties.filter((p) => !panes.includes(p.name)), [properties, panes]);
  const errors = errorSchema as Record<string, unknown> | undefined;
  const erroneous = [
    ...(main.some((p) => holdsErrors(errors?.[p.name])) ? [MAIN] : []),
    ...panes.filter((name) => holdsErrors(errors?.[name])),
  ];

  // A native listener on the form runs before React's submit handler validates.
  useEffect(() => {
    const form = frame.current?.closest('form');
    if (!form) return;
    const onSubmit = () => {
      submitted.current = true;
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);
  // Errors are re-computed (a new object) by every submit and by the server's answer; typing only
  // clears them. So a tab is switched to only once per submit, never while the user edits.
  useEffect(() => {
    if (!submitted.current || erroneous.length === 0) return;
    submitted.current = false;
    if (!erroneous.includes(active)) setActive(erroneous[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the error schema alone, see above
  }, [errorSchema]);

  const label = (name: string, caption: string) =>
    erroneous.includes(name) ? (
      <span>
        {caption} <ExclamationCircleFilled aria-hidden style={{ color: token.colorError }} />
        <span style={SCREEN_READER_ONLY}>{text('tabHasErrors')}</span>
      </span>
    ) : (
      caption
    );
  const items = [
    {
      key: MAIN,
      label: label(MAIN, title),
      forceRender: true,
      children: <FormGrid properties={main} columns={columns} wide={wide} />,
    },
    ...panes.map((name) => ({
      key: name,
      label: label(name, paneTitle(schema, name)),
      forceRender: true,
      children: properties.find((p) => p.name === name)?.content,
    })),
  ];
  return (
    <div ref={frame} className="renderer-form-tabs">
      <Tabs activeKey={active} onChange={setActive} items={items} />
    </div>
  );
}
