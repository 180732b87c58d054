/**
 * The avatar widget: choosing a picture opens the avatar modal with the square crop and its
 * preview, the crop moves with the keyboard, and OK uploads a square PNG whose path becomes the
 * field's value. jsdom decodes no pictures and has no 2D canvas, so the test gives the picture a
 * natural size and the canvas a recording context: what the widget draws is what is asserted.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-support/render-with-provider';
import { AvatarCropWidget } from './AvatarCropWidget';
import type { FieldWidgetProps } from './widget-props';

const drawn: number[][] = [];

beforeEach(() => {
  drawn.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  // A picture of 400×200 that "loads" as soon as its source is set.
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(200);
  const srcSetter = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!;
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    srcSetter.call(this, value);
    queueMicrotask(() => this.onload?.(new Event('load')));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        drawImage: (...args: unknown[]) => drawn.push(args.slice(1).map(Number)),
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  });
});
afterEach(() => vi.restoreAllMocks());

function renderWidget(onChange: (v: unknown) => void, value?: string) {
  const props = {
    id: 'root_avatar',
    name: 'avatar',
    label: '头像',
    value,
    onChange,
    onBlur: () => undefined,
    onFocus: () => undefined,
    options: { accept: ['png', 'jpg'], maxSize: 5_242_880, biz: 'avatar' },
    schema: { type: 'string' },
    uiSchema: {},
    rawErrors: [],
    registry: { formContext: {} },
    required: false,
    disabled: false,
    readonly: false,
  } as unknown as FieldWidgetProps;
  return renderWithProvider(<AvatarCropWidget {...props} />);
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('头像'), { target: { files: [file] } });
}

describe('avatarCrop widget', () => {
  it('crops the middle square, moves it by keyboard and uploads a square PNG as the value', async () => {
    const onChange = vi.fn();
    const { callsOf } = renderWidget(onChange);
    expect(screen.getByRole('button', { name: '选择图片' })).toBeTruthy();
    choose(new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: '裁剪头像' });
    expect(dialog.querySelector('[data-testid="avatar-crop-preview"] img')).toBeTruthy();
    const area = screen.getByRole('group', { name: '裁剪区域' });
    expect(area.getAttribute('tabindex')).toBe('0');
    // 400×200 in a 240 viewport: scale 1.2, the picture 480 wide, centred at x = -120.
    const shown = area.querySelector('img') as HTMLImageElement;
    expect(shown.style.left).toBe('-120px');
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    expect(shown.style.left).toBe('-110px');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('avatar/me.png'));
    // The square drawn: from x = 110 / 1.2 in the picture, 200 pixels wide, onto 256×256.
    expect(drawn).toHaveLength(1);
    const [sx, sy, sw, sh, dx, dy, dw, dh] = drawn[0]!;
    expect(sx).toBeCloseTo(91.667, 2);
    expect(sy).toBeCloseTo(0, 6);
    expect([sw, sh, dx, dy, dw, dh]).toEqual([200, 200, 0, 0, 256, 256]);
    const uploads = callsOf('upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.args[1]).toBe('avatar');
    expect((uploads[0]!.args[0] as File).type).toBe('image/png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('zooms with + and refuses a file that is not a png or jpg', async () => {
    const onChange = vi.fn();
    renderWidget(onChange);
    choose(new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请上传指定格式的图片！')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    choose(new File(['x'], 'me.png', { type: 'image/png' }));
    const area = await screen.findByRole('group', { name: '裁剪区域' });
    const shown = area.querySelector('img') as HTMLImageElement;
    const before = parseFloat(shown.style.width);
    fireEvent.keyDown(area, { key: '+' });
    expect(parseFloat(shown.style.width)).toBeGreaterThan(before);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
