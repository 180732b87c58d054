/**
 * The register form (schemas/forms/user-register.json) rendered by StandaloneForm: the schema's
 * rules show in the fields, the password meter says 太弱, taken values are reported while typing,
 * and a complete form submits every field with the slider token; a refusal shows on its field and
 * clears the spent token.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import registerForm from '../../schemas/forms/user-register.json';
import {
  REGISTER_PASSWORD_PATTERN,
  REGISTER_USERNAME_PATTERN,
} from '../../src/shared/account/register-rules';
import type { Envelope } from '../../src/shared/envelope';
import { BUILTIN_WIDGET_NAMES } from '../widgets/widget-names';
import { envelope, refusal } from '../test-support/memory-provider';
import { PRELOAD_TIMEOUT_MS, preloadFormWidgets } from '../test-support/preload-form-widgets';
import { renderWithProvider } from '../test-support/render-with-provider';
import { StandaloneForm } from './StandaloneForm';
import type { StandaloneFormSchema } from './standalone-form';

const FORM = registerForm as StandaloneFormSchema;
const TAKEN = '该值不可用，系统中已存在！';

function renderRegister(submitAnswer: Envelope<unknown> = envelope(null), recheckUniqueOn?: string[]) {
  const checkUnique = vi.fn((_field: string, value: string, _data: Record<string, unknown>) =>
    Promise.resolve(value.startsWith('taken') ? refusal(TAKEN, 409) : envelope(null)),
  );
  const submit = vi.fn((_data: Record<string, unknown>) => Promise.resolve(submitAnswer));
  const onDone = vi.fn();
  const setup = renderWithProvider(
    <StandaloneForm
      form={FORM}
      checkUnique={checkUnique}
      recheckUniqueOn={recheckUniqueOn}
      submit={submit}
      onDone={onDone}
      clearOnRefusal={['sliderToken']}
    />,
  );
  return { ...setup, checkUnique, submit, onDone };
}

/** The form shows once its widgets (the password meter, the slider) have loaded. */
async function shownRegister(...args: Parameters<typeof renderRegister>) {
  const rendered = renderRegister(...args);
  await screen.findByLabelText('用户名', { exact: true, selector: 'input' });
  return rendered;
}

const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: /提\s*交/ });

async function fillValid() {
  await userEvent.type(input('公司名称'), '注册测试有限公司');
  await userEvent.type(input('用户名'), 'newcomer1');
  await userEvent.type(input('邮箱'), 'newcomer1@example.com');
  await userEvent.type(input('手机号码'), '13912345678');
  await userEvent.type(input('密码'), 'Quartz-Lantern-47!');
  await userEvent.type(input('确认密码'), 'Quartz-Lantern-47!');
}

function dragSlider() {
  const handle = screen.getByRole('slider', { name: '滑块验证' });
  fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
  for (let x = 0; x <= 300; x += 30) fireEvent.pointerMove(handle, { clientX: x, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 300, pointerId: 1 });
}

describe('register form schema', () => {
  // The form's lazy widgets (the password meter, the slider): their first import in jsdom is slow on
  // a busy machine, longer than a query waits.
  beforeAll(() => preloadFormWidgets(FORM.properties), PRELOAD_TIMEOUT_MS);

  it('states the same rules as the server and names only built-in widgets', () => {
    expect(FORM.properties.username!.pattern).toBe(REGISTER_USERNAME_PATTERN);
    expect(FORM.properties.password!.pattern).toBe(REGISTER_PASSWORD_PATTERN);
    expect(FORM.properties.companyName!.maxLength).toBe(50);
    for (const field of Object.values(FORM.properties)) {
      if (field['x-widget']) expect(BUILTIN_WIDGET_NAMES).toContain(field['x-widget']);
    }
  });

  it('shows the rules: username, email, mobile and password', async () => {
    const { submit } = await shownRegister();
    await userEvent.type(
      await screen.findByLabelText('用户名', { exact: true, selector: 'input' }),
      '123456',
    );
    await userEvent.type(input('邮箱'), 'nope');
    await userEvent.type(input('手机号码'), '12345');
    await userEvent.type(input('密码'), 'abc');
    expect(await screen.findByText('密码强度：太弱')).toBeTruthy();
    await userEvent.click(submitButton());
    expect(await screen.findByText('用户名由2到18位字母或数字组成，且必须包含字母!')).toBeTruthy();
    expect(screen.getByText('请输入正确的电子邮件!')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码!')).toBeTruthy();
    expect(screen.getByText('密码至少8位，须包含数字、大小写字母和特殊符号，且不能有空格!')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('rates a strong password higher', async () => {
    await shownRegister();
    await userEvent.type(
      await screen.findByLabelText('密码', { exact: true, selector: 'input' }),
      'Quartz-Lantern-47!',
    );
    expect(await screen.findByText('密码强度：强')).toBeTruthy();
  });

  it('reports a taken username while typing', async () => {
    const { checkUnique } = await shownRegister();
    await userEvent.type(
      await screen.findByLabelText('用户名', { exact: true, selector: 'input' }),
      'taken1',
    );
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    // Debounced: one check for the whole word, not one per key.
    expect(checkUnique).toHaveBeenCalledTimes(1);
    expect(checkUnique.mock.calls[0]!.slice(0, 2)).toEqual(['username', 'taken1']);
  });

  it('checks every filled unique field again, with the slider token, when the slider passes', async () => {
    const { checkUnique } = await shownRegister(envelope(null), ['sliderToken']);
    await screen.findByText('请按住滑块，拖动到最右边');
    await userEvent.type(input('用户名'), 'taken2');
    await userEvent.type(input('邮箱'), 'newcomer2@example.com');
    await waitFor(() => expect(checkUnique).toHaveBeenCalledTimes(2));
    dragSlider();
    expect(await screen.findByText('验证通过')).toBeTruthy();
    await waitFor(() => expect(checkUnique).toHaveBeenCalledTimes(4));
    const afterSlider = checkUnique.mock.calls
      .slice(2)
      .map(([field, value, data]) => [field, value, data.sliderToken]);
    expect(afterSlider).toEqual(
      expect.arrayContaining([
        ['username', 'taken2', 'slider-token-challenge-1'],
        ['email', 'newcomer2@example.com', 'slider-token-challenge-1'],
      ]),
    );
    expect(await screen.findByText(TAKEN)).toBeTruthy();
  });

  it('submits every field with the slider token', async () => {
    const { submit, onDone } = await shownRegister();
    await screen.findByText('请按住滑块，拖动到最右边');
    await fillValid();
    dragSlider();
    expect(await screen.findByText('验证通过')).toBeTruthy();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toEqual({
      companyName: '注册测试有限公司',
      username: 'newcomer1',
      email: 'newcomer1@example.com',
      phone: '13912345678',
      password: 'Quartz-Lantern-47!',
      confirmPassword: 'Quartz-Lantern-47!',
      sliderToken: 'slider-token-challenge-1',
    });
  });

  it('shows a refusal on its field and asks for the slider again', async () => {
    const { onDone } = await shownRegister(refusal(TAKEN, 409, [{ field: 'email', message: TAKEN }]));
    await screen.findByText('请按住滑块，拖动到最右边');
    await fillValid();
    dragSlider();
    await screen.findByText('验证通过');
    await userEvent.click(submitButton());
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(await screen.findByText('请按住滑块，拖动到最右边')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
