/**
 * A schema page of kind 'form': an add form on its own page (preset from the URL by
 * `form.queryPresets`, prefilled by `form.prefill`). With `form.submitTransition` it offers
 * 保存草稿 and 提交 (save, then that transition): a saved draft stays open with its values and the
 * next save edits it; a submit that went through starts a fresh form (prefilled again).
 */
import { Card } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import { EntityForm } from './EntityForm';
import { useEntityForm } from './use-entity-form';
import { useFormPrefill } from './use-form-prefill';
import { queryPresets } from './query-presets';

function FreshForm({
  page,
  entity,
  onSaved,
  initialValues,
}: {
  page: PageSchema;
  entity: EntitySchema;
  onSaved(): void;
  initialValues: Record<string, unknown>;
}) {
  const submitTransition = page.form?.submitTransition;
  const controller = useEntityForm({
    page,
    entity,
    mode: 'add',
    onSaved,
    initialValues,
    ...(submitTransition ? { submitTransition } : {}),
  });
  return <EntityForm entity={entity} controller={controller} readOnly={page.kind === 'detail'} />;
}

export function FormPage({ page, entity }: { page: PageSchema; entity: EntitySchema }) {
  const { t } = useRenderer();
  const text = useText();
  const [round, setRound] = useState(0);
  // Read once: a kept-alive tab keeps its presets when the URL moves on; a submitted form starts without them.
  const [presets] = useState(() => queryPresets(page, entity, globalThis.location?.search ?? ''));
  const prefill = useFormPrefill(page);
  const heading = useRef<HTMLHeadingElement>(null);
  // A submit that went through replaces the form, and the focus went with its 提交: the form's
  // heading takes it, so a keyboard user reads on from the top of the fresh form instead of <body>.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (round > 0 && lost) heading.current?.focus();
  }, [round]);
  return (
    <Card
      title={
        // Focused by script only (tabIndex -1) after a submit; the shell's h1 names the page above it.
        <h2 ref={heading} tabIndex={-1} style={{ font: 'inherit', margin: 0 }}>
          {t(page.title)}
        </h2>
      }
      variant="borderless"
    >
      {prefill.status === 'loading' ? (
        <Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />
      ) : (
        // A form with linkage rules loads their evaluator on its first render (use-linkage-states.ts).
        <Suspense fallback={<Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />}>
          <FreshForm
            key={round}
            page={page}
            entity={entity}
            initialValues={round === 0 ? { ...prefill.values, ...presets } : prefill.values}
            onSaved={() => setRound((r) => r + 1)}
          />
        </Suspense>
      )}
    </Card>
  );
}
