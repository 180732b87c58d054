/** The star rating as a person uses it: five named stars in a group named by the label; the chosen number is submitted. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from '../test-support/render-widget-form';

describe('rate widget', () => {
  it('offers one radio per point, named by its number, and submits the chosen score', async () => {
    const { submit, sent } = renderWidgetForm({
      score: { type: 'integer', title: '服务态度', minimum: 1, maximum: 5, 'x-widget': 'rate' },
    });
    const group = await screen.findByRole('radiogroup', { name: '服务态度' });
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(group.contains(stars[0]!)).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '4' }).getAttribute('aria-checked')).toBe('true'),
    );
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ score: 4 }));
  });
});
