/** The draggable modal: moved by its title bar with the mouse or by its handle with arrow keys; full screen toggles. */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test-support/render-with-provider';
import { DraggableModal } from './DraggableModal';

function frameOf(): HTMLElement {
  const frame = screen.getByRole('dialog').querySelector<HTMLElement>('.rf-draggable-frame');
  if (!frame) throw new Error('no frame');
  return frame;
}

const modal = () => (
  <DraggableModal open title="编辑证书" width={800} footer={null}>
    <p>内容</p>
  </DraggableModal>
);

describe('DraggableModal', () => {
  it('moves with the mouse dragged from its title bar', async () => {
    renderWithProvider(modal());
    const title = await screen.findByText('编辑证书');
    expect(frameOf().style.transform).toBe('translate(0px, 0px)');
    fireEvent.mouseDown(title, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(window, { clientX: 160, clientY: 130 });
    fireEvent.mouseUp(window, { clientX: 160, clientY: 130 });
    expect(frameOf().style.transform).toBe('translate(60px, 30px)');
    // After the button is released, moving the mouse no longer moves it.
    fireEvent.mouseMove(window, { clientX: 400, clientY: 400 });
    expect(frameOf().style.transform).toBe('translate(60px, 30px)');
  });

  it('moves with the arrow keys on its move handle', async () => {
    const user = userEvent.setup();
    renderWithProvider(modal());
    const handle = await screen.findByRole('button', { name: '移动对话框（方向键）' });
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(frameOf().style.transform).toBe('translate(20px, 10px)');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(frameOf().style.transform).toBe('translate(-30px, 10px)');
  });

  it('toggles full screen: 100% wide, not movable, and back', async () => {
    const user = userEvent.setup();
    renderWithProvider(modal());
    const dialog = await screen.findByRole('dialog');
    const panel = dialog;
    expect(panel.style.width).toBe('800px');
    await user.click(screen.getByRole('button', { name: '全屏' }));
    const exit = await screen.findByRole('button', { name: '退出全屏' });
    expect(panel.style.width).toBe('100%');
    expect(panel.className).toContain('rf-modal-fullscreen');
    expect(screen.queryByRole('button', { name: '移动对话框（方向键）' })).toBeNull();
    fireEvent.mouseDown(screen.getByText('编辑证书'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(window, { clientX: 200, clientY: 200 });
    fireEvent.mouseUp(window);
    expect(frameOf().style.transform).toBe('');
    await user.click(exit);
    expect(await screen.findByRole('button', { name: '全屏' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退出全屏' })).toBeNull();
    expect(panel.style.width).toBe('800px');
  });
});
