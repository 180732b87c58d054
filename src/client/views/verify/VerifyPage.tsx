/**
 * /verify: anyone — signed in or not — checks a certificate by its number. By number alone
 * GET /public/certificate/verify answers the register's public entry (holder, standard, scope,
 * status, dates); the QR code on the PDF opens /verify?no=…&token=… and the certificate's token
 * gets the full view (address, sites, decision and surveillance dates, division). Number and token
 * stay in the URL, so a result can be shared and reloaded; searching another number drops the token.
 */
import { Alert, Badge, Button, Descriptions, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { certificateStatusText } from '../../../shared/certificate/cert-status';
import type {
  PublicCertificate,
  VerifiedCertificate,
  VerifiedDetails,
} from '../../../shared/certificate/public-certificate';
import type { MessagePair } from '../../../shared/messages/message-pair';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { get, isRequestError } from '../../request';
import { VERIFY_TEXTS } from './verify-texts';

type Answer =
  | { kind: 'found'; certificate: PublicCertificate; details: VerifiedDetails | null }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

/** The dot beside the status text (the text itself keeps the body colour, for contrast). */
const STATUS_BADGES: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  valid: 'success',
  suspended: 'warning',
  withdrawn: 'error',
  cancelled: 'default',
  expired: 'default',
};

async function lookUp(no: string, token: string): Promise<Answer> {
  try {
    if (token !== '') {
      const answer = await get<VerifiedCertificate>(
        '/public/certificate/verify',
        { no, token },
        { skipErrorHandler: true },
      );
      return { kind: 'found', certificate: answer.result, details: answer.result };
    }
    const answer = await get<PublicCertificate>(
      '/public/certificate/verify',
      { no },
      { skipErrorHandler: true },
    );
    return { kind: 'found', certificate: answer.result, details: null };
  } catch (error) {
    if (isRequestError(error) && error.envelope && String(error.envelope.code) === '404')
      return { kind: 'notFound' };
    return {
      kind: 'failed',
      message: isRequestError(error) && error.envelope?.message ? error.envelope.message : '',
    };
  }
}

export default function VerifyPage() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const text = (pair: MessagePair) => pair[locale];
  const [params, setParams] = useSearchParams();
  const no = (params.get('no') ?? '').trim();
  const token = (params.get('token') ?? '').trim();
  const [form] = Form.useForm<{ no: string }>();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  useDocumentTitle(text(VERIFY_TEXTS.title));

  const run = useCallback(async (value: string, withToken: string) => {
    setLoading(true);
    setAnswer(await lookUp(value, withToken));
    setLoading(false);
  }, []);

  useEffect(() => {
    form.setFieldsValue({ no });
    if (no !== '' || token !== '') void run(no, token);
    else setAnswer(null);
  }, [no, token, form, run]);

  const submit = ({ no: value }: { no: string }) => {
    const trimmed = value.trim();
    // Same number again: the URL does not change, so ask again here (its status may have changed).
    if (trimmed.toUpperCase() === no.toUpperCase()) void run(no, token);
    // Another number: the token belongs to this certificate only.
    else setParams({ no: trimmed });
  };
  const details = answer?.kind === 'found' ? answer.details : null;
  const dues = details
    ? [details.surveillance1Due, details.surveillance2Due].filter((d): d is string => !!d).join(', ')
    : '';

  const shown = (value: string | null) => (value && value.trim() !== '' ? value : text(VERIFY_TEXTS.none));

  return (
    <div
      style={{
        width: 720,
        maxWidth: '100%',
        background: '#fff',
        borderRadius: 8,
        padding: 'clamp(16px, 5vw, 32px)',
      }}
    >
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{text(VERIFY_TEXTS.title)}</h1>
      <p>{text(VERIFY_TEXTS.intro)}</p>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 24 }} requiredMark={false}>
        <Form.Item
          name="no"
          label={text(VERIFY_TEXTS.numberLabel)}
          rules={[{ required: true, whitespace: true, message: text(VERIFY_TEXTS.numberRequired) }]}
          // Grows to the line; on a 320 px screen it shrinks with it and the button wraps below (WCAG 1.4.10).
          style={{ flex: '1 1 16em', minWidth: 0 }}
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
        {answer?.kind === 'failed' && (
          <Alert type="error" showIcon title={answer.message || text(VERIFY_TEXTS.failed)} />
        )}
        {answer?.kind === 'found' && (
          <Alert
            type={details ? 'success' : 'info'}
            showIcon
            title={text(details ? VERIFY_TEXTS.verified : VERIFY_TEXTS.publicOnly)}
            style={{ marginBottom: 16 }}
          />
        )}
        {answer?.kind === 'found' && (
          <Descriptions
            title={
              <h2
                style={{ fontSize: 18, margin: 0 }}
              >{`${text(VERIFY_TEXTS.result)}: ${answer.certificate.certificateNo}`}</h2>
            }
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
                    text={
                      <strong data-status={answer.certificate.status}>
                        {certificateStatusText(answer.certificate.status, locale)}
                      </strong>
                    }
                  />
                ),
              },
              {
                key: 'holderName',
                label: text(VERIFY_TEXTS.holderName),
                children: answer.certificate.holderName,
              },
              ...(details
                ? [
                    {
                      key: 'holderAddress',
                      label: text(VERIFY_TEXTS.holderAddress),
                      children: shown(details.holderAddress),
                    },
                  ]
                : []),
              { key: 'standard', label: text(VERIFY_TEXTS.standard), children: answer.certificate.standard },
              {
                key: 'scope',
                label: text(VERIFY_TEXTS.scope),
                children: <span style={{ whiteSpace: 'pre-line' }}>{answer.certificate.scope}</span>,
              },
              ...(details
                ? [
                    {
                      key: 'sites',
                      label: text(VERIFY_TEXTS.sites),
                      children: <span style={{ whiteSpace: 'pre-line' }}>{shown(details.sites)}</span>,
                    },
                  ]
                : []),
              ...(details
                ? [
                    {
                      key: 'decisionDate',
                      label: text(VERIFY_TEXTS.decisionDate),
                      children: details.decisionDate,
                    },
                  ]
                : []),
              {
                key: 'issueDate',
                label: text(VERIFY_TEXTS.issueDate),
                children: answer.certificate.issueDate,
              },
              {
                key: 'validUntil',
                label: text(VERIFY_TEXTS.validUntil),
                children: answer.certificate.validUntil,
              },
              ...(details
                ? [
                    {
                      key: 'surveillanceDue',
                      label: text(VERIFY_TEXTS.surveillanceDue),
                      children: shown(dues),
                    },
                    {
                      key: 'divisionName',
                      label: text(VERIFY_TEXTS.divisionName),
                      children: shown(details.divisionName),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </div>
    </div>
  );
}
