/**
 * /user/alteration, forgot password (SPEC §2): email verification → change password → complete.
 * Hand-written steps around the three calls of alteration-api.ts (send code, check code, change
 * password); the reset token lives only in this page's state, so leaving the page starts over.
 */
import { Flex, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../layouts/use-document-title';
import { LOGIN_PATH } from '../../../router/paths';
import { StepDone } from './StepDone';
import { StepPassword } from './StepPassword';
import { StepVerify } from './StepVerify';

const PANEL: React.CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: 24,
  boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
};

type Stage = { step: 0 } | { step: 1; resetToken: string } | { step: 2 };

export default function AlterationPage() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  useDocumentTitle(t('alteration.title'));

  return (
    <div style={{ width: 560, maxWidth: '100%' }}>
      <h1 style={{ textAlign: 'center', fontSize: 24, marginBottom: 24 }}>{t('alteration.title')}</h1>
      <div style={PANEL}>
        <Steps
          current={stage.step}
          size="small"
          style={{ marginBottom: 32 }}
          items={[
            { title: t('alteration.stepVerify') },
            { title: t('alteration.stepPassword') },
            { title: t('alteration.stepDone') },
          ]}
        />
        <div style={{ maxWidth: 400, margin: '0 auto' }}>
          {stage.step === 0 && <StepVerify onVerified={(resetToken) => setStage({ step: 1, resetToken })} />}
          {stage.step === 1 && (
            <StepPassword
              resetToken={stage.resetToken}
              onChanged={() => setStage({ step: 2 })}
              onRestart={() => setStage({ step: 0 })}
            />
          )}
          {stage.step === 2 && <StepDone />}
        </div>
        {stage.step !== 2 && (
          <Flex justify="center" style={{ marginTop: 24 }}>
            <Link to={LOGIN_PATH}>{t('alteration.backToLogin')}</Link>
          </Flex>
        )}
      </div>
    </div>
  );
}
