/**
 * The announcement detail dialog (SPEC §2): title, the sender's real name, the send time and the
 * HTML body — cleaned again here with DOMPurify and the one rich-text allow-list, whatever the
 * server stored — 60 % wide with a full-screen toggle (100 %), and 去处理 for openType 'url'
 * (an in-app path, or an http(s) address in a new tab; nothing else).
 */
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
// Direct import (not renderers/index.ts): this dialog is its own lazy chunk and needs only the sanitiser.
import { sanitizeRichTextHtml } from '../../../renderers/widgets/rich-text-sanitize';
import { fetchNoticeDetail } from './api';
import { DETAIL_MODAL_FULL_WIDTH, DETAIL_MODAL_WIDTH } from './constants';
import { formatNoticeTime } from './format-time';
import { PriorityMark } from './PriorityMark';
import { handleTarget } from './targets';
import { senderName, type NoticeDetail } from './types';
import './notice.css';
import { Loading } from '../../../renderers/Loading';

export interface NoticeDetailModalProps {
  id: string;
  onClose(): void;
}

export default function NoticeDetailModal({ id, onClose }: NoticeDetailModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<NoticeDetail | null>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    let live = true;
    setDetail(null);
    fetchNoticeDetail(id).then(
      (answer) => {
        if (!live) return;
        if (answer.success && answer.result) setDetail(answer.result);
        else onClose();
      },
      // Not addressed to this user, or gone: the request layer said so; nothing to show.
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [id, onClose]);

  const html = useMemo(() => sanitizeRichTextHtml(detail?.msgContent ?? ''), [detail]);
  const target = detail?.openType === 'url' ? handleTarget(detail.openPage) : undefined;
  const toggleLabel = t(fullscreen ? 'notice.exitFullscreen' : 'notice.fullscreen');

  function goHandle() {
    if (!target) return;
    onClose();
    if (target.kind === 'app') navigate(target.path);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  }

  const title = (
    <div className="notice-detail-title">
      <span className="notice-detail-title-text">{detail ? detail.titile : t('notice.detailTitle')}</span>
      <Button
        type="text"
        size="small"
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={toggleLabel}
        onClick={() => setFullscreen((on) => !on)}
      >
        {toggleLabel}
      </Button>
    </div>
  );

  return (
    <Modal
      open
      title={title}
      width={fullscreen ? DETAIL_MODAL_FULL_WIDTH : DETAIL_MODAL_WIDTH}
      className={fullscreen ? 'notice-modal-fullscreen' : undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        target && (
          <Button key="handle" type="primary" onClick={goHandle}>
            {t('notice.goHandle')}
          </Button>
        ),
        <Button key="close" onClick={onClose}>
          {t('notice.close')}
        </Button>,
      ]}
    >
      {detail ? (
        <article data-testid="notice-detail">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'sender', label: t('notice.sender'), children: senderName(detail) },
              { key: 'time', label: t('notice.sendTime'), children: formatNoticeTime(detail.sendTime) },
              ...(detail.priority
                ? [
                    {
                      key: 'priority',
                      label: t('notice.priorityColumn'),
                      children: <PriorityMark priority={detail.priority} />,
                    },
                  ]
                : []),
            ]}
          />
          {/* Sanitised just above with the rich-text allow-list: no script, handler or javascript: link survives. */}
          <div className="notice-detail-body" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Loading label={t('common.loading')} />
        </div>
      )}
    </Modal>
  );
}
