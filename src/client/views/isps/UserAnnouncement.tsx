/**
 * /isps/userAnnouncement (SPEC §2): the signed-in user's own announcements and system messages —
 * filter by title, type and read state, page through them, open one (marks it read; detail dialog
 * or component page), and mark all read. The bell, this list and the socket share one notice store,
 * so reading here clears the badge and a push refreshes this list.
 */
import { App, Button, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { formatNoticeTime } from '../../notice/format-time';
import { fetchMyNotices, markAllNoticesRead, type MyNoticeQuery } from '../../notice/api';
import { USER_ANNOUNCEMENT_PAGE_SIZE } from '../../notice/constants';
import { openNotice } from '../../notice/open-notice';
import { PriorityMark } from '../../notice/PriorityMark';
import { useNoticeStore } from '../../notice/store';
import { announcementId, isRead, senderName, type MyNoticeRow } from '../../notice/types';

interface Filters {
  titile?: string;
  msgCategory?: string;
  readFlag?: string;
}

export default function UserAnnouncement() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const revision = useNoticeStore((s) => s.revision);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<MyNoticeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (query: MyNoticeQuery) => {
    setLoading(true);
    try {
      const answer = await fetchMyNotices(query);
      if (answer.success && answer.result) {
        setRows(answer.result.records ?? []);
        setTotal(Number(answer.result.total) || 0);
      }
    } catch {
      // The request layer told the user; the last rows stay.
    } finally {
      setLoading(false);
    }
  }, []);

  // Reload on a filter or page change and whenever the user's notices changed (read, read all, a push).
  useEffect(() => {
    void load({ pageNo: page, pageSize: USER_ANNOUNCEMENT_PAGE_SIZE, ...filters });
  }, [load, page, filters, revision]);

  function search(values: Filters) {
    setPage(1);
    setFilters({
      titile: values.titile?.trim() || undefined,
      msgCategory: values.msgCategory || undefined,
      readFlag: values.readFlag || undefined,
    });
  }

  function reset() {
    form.resetFields();
    setPage(1);
    setFilters({});
  }

  function readAll() {
    modal.confirm({
      title: t('notice.readAll'),
      content: t('notice.readAllConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const answer = await markAllNoticesRead();
        if (answer.success) {
          void message.success(t('notice.readAllDone'));
          await useNoticeStore.getState().changed();
        }
      },
    });
  }

  const open = (row: MyNoticeRow) => void openNotice(row, navigate);

  const columns: TableColumnsType<MyNoticeRow> = [
    {
      title: t('notice.titleColumn'),
      dataIndex: 'titile',
      ellipsis: true,
      render: (value: string, row) => (
        <Typography.Text strong={!isRead(row)} style={{ maxWidth: '100%' }} ellipsis={{ tooltip: value }}>
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('notice.categoryColumn'),
      dataIndex: 'msgCategory',
      width: 120,
      render: (value: string | null) => (value === '1' || value === '2' ? t(`notice.category.${value}`) : ''),
    },
    {
      title: t('notice.priorityColumn'),
      dataIndex: 'priority',
      width: 100,
      render: (value: string | null) => <PriorityMark priority={value} />,
    },
    {
      title: t('notice.sender'),
      dataIndex: 'sender',
      width: 140,
      ellipsis: true,
      render: (_: unknown, row) => senderName(row),
    },
    {
      title: t('notice.sendTime'),
      dataIndex: 'sendTime',
      width: 180,
      render: (value: string | null) => formatNoticeTime(value),
    },
    {
      title: t('notice.readColumn'),
      dataIndex: 'readFlag',
      width: 100,
      render: (_: unknown, row) => (isRead(row) ? t('notice.read') : t('notice.unread')),
    },
    {
      title: t('notice.actionColumn'),
      key: 'action',
      width: 90,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(row)}
          aria-label={`${t('notice.view')} ${row.titile}`}
        >
          {t('notice.view')}
        </Button>
      ),
    },
  ];

  const categoryOptions = [
    { value: '', label: t('notice.all') },
    { value: '1', label: t('notice.category.1') },
    { value: '2', label: t('notice.category.2') },
  ];
  const readOptions = [
    { value: '', label: t('notice.all') },
    { value: '0', label: t('notice.unread') },
    { value: '1', label: t('notice.read') },
  ];

  return (
    <section aria-labelledby="user-announcement-title">
      <Typography.Title level={4} id="user-announcement-title">
        {t('notice.listTitle')}
      </Typography.Title>
      <Form
        form={form}
        layout="inline"
        onFinish={search}
        initialValues={{ msgCategory: '', readFlag: '' }}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="titile" label={t('notice.titleColumn')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="msgCategory" label={t('notice.categoryColumn')}>
          <Select options={categoryOptions} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="readFlag" label={t('notice.readColumn')}>
          <Select options={readOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('notice.search')}
            </Button>
            <Button onClick={reset}>{t('notice.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <div style={{ marginBottom: 12 }}>
        <Button onClick={readAll}>{t('notice.readAll')}</Button>
      </div>
      <Table<MyNoticeRow>
        rowKey={(row) => row.id || announcementId(row)}
        columns={columns}
        dataSource={rows}
        loading={loading}
        size="middle"
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: USER_ANNOUNCEMENT_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </section>
  );
}
