import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { Loading, type LoadingProps } from './Loading';

describe('Loading', () => {
  it('is a status named by its label, as assistive technology reads it', () => {
    render(<Loading label="加载中" />);
    // A plain div with only an aria-label has no name for a screen reader (axe: aria-prohibited-attr).
    expect(screen.getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
  });

  // antd Spin's sizes: the dots' box is controlHeightLG / 2, × 0.35 small, controlHeight large.
  it.each<{ size: LoadingProps['size']; box: string; dot: string }>([
    { size: undefined, box: '20px', dot: '9px' },
    { size: 'small', box: '14px', dot: '6px' },
    { size: 'large', box: '32px', dot: '15px' },
  ])('draws the $size dots in a $box box', ({ size, box, dot }) => {
    render(<Loading label="加载中" size={size} />);
    const style = screen.getByRole('status').style;
    expect(style.getPropertyValue('--renderer-spin-size')).toBe(box);
    expect(style.getPropertyValue('--renderer-spin-item-size')).toBe(dot);
  });

  it('takes the primary colour of the theme', () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#722ed1' } }}>
        <Loading label="加载中" />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status').style.getPropertyValue('--renderer-spin-color')).toBe('#722ed1');
  });

  it.each([
    { spinning: true, statuses: 1, dimmed: 'true' },
    { spinning: false, statuses: 0, dimmed: 'false' },
  ])('covers its content while spinning is $spinning', ({ spinning, statuses, dimmed }) => {
    render(
      <Loading label="加载中" spinning={spinning}>
        <p>内容</p>
      </Loading>,
    );
    expect(screen.queryAllByRole('status', { name: '加载中' })).toHaveLength(statuses);
    expect(screen.getByText('内容').parentElement?.dataset.spinning).toBe(dimmed);
  });

  it.each([
    { spinning: true, masks: 1 },
    { spinning: false, masks: 0 },
  ])('masks the page when fullscreen and spinning is $spinning', ({ spinning, masks }) => {
    const { container } = render(<Loading label="加载中" fullscreen spinning={spinning} />);
    expect(container.querySelectorAll('.renderer-spin-fullscreen')).toHaveLength(masks);
    expect(screen.queryAllByRole('status', { name: '加载中' })).toHaveLength(masks);
  });
});
