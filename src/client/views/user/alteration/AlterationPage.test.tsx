import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../../../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import { setLocale } from '../../../i18n';
import { http } from '../../../request';
import AlterationPage from './AlterationPage';

let calls: PreparedRequest[] = [];
const originalAdapter = http.defaults.adapter;

function answer(config: PreparedRequest, status: number, data: unknown) {
  return { data, status, statusText: String(status), headers: {}, config };
}

const CODE_WRONG = '验证码错误或已失效';

/** The three calls: code 135790 is right and gives reset token rt-1; the token works once. */
function resetServer(): Adapter {
  let tokenUsed = false;
  return async (config) => {
    calls.push(config);
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, string>;
    switch (config.url) {
      case '/sys/user/sendResetCode':
        return answer(config, 200, {
          success: true,
          code: 200,
          message: '如果该账号存在并已绑定邮箱，验证码已发送到该邮箱，10分钟内有效',
          result: null,
        });
      case '/sys/user/checkResetCode':
        return body.code === '135790'
          ? answer(config, 200, {
              success: true,
              code: 200,
              message: '验证通过',
              result: { resetToken: 'rt-1' },
            })
          : answer(config, 422, {
              success: false,
              code: 422,
              message: CODE_WRONG,
              result: [{ field: 'code', message: CODE_WRONG }],
            });
      case '/sys/user/passwordChange':
        if (tokenUsed || body.resetToken !== 'rt-1') {
          return answer(config, 400, {
            success: false,
            code: 400,
            message: '重置凭证无效或已过期，请重新获取验证码',
            result: null,
          });
        }
        tokenUsed = true;
        return answer(config, 200, {
          success: true,
          code: 200,
          message: '密码重置成功，请使用新密码登录',
          result: null,
        });
      default:
        return answer(config, 404, { success: false, code: 404, message: 'not found', result: null });
    }
  };
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderPage() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/user/alteration']}>
        <Routes>
          <Route path="/user/alteration" element={<AlterationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function currentStep(): string | null | undefined {
  return document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
}

async function passStepOne() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'democustomer' } });
  fireEvent.change(screen.getByLabelText('邮箱验证码'), { target: { value: '135790' } });
  fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
  return screen.findByLabelText('新密码');
}

beforeEach(async () => {
  calls = [];
  await setLocale('zh-CN');
  http.defaults.adapter = resetServer();
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('forgot password steps (/user/alteration)', () => {
  it('starts at email verification of the three steps, and asks for the account before sending', async () => {
    renderPage();
    const titles = [...document.querySelectorAll('.ant-steps-item-title')].map((e) => e.textContent);
    expect(titles).toEqual(['邮箱验证', '更改密码', '完成']);
    expect(currentStep()).toBe('邮箱验证');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入用户名或邮箱!')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the code for the account and counts down with the button disabled', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' democustomer ' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe(
      '如果该账号存在并已绑定邮箱，验证码已发送到该邮箱，10分钟内有效',
    );
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ account: 'democustomer' });
  });

  it('shows the server’s refusal of a wrong code on the code field and stays at step 1', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'democustomer' } });
    fireEvent.change(screen.getByLabelText('邮箱验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText(CODE_WRONG)).toBeTruthy();
    expect(currentStep()).toBe('邮箱验证');
  });

  it('checks the new password by the change-password rules, then completes and links to login', async () => {
    renderPage();
    await passStepOne();
    expect(currentStep()).toBe('更改密码');
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(calls.some((c) => c.url === '/sys/user/passwordChange')).toBe(false);

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Fresh#Pass2026' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Fresh#Pass2026' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(currentStep()).toBe('完成');
    const change = calls.find((c) => c.url === '/sys/user/passwordChange');
    expect(JSON.parse(String(change?.data))).toEqual({
      resetToken: 'rt-1',
      password: 'Fresh#Pass2026',
      confirmPassword: 'Fresh#Pass2026',
    });

    fireEvent.click(screen.getByRole('button', { name: /去登录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
  });

  it('speaks English', async () => {
    await setLocale('en-US');
    renderPage();
    const titles = [...document.querySelectorAll('.ant-steps-item-title')].map((e) => e.textContent);
    expect(titles).toEqual(['Email verification', 'Change password', 'Complete']);
    expect(screen.getByLabelText('Account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
  });
});
