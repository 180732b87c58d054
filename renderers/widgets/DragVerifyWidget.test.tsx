/**
 * The drag-to-verify slider (SPEC §4): idle, dragging, 验证通过 at full width, early release
 * resets, success locks; mouse/touch through pointer events and the keyboard on the handle.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StandaloneForm } from '../form/StandaloneForm';
import type { StandaloneFormSchema } from '../form/standalone-form';
import { trackProblem } from '../../src/shared/account/slider-track';
import { refusal, type MemoryCall } from '../test-support/memory-provider';
import { PRELOAD_TIMEOUT_MS, preloadFormWidgets } from '../test-support/preload-form-widgets';
import { renderWithProvider, type TestRendererOptions } from '../test-support/render-with-provider';

const FORM: StandaloneFormSchema = {
  $id: 'slider-demo',
  title: '滑块',
  required: ['token'],
  properties: { token: { type: 'string', title: '滑块验证', 'x-widget': 'dragVerify' } },
};

function renderSlider(options: TestRendererOptions = {}) {
  const submit = vi.fn(async (_data: Record<string, unknown>) => ({
    success: true,
    code: 200,
    message: '',
    result: null,
    timestamp: 0,
  }));
  const setup = renderWithProvider(
    <StandaloneForm form={FORM} submit={submit} onDone={() => undefined} />,
    options,
  );
  return { ...setup, submit };
}

const handle = () => screen.getByRole('slider', { name: '滑块验证' });
const verifyCalls = (calls: readonly MemoryCall[]) => calls.filter((c) => c.op === 'sliderVerify');

/** Drags from x 0 by `distance` pixels in steps (the nominal jsdom track lets the handle travel 256 px). */
function drag(distance: number, pointerType = 'mouse') {
  const el = handle();
  fireEvent.pointerDown(el, { clientX: 0, pointerId: 1, pointerType });
  for (let x = 0; x <= distance; x += distance / 8)
    fireEvent.pointerMove(el, { clientX: x, pointerId: 1, pointerType });
  fireEvent.pointerUp(el, { clientX: distance, pointerId: 1, pointerType });
}

describe('DragVerifyWidget', () => {
  // The slider is a lazy widget, loaded before the first test waits for it.
  beforeAll(() => preloadFormWidgets(FORM.properties), PRELOAD_TIMEOUT_MS);

  it('starts idle with the prompt, keyboard-focusable', async () => {
    renderSlider();
    expect(await screen.findByText('请按住滑块，拖动到最右边')).toBeTruthy();
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
    expect(handle().tabIndex).toBe(0);
    expect(screen.getByTestId('drag-verify').dataset.phase).toBe('idle');
  });

  it('passes when dragged to full width: 验证通过, the token becomes the value, and it locks', async () => {
    const { calls, submit } = renderSlider();
    await screen.findByText('请按住滑块，拖动到最右边');
    drag(400);
    expect(await screen.findByText('验证通过')).toBeTruthy();
    const [call] = verifyCalls(calls);
    const track = call!.args[1] as { x: number; t: number }[];
    expect(track.length).toBeGreaterThan(3);
    expect(track[track.length - 1]!.x).toBe(1000);
    expect(handle().getAttribute('aria-disabled')).toBe('true');
    expect(handle().getAttribute('aria-valuenow')).toBe('100');

    // Locked: another drag or key does nothing.
    drag(-200);
    fireEvent.keyDown(handle(), { key: 'Home' });
    expect(handle().getAttribute('aria-valuenow')).toBe('100');
    expect(verifyCalls(calls)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toMatchObject({ token: 'slider-token-challenge-1' });
  });

  it('resets when released before the end, without asking the server', async () => {
    const { calls } = renderSlider();
    await screen.findByText('请按住滑块，拖动到最右边');
    const el = handle();
    fireEvent.pointerDown(el, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(el, { clientX: 128, pointerId: 1 });
    expect(el.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('drag-verify').dataset.phase).toBe('dragging');
    fireEvent.pointerUp(el, { clientX: 128, pointerId: 1 });
    expect(el.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByTestId('drag-verify').dataset.phase).toBe('idle');
    expect(verifyCalls(calls)).toHaveLength(0);
  });

  it('works with touch pointers', async () => {
    renderSlider();
    await screen.findByText('请按住滑块，拖动到最右边');
    drag(300, 'touch');
    expect(await screen.findByText('验证通过')).toBeTruthy();
  });

  it('moves with the arrow keys and passes at the end', async () => {
    const { calls } = renderSlider();
    await screen.findByText('请按住滑块，拖动到最右边');
    handle().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(handle().getAttribute('aria-valuenow')).toBe('30');
    await userEvent.keyboard('{ArrowLeft}');
    expect(handle().getAttribute('aria-valuenow')).toBe('20');
    await userEvent.keyboard('{Escape}');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('验证通过')).toBeTruthy();
    expect(verifyCalls(calls)).toHaveLength(1);
  });

  it('glides to the end with End and passes', async () => {
    const { calls } = renderSlider();
    await screen.findByText('请按住滑块，拖动到最右边');
    handle().focus();
    await userEvent.keyboard('{End}');
    expect(await screen.findByText('验证通过')).toBeTruthy();
    const track = verifyCalls(calls)[0]!.args[1] as { x: number; t: number }[];
    // A glide, not a jump: several points over time.
    expect(track.length).toBeGreaterThanOrEqual(10);
    expect(track[track.length - 1]!.t).toBeGreaterThan(track[0]!.t);
    // The server takes it for a hand's drag: long enough and not a straight line.
    expect(trackProblem(track, 1000)).toBeNull();
  });

  it('shows the refusal and resets when the server refuses the track', async () => {
    renderSlider({
      override: { sliderVerify: () => Promise.resolve(refusal('验证未通过，请重新拖动滑块', 422)) },
    });
    await screen.findByText('请按住滑块，拖动到最右边');
    await act(async () => drag(400));
    expect((await screen.findByRole('alert')).textContent).toBe('验证未通过，请重新拖动滑块');
    await waitFor(() => expect(handle().getAttribute('aria-valuenow')).toBe('0'));
    expect(screen.getByTestId('drag-verify').dataset.phase).toBe('idle');
  });
});
