/** The detail of a record (row action 详情): each field's label and its value, read-only, not a disabled form. */
import { Descriptions } from 'antd';
import { useMemo } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { computeFieldStates } from '../../src/shared/linkage/field-states';
import { fileNamesKey } from '../../src/shared/schema/file-names';
import { useRenderer } from '../context';
import { useDicts } from '../widgets/use-dict';
import { DetailValue } from './DetailValue';
import { detailFieldNames } from './detail-fields';
import { descriptionColumns, descriptionSpan } from './form-layout';
import { widgetNameFor } from '../widgets/widget-name';
import type { FormData } from './use-entity-form';

export interface DetailViewProps {
  page: PageSchema;
  entity: EntitySchema;
  record: FormData;
}

export function DetailView({ page, entity, record }: DetailViewProps) {
  const { t } = useRenderer();
  const names = useMemo(
    () => detailFieldNames(entity, page, computeFieldStates(entity['x-linkage'], record), record),
    [entity, page, record],
  );
  const dicts = useDicts(names.map((n) => entity.properties[n]?.['x-dict'] ?? '').filter(Boolean));
  const items = names.map((name) => {
    const field = entity.properties[name]!;
    return {
      key: name,
      label: t(field.title),
      span: descriptionSpan(widgetNameFor(field), page.form?.columns),
      children: (
        <DetailValue
          field={field}
          value={record[name]}
          dictText={record[`${name}_dictText`]}
          dicts={dicts}
          fileNames={record[fileNamesKey(name)]}
        />
      ),
    };
  });
  return (
    <Descriptions
      className="renderer-detail"
      bordered
      size="small"
      column={descriptionColumns(page.form?.columns)}
      items={items}
    />
  );
}
