import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from './Loading';

describe('Loading', () => {
  it('is a status named by its label, as assistive technology reads it', () => {
    render(<Loading label="加载中" />);
    // A plain div with only an aria-label has no name for a screen reader (axe: aria-prohibited-attr).
    expect(screen.getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
  });
});
