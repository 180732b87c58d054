import { App as AntdApp } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { FeedbackBridge } from '../../feedback/FeedbackBridge';
import { setLocale } from '../../i18n';
import { useUserStore } from '../../stores/user';
import { BUSINESS_TYPES } from '../../../shared/dict/business-type';
import Analysis from './Analysis';

/** As in the logged-in layout: antd's <App> hands its message API to the shell's feedback. */
function renderHome() {
  return render(
    <AppProviders>
      <AntdApp>
        <FeedbackBridge />
        <MemoryRouter>
          <Analysis />
        </MemoryRouter>
      </AntdApp>
    </AppProviders>,
  );
}

beforeEach(async () => {
  useUserStore.setState({ dictionaries: {}, userInfo: { id: 'u1', username: 'staff', userType: 'staff' } });
  await setLocale('zh-CN');
});

function sectionNames(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('home page sections', () => {
  it('are thirteen focusable buttons', () => {
    renderHome();
    const list = screen.getByRole('list');
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(13);
    for (const card of cards) expect(card.tabIndex).toBe(0);
    expect(within(list).getByRole('button', { name: '体系认证' })).toBeTruthy();
  });

  it('are the business_type dictionary, titled by its texts in its order', () => {
    renderHome();
    expect(sectionNames()).toEqual(BUSINESS_TYPES.map((item) => item.text));
    expect(sectionNames()).toEqual(expect.arrayContaining(['工业产品检验', '两化融合评定']));
    expect(screen.getByText('工业产品及设备的第三方检验')).toBeTruthy();
  });

  it("follow the session's dictionary: an administrator's text, order and removals", () => {
    useUserStore.setState({
      dictionaries: {
        business_type: [
          {
            value: 'industrial_inspection',
            text: '工业检验（改名）',
            title: '工业检验（改名）',
            textEn: 'Industrial checks',
          },
          { value: 'system_cert', text: '体系认证', title: '体系认证', textEn: 'System certification' },
          { value: 'marine', text: '船舶检验', title: '船舶检验', textEn: 'Ship inspection' },
        ],
      },
    });
    renderHome();
    expect(sectionNames()).toEqual(['工业检验（改名）', '体系认证', '船舶检验']);
    // The description belongs to the value, whatever the dictionary calls it.
    expect(screen.getByText('工业产品及设备的第三方检验')).toBeTruthy();
  });

  it('tell staff, when clicked, that companies apply online, naming the section', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '体系认证' }));
    expect(await screen.findByText('体系认证：在线申请由企业客户账号办理')).toBeTruthy();
  });

  it('are native buttons named by their visible title alone (browsers give them Enter and Space)', () => {
    renderHome();
    const button = screen.getByRole('button', { name: '集装箱检验' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    // WCAG 2.5.3: the accessible name is the visible label, not a different aria-label.
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent).toBe('集装箱检验');
  });

  it('speak English when the language is en-US', async () => {
    await setLocale('en-US');
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Product certification' }));
    expect(
      await screen.findByText('Product certification: companies apply online with their customer accounts'),
    ).toBeTruthy();
  });
});
