/** A schema page of kind 'form': an add form on its own page; after saving it starts afresh. */
import { Card } from 'antd';
import { useState } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { EntityForm } from './EntityForm';
import { useEntityForm } from './use-entity-form';

function FreshForm({ page, entity, onSaved }: { page: PageSchema; entity: EntitySchema; onSaved(): void }) {
  const controller = useEntityForm({ page, entity, mode: 'add', onSaved });
  return <EntityForm entity={entity} controller={controller} readOnly={page.kind === 'detail'} />;
}

export function FormPage({ page, entity }: { page: PageSchema; entity: EntitySchema }) {
  const { t } = useRenderer();
  const [round, setRound] = useState(0);
  return (
    <Card title={t(page.title)} variant="borderless">
      <FreshForm key={round} page={page} entity={entity} onSaved={() => setRound((r) => r + 1)} />
    </Card>
  );
}
