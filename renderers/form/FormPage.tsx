/**
 * A schema page of kind 'form': an add form on its own page (preset from the URL by
 * `form.queryPresets`); after saving it starts afresh. With `form.submitTransition` it offers
 * 保存草稿 and 提交 (save, then that transition).
 */
import { Card } from 'antd';
import { useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { EntityForm } from './EntityForm';
import { useEntityForm } from './use-entity-form';
import { queryPresets } from './query-presets';

function FreshForm({ page, entity, onSaved, initialValues }: { page: PageSchema; entity: EntitySchema; onSaved(): void; initialValues: Record<string, unknown> }) {
  const submitTransition = page.form?.submitTransition;
  const controller = useEntityForm({ page, entity, mode: 'add', onSaved, initialValues, ...(submitTransition ? { submitTransition } : {}) });
  return <EntityForm entity={entity} controller={controller} readOnly={page.kind === 'detail'} />;
}

export function FormPage({ page, entity }: { page: PageSchema; entity: EntitySchema }) {
  const { t } = useRenderer();
  const [round, setRound] = useState(0);
  // Read once: a kept-alive tab keeps its presets when the URL moves on; a saved form starts empty.
  const [presets] = useState(() => queryPresets(page, entity, globalThis.location?.search ?? ''));
  return (
    <Card title={t(page.title)} variant="borderless">
      <FreshForm key={round} page={page} entity={entity} initialValues={round === 0 ? presets : {}} onSaved={() => setRound((r) => r + 1)} />
    </Card>
  );
}
