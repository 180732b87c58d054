/**
 * /verify (issue 9): anyone — signed in or not — checks a certificate by its number (the QR code on
 * the PDF opens /verify?no=…). No shell and no login; GET /public/certificate/verify answers only
 * the public fields. The number is kept in the URL, so a result can be shared and reloaded.
 */
import { Alert, Badge, Button, Descriptions, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { certificateStatusText } from '../../../shared/certificate/cert-status';
import type { MessagePair } from '../../../shared/messages/message-pair';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { get, isRequestError } from '../../request';
import { VERIFY_TEXTS } from './verify-texts';

interface PublicCertificate {
  certificateNo: string;
  holderName: string;
  standard: string;
  scope: string;
  sites: string | null;
  status: string;
  issueDate: string;
  validUntil: string;
}

type Answer = { kind: 'found'; certificate: PublicCertificate } | { kind: 'notFound' } | { kind: 'failed'; message: string };

/** The dot beside the status text (the text itself keeps the body colour, for contrast). */
const STATUS_BADGES: Record<string, 'success' | 'warning' | 'error' | 'default'> = { valid: 'success', suspended: 'warning', withdrawn: 'error', cancelled: 'default', expired: 'default' };

async function lookUp(no: string): Promise<Answer> {
  try {
    const answer = await get<PublicCertificate>('/public/certificate/verify', { no }, { skipErrorHandler: true });
    return { kind: 'found', certificate: answer.result };
  } catch (error) {
    if (isRequestError(error) && error.envelope && String(error.envelope.code) === '404') return { kind: 'notFound' };
    return { kind: 'failed', message: isRequestError(error) && error.envelope?.message ? error.envelope.message : '' };
  }
}

export default function VerifyPage() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const text = (pair: MessagePair) => pair[locale];
  const [params, setParams] = useSearchParams();
  const no = (params.get('no') ?? '').trim();
  const [form] = Form.useForm<{ no: string }>();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  useDocumentTitle(text(VERIFY_TEXTS.title));

  const run = useCallback(async (value: string) => {
    setLoading(true);
    setAnswer(await lookUp(value));
    setLoading(false);
  }, []);

  useEffect(() => {
    form.setFieldsValue({ no });
    if (no !== '') void run(no);
    else setAnswer(null);
  }, [no, form, run]);

  const submit = ({ no: value }: { no: string }) => {
    const trimmed = value.trim();
    // Same number again: the URL does not change, so ask again here (its status may have changed).
    if (trimmed === no) void run(trimmed);
    else setParams({ no: trimmed });
  };

  const shown = (value: string | null) => (value && value.trim() !== '' ? value : text(VERIFY_TEXTS.none));

  return (
    <div style={{ width: 720, maxWidth: '100%', background: '#fff', borderRadius: 8, padding: 32 }}>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{text(VERIFY_TEXTS.title)}</h1>
      <p>{text(VERIFY_TEXTS.intro)}</p>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 24 }} requiredMark={false}>
        <Form.Item
          name="no"
          label={text(VERIFY_TEXTS.numberLabel)}
          rules={[{ required: true, whitespace: true, message: text(VERIFY_TEXTS.numberRequired) }]}
          style={{ flex: 1, minWidth: 260 }}
        >
          <Input placeholder={text(VERIFY_TEXTS.numberPlaceholder)} maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            {text(VERIFY_TEXTS.submit)}
          </Button>
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {answer?.kind === 'notFound' && <Alert type="warning" showIcon title={text(VERIFY_TEXTS.notFound)} />}
        {answer?.kind === 'failed' && <Alert type="error" showIcon title={answer.message || text(VERIFY_TEXTS.failed)} />}
        {answer?.kind === 'found' && (
          <Descriptions
            title={<h2 style={{ fontSize: 18, margin: 0 }}>{`${text(VERIFY_TEXTS.result)}: ${answer.certificate.certificateNo}`}</h2>}
            bordered
            column={1}
            size="middle"
            items={[
              {
                key: 'status',
                label: text(VERIFY_TEXTS.status),
                children: (
                  <Badge
                    status={STATUS_BADGES[answer.certificate.status] ?? 'default'}
                    text={<strong data-status={answer.certificate.status}>{certificateStatusText(answer.certificate.status, locale)}</strong>}
                  />
                ),
              },
              { key: 'holderName', label: text(VERIFY_TEXTS.holderName), children: answer.certificate.holderName },
              { key: 'standard', label: text(VERIFY_TEXTS.standard), children: answer.certificate.standard },
              { key: 'scope', label: text(VERIFY_TEXTS.scope), children: <span style={{ whiteSpace: 'pre-line' }}>{answer.certificate.scope}</span> },
              { key: 'sites', label: text(VERIFY_TEXTS.sites), children: <span style={{ whiteSpace: 'pre-line' }}>{shown(answer.certificate.sites)}</span> },
              { key: 'issueDate', label: text(VERIFY_TEXTS.issueDate), children: answer.certificate.issueDate },
              { key: 'validUntil', label: text(VERIFY_TEXTS.validUntil), children: answer.certificate.validUntil },
            ]}
          />
        )}
      </div>
    </div>
  );
}
