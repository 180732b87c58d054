/**
 * The department switch dialog (SPEC §2/§6/§9): for users in several departments, after login and
 * from the user menu. Width 450; loads GET /sys/user/getCurrentUserDeparts, preselects the current
 * department, and PUT /sys/selectDepart {orgCode, username} saves the choice; the answer's userInfo
 * is kept (7 days, with the session). No department at all: a warning and the dialog closes.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Form, Modal, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { withFeedback } from '../feedback/feedback';
import { useLocale } from '../i18n/use-locale';
import { get, put } from '../request';
import { useUserStore } from '../stores/user';
import type { UserInfo } from '../stores/user-types';
import { Loading } from '../../../renderers/Loading';

export interface DepartOption {
  orgCode: string;
  departName: string;
  departNameEn?: string | null;
}

interface Props {
  open: boolean;
  onClose(): void;
}

type Load = { status: 'loading' } | { status: 'ready'; departs: DepartOption[] };

export function DepartSwitchModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const username = useUserStore((s) => s.userInfo?.username ?? '');
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ status: 'loading' });
    get<{ list: DepartOption[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts')
      .then((answer) => {
        if (!live) return;
        const departs = answer.result?.list ?? [];
        if (departs.length === 0) {
          void withFeedback((f) => f.message.warning(t('departSwitch.none')));
          onClose();
          return;
        }
        setOrgCode(answer.result?.orgCode ?? departs[0]?.orgCode);
        setLoad({ status: 'ready', departs });
      })
      .catch(() => {
        // The request layer has told the user; nothing to choose from.
        if (live) onClose();
      });
    return () => {
      live = false;
    };
  }, [open, onClose, t]);

  async function save() {
    if (!orgCode) return;
    setSaving(true);
    try {
      const answer = await put<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
      if (answer.success) {
        if (answer.result?.userInfo) setUserInfo(answer.result.userInfo);
        void withFeedback((f) => f.message.success(answer.message || t('departSwitch.title')));
        onClose();
      } else {
        void withFeedback((f) => f.message.warning(answer.message));
      }
    } catch {
      // Shown by the request layer; the dialog stays open for another try.
    } finally {
      setSaving(false);
    }
  }

  const label = (
    <span>
      {t('departSwitch.label')}{' '}
      <Tooltip title={t('departSwitch.tooltip')}>
        <QuestionCircleOutlined aria-label={t('departSwitch.tooltip')} tabIndex={0} />
      </Tooltip>
    </span>
  );

  return (
    <Modal
      title={t('departSwitch.title')}
      width={450}
      open={open && load.status === 'ready'}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !orgCode }}
      confirmLoading={saving}
      destroyOnHidden
    >
      {load.status === 'ready' ? (
        <Form layout="vertical" name="depart-switch">
          <Form.Item label={label} htmlFor="depart-switch-select">
            <Select
              id="depart-switch-select"
              value={orgCode}
              onChange={setOrgCode}
              placeholder={t('departSwitch.placeholder')}
              options={load.departs.map((d) => ({
                value: d.orgCode,
                label: locale === 'en-US' && d.departNameEn ? d.departNameEn : d.departName,
              }))}
            />
          </Form.Item>
        </Form>
      ) : (
        <Loading label={t('common.loading')} />
      )}
    </Modal>
  );
}
