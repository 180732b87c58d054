/**
 * The business-component selection modal (JSelectBizComponent, SPEC §2): the query form of a list
 * page (查询, 重置, 展开/收起), its rows in a paged table (5 a page, 5/10/20/30) to tick, and the
 * chosen rows in a table of their own with a delete button each. The rows come from the page's own
 * list (the provider resolves where; the widget names only a page id). OK hands the chosen rows
 * back; the widget mounts this only while open, so cancel drops what was ticked.
 */
import { Button, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { I18nText } from '../../../src/shared/schema/types';
import { useDataProvider, useRenderer } from '../../context';
import { resourceOf } from '../../data/data-provider';
import { useFeedback } from '../../feedback';
import { useText } from '../../i18n/use-text';
import { buildColumns } from '../../list/build-columns';
import { QueryForm } from '../../list/QueryForm';
import type { LoadedPage } from '../../page/types';
import { fieldOf, valueKind } from '../../schema-text';
import { useDicts } from '../use-dict';
import { pickerColumns, pickerQueryFields, rowValue, type PickerRow } from './list-picker-model';
import { FIRST_PICKER_PAGE, pageRows, type PickerPaging } from './picker-paging';
import { PickerModal, pickerTableProps, usePickerChoice } from './picker-table';

export const LIST_PICKER_WIDTH = 1000;

export interface ListSelectModalProps {
  loaded: LoadedPage;
  valueField: string;
  textField: string;
  multiple: boolean;
  title?: I18nText;
  width?: number;
  /** Fields to show as columns instead of the page's. */
  columns?: readonly string[];
  initial: readonly PickerRow[];
  onOk(rows: PickerRow[]): void;
  onCancel(): void;
}

export function ListSelectModal({
  loaded,
  valueField,
  textField,
  multiple,
  title,
  width,
  columns,
  initial,
  onOk,
  onCancel,
}: ListSelectModalProps) {
  const t = useText();
  const { t: translate, locale } = useRenderer();
  const data = useDataProvider();
  const feedback = useFeedback();
  const { page, entity } = loaded;
  const resource = useMemo(() => resourceOf(page, entity), [page, entity]);
  const defs = useMemo(() => pickerColumns(page, entity, columns), [page, entity, columns]);
  const queryFields = useMemo(() => pickerQueryFields(page), [page]);
  const dictCodes = useMemo(
    () =>
      defs.flatMap((d) =>
        valueKind(fieldOf(entity, d.field)) === 'dict' ? [fieldOf(entity, d.field)?.['x-dict'] ?? ''] : [],
      ),
    [defs, entity],
  );
  const dicts = useDicts(dictCodes);
  const models = useMemo(
    () => buildColumns(defs, entity, dicts, locale, translate),
    [defs, entity, dicts, locale, translate],
  );
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState<PickerPaging>(FIRST_PICKER_PAGE);
  const [answer, setAnswer] = useState<{ rows: PickerRow[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });

  useEffect(() => {
    let alive = true;
    setAnswer((a) => ({ ...a, loading: true }));
    data
      .getList<PickerRow>(resource, {
        ...filters,
        pageNo: String(paging.current),
        pageSize: String(paging.pageSize),
      })
      .then(
        (reply) => {
          if (!alive) return;
          if (!reply.success) feedback.warning(reply.message);
          setAnswer({ ...pageRows(reply.success ? reply.result : null), loading: false });
        },
        () => alive && setAnswer({ rows: [], total: 0, loading: false }),
      );
    return () => {
      alive = false;
    };
    // feedback is a new object each render; the page depends on the query and paging only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, resource, filters, paging]);

  const keyOf = (row: PickerRow) => rowValue(row, valueField);
  const choice = usePickerChoice(initial, keyOf, multiple);
  const { chosen } = choice;
  const nameOf = (row: PickerRow) => rowValue(row, textField) || keyOf(row);

  const tableColumns: TableProps<PickerRow>['columns'] = models.map((m) => ({
    key: m.key,
    dataIndex: m.dataIndex,
    title: m.title,
    width: m.width,
    render: (_: unknown, row: PickerRow) => m.cell(row).text,
  }));
  const textTitle = translate(fieldOf(entity, textField)?.title) || textField;
  const chosenColumns: TableProps<PickerRow>['columns'] = [
    { key: 'text', title: textTitle, render: (_: unknown, row: PickerRow) => nameOf(row) },
    {
      key: 'remove',
      title: t('actions'),
      width: 100,
      render: (_: unknown, row: PickerRow) => (
        <Button
          type="link"
          size="small"
          aria-label={t('pickerRemove', { name: nameOf(row) })}
          onClick={() => choice.toggle(row, false)}
        >
          {t('delete')}
        </Button>
      ),
    },
  ];

  return (
    <PickerModal
      title={title ? translate(title) : t('pickerChooseNamed', { name: translate(entity.title) })}
      width={width ?? LIST_PICKER_WIDTH}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
    >
      <QueryForm
        fields={queryFields}
        entity={entity}
        onSearch={(params) => {
          setFilters(params);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <section aria-label={t('listPickerTable')}>
        <Table<PickerRow>
          size="small"
          rowKey={keyOf}
          loading={answer.loading}
          dataSource={answer.rows}
          columns={tableColumns}
          scroll={{ x: 'max-content' }}
          onChange={(pagination) =>
            setPaging({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize })
          }
          {...pickerTableProps({ t, multiple, choice, nameOf, paging, total: answer.total })}
        />
      </section>
      <section aria-label={t('pickerSelectedList')} style={{ marginTop: 12 }}>
        <Typography.Text strong>{`${t('pickerSelectedList')} (${chosen.length})`}</Typography.Text>
        <Table<PickerRow>
          size="small"
          rowKey={keyOf}
          dataSource={chosen}
          columns={chosenColumns}
          pagination={false}
          style={{ marginTop: 8 }}
        />
      </section>
    </PickerModal>
  );
}
