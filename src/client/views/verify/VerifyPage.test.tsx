/**
 * The public verification page reflows on a 320 px screen (WCAG 1.4.10): nothing in it insists on a
 * width wider than what is left inside the layout's and the card's padding there. jsdom lays nothing
 * out, so the widths the page sets itself are checked; the browser run measures the page.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import VerifyPage from './VerifyPage';

// 320 px less the layout's padding (16 px a side) and the card's on a phone (16 px a side).
const ROOM_AT_320 = 320 - 2 * 16 - 2 * 16;

beforeEach(async () => {
  await setLocale('zh-CN');
});

describe('certificate verification at 320 px', () => {
  it('asks no element for a minimum width wider than a phone leaves', async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/verify']}>
          <VerifyPage />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: '证书验证' });
    const insisting = [...document.body.querySelectorAll<HTMLElement>('[style]')]
      .filter((element) => (Number.parseFloat(element.style.minWidth) || 0) > ROOM_AT_320)
      .map((element) => element.outerHTML.slice(0, 120));
    expect(insisting).toEqual([]);
  });
});
