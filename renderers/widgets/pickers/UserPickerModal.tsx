/**
 * The user picker (JSelectUserByDept, SPEC §2 "user-by-department selector", §9 width 1250): the
 * department tree on the left narrows the users to a department and those under it; a query by
 * username; a paged table (5 a page, 5/10/20/30) to tick users in; the chosen ones listed below with
 * a button each to take them out. OK hands the choice back; cancel drops it (the widget mounts this
 * only while open, so every opening starts from the field's value).
 */
import { Button, Col, Input, Row, Space, Table, Tree, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDataProvider, useRenderer } from '../../context';
import type { PickerUser, PickerUserKey } from '../../data/data-provider';
import { useFeedback } from '../../feedback';
import { useText } from '../../i18n/use-text';
import { departOptions, type DepartNode } from '../depart-tree';
import { dictTextOf } from '../dict-text';
import { useDict } from '../use-dict';
import { useRemoteList } from '../use-remote-list';
import { SelectedList } from './SelectedList';
import { FIRST_PICKER_PAGE, pageRows, type PickerPaging } from './picker-paging';
import { PickerModal, pickerTableProps, usePickerChoice } from './picker-table';

export const USER_PICKER_WIDTH = 1250;

export interface UserPickerModalProps {
  /** Prefix of the ids inside the dialog (the field's id). */
  id: string;
  multiple: boolean;
  /** Which property of a user the field stores. */
  keyOf: PickerUserKey;
  initial: readonly PickerUser[];
  onOk(users: PickerUser[]): void;
  onCancel(): void;
}

interface UserQuery {
  username: string;
  departId: string;
  column?: string;
  order?: 'asc' | 'desc';
}

const SORTABLE = new Set(['username', 'realname']);

export function UserPickerModal({ id, multiple, keyOf, initial, onOk, onCancel }: UserPickerModalProps) {
  const t = useText();
  const { locale } = useRenderer();
  const data = useDataProvider();
  const feedback = useFeedback();
  const sexItems = useDict('sex');
  const departs = useRemoteList<DepartNode>('departTree');
  const treeData = useMemo(() => departOptions(departs), [departs]);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<UserQuery>({ username: '', departId: '' });
  const [paging, setPaging] = useState<PickerPaging>(FIRST_PICKER_PAGE);
  const [answer, setAnswer] = useState<{ rows: PickerUser[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });

  useEffect(() => {
    let alive = true;
    setAnswer((a) => ({ ...a, loading: true }));
    const params: Record<string, string> = {
      pageNo: String(paging.current),
      pageSize: String(paging.pageSize),
    };
    if (query.username) params.username = query.username;
    if (query.departId) params.departId = query.departId;
    if (query.column && query.order) Object.assign(params, { column: query.column, order: query.order });
    data.queryPickerUsers(params).then(
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
  }, [data, query, paging]);

  const keyOfUser = (u: PickerUser) => u[keyOf];
  const choice = usePickerChoice(initial, keyOfUser, multiple);
  const { chosen } = choice;

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setQuery((q) => ({ ...q, username: typed.trim() }));
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    setTyped('');
    setQuery({ username: '', departId: '' });
    setPaging(FIRST_PICKER_PAGE);
  };

  const columns: TableProps<PickerUser>['columns'] = [
    { key: 'username', dataIndex: 'username', title: t('userPickerUsername'), sorter: true, width: 160 },
    { key: 'realname', dataIndex: 'realname', title: t('userPickerRealname'), sorter: true, width: 160 },
    {
      key: 'sex',
      dataIndex: 'sex',
      title: t('userPickerSex'),
      width: 80,
      render: (v: unknown) => dictTextOf(sexItems, v, locale),
    },
    { key: 'phone', dataIndex: 'phone', title: t('userPickerPhone'), width: 140 },
    { key: 'orgCodeTxt', dataIndex: 'orgCodeTxt', title: t('userPickerDepart') },
  ];
  const onTableChange: TableProps<PickerUser>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column =
      typeof one?.columnKey === 'string' && SORTABLE.has(one.columnKey) && one.order
        ? one.columnKey
        : undefined;
    const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
    setQuery((q) => (q.column === column && q.order === order ? q : { ...q, column, order }));
    setPaging({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };

  const usernameId = `${id}-picker-username`;
  return (
    <PickerModal
      title={t('userPickerTitle')}
      width={USER_PICKER_WIDTH}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
    >
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <nav aria-label={t('userPickerDeparts')} style={{ maxHeight: 400, overflow: 'auto' }}>
            <Typography.Text strong>{t('userPickerDeparts')}</Typography.Text>
            {treeData.length > 0 ? (
              <Tree
                key={treeData.length}
                treeData={treeData}
                defaultExpandAll
                selectedKeys={query.departId ? [query.departId] : []}
                onSelect={(keys) => {
                  setQuery((q) => ({ ...q, departId: keys[0] === undefined ? '' : String(keys[0]) }));
                  setPaging((p) => ({ ...p, current: 1 }));
                }}
              />
            ) : null}
          </nav>
        </Col>
        <Col xs={24} md={18}>
          <form role="search" onSubmit={search} style={{ marginBottom: 12 }}>
            <Space wrap>
              <label htmlFor={usernameId}>{t('userPickerUsername')}</label>
              <Input
                id={usernameId}
                value={typed}
                placeholder={t('userPickerUsernamePlaceholder')}
                onChange={(e) => setTyped(e.target.value)}
                style={{ width: 220 }}
              />
              <Button type="primary" htmlType="submit">
                {t('search')}
              </Button>
              <Button onClick={reset}>{t('reset')}</Button>
            </Space>
          </form>
          <section aria-label={t('userPickerTable')}>
            <Table<PickerUser>
              size="small"
              rowKey={keyOf}
              loading={answer.loading}
              dataSource={answer.rows}
              columns={columns}
              onChange={onTableChange}
              {...pickerTableProps({
                t,
                multiple,
                choice,
                nameOf: (user) => user.realname || user.username,
                paging,
                total: answer.total,
              })}
            />
          </section>
          <SelectedList
            items={chosen.map((u) => ({ key: keyOfUser(u), label: u.realname || u.username }))}
            onRemove={choice.remove}
          />
        </Col>
      </Row>
    </PickerModal>
  );
}
