/** A schema page by id: loads it and renders its kind (list or form). */
import { Result, Spin } from 'antd';
import { useText } from '../i18n/use-text';
import { ListPage } from '../list/ListPage';
import { FormPage } from '../form/FormPage';
import { useSchemaPage } from './use-schema-page';

export interface SchemaPageProps {
  pageId: string;
  /** Fixed filter of a sub-list (sent with every list call, preset on add). */
  fixedFilter?: Record<string, string>;
}

export function SchemaPage({ pageId, fixedFilter }: SchemaPageProps) {
  const state = useSchemaPage(pageId);
  const text = useText();
  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.status === 'failed')
    return <Result status="warning" title={text('loadFailed')} subTitle={state.message} />;
  const { page, entity } = state.loaded;
  if (page.kind === 'list') return <ListPage page={page} entity={entity} fixedFilter={fixedFilter} />;
  return <FormPage page={page} entity={entity} />;
}
