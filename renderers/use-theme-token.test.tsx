import { renderHook } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useThemeToken } from './use-theme-token';

const cases: Array<{ name: string; colorPrimary?: string }> = [
  { name: 'the default theme' },
  { name: 'a ConfigProvider with its own primary colour', colorPrimary: '#722ed1' },
];

describe('useThemeToken', () => {
  it.each(cases)('answers what theme.useToken answers under $name', ({ colorPrimary }) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConfigProvider theme={colorPrimary ? { token: { colorPrimary } } : {}}>{children}</ConfigProvider>
    );
    const { result } = renderHook(() => ({ ours: useThemeToken(), antd: theme.useToken().token }), {
      wrapper,
    });
    expect(result.current.ours).toEqual(result.current.antd);
    if (colorPrimary) expect(result.current.ours.colorPrimary).toBe(colorPrimary);
  });
});
