import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { nextRuns } from '../../../src/shared/cron/quartz-next-runs';
import { formatInZone } from '../../../src/shared/cron/zoned-time';
import { renderWithProvider } from '../../test-support/render-with-provider';
import { CronEditorModal } from './CronEditorModal';

function open(value?: string, timeZone = 'Asia/Shanghai') {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProvider(
    <CronEditorModal value={value} timeZone={timeZone} onOk={onOk} onCancel={onCancel} />,
  );
  return { ...view, onOk, onCancel };
}

const expressionBox = () => screen.getByRole('textbox', { name: '表达式' });
const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
/** Replaces the expression as a person pasting it would (typing it key by key only makes the test slower). */
async function enter(expression: string) {
  const box = expressionBox();
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(expression);
}
/** The radio of a mode in the tab shown. */
const mode = (name: string | RegExp) => screen.getByRole('radio', { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe('cron editor', () => {
  it('is a dialog 608 wide with the seven tabs, starting at every second', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('608px');
    expect(valueOf(expressionBox())).toBe('* * * * * ? *');
    expect(checked(mode('每秒'))).toBe(true);
  });

  it('builds the expression from the modes picked in the tabs, with the linkage rules', async () => {
    open();
    await tab('分');
    await userEvent.click(mode('周期：从第几分钟开始，每隔几分钟执行一次'));
    // minute from '*': second 0 (SPEC §4 linkage)
    expect(valueOf(expressionBox())).toBe('0 0/1 * * * ? *');
    const step = screen.getByRole('spinbutton', { name: '分 间隔' });
    await userEvent.clear(step);
    await userEvent.type(step, '15');
    expect(valueOf(expressionBox())).toBe('0 0/15 * * * ? *');

    await tab('时');
    await userEvent.click(mode('指定（可多选）'));
    const hours = screen.getByRole('group', { name: '指定时' });
    await userEvent.click(within(hours).getByRole('checkbox', { name: '9' }));
    await userEvent.click(within(hours).getByRole('checkbox', { name: '0' }));
    await userEvent.click(within(hours).getByRole('checkbox', { name: '18' }));
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 * * ? *');
  });

  it('sets day of month or day of week in the day and week tabs, the other one "?"', async () => {
    open('0 0/15 9,18 * * ? *');
    await tab('日');
    await userEvent.click(mode('在这个月的最后一个工作日'));
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 LW * ? *');
    await userEvent.click(mode('本月的第几个星期几'));
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 ? * 1#1 *');
    const nth = screen.getByRole('spinbutton', { name: '本月的第几个星期几 第几个' });
    await userEvent.clear(nth);
    await userEvent.type(nth, '3');
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 ? * 1#3 *');

    await tab('周');
    expect(checked(mode('本月第几个星期几'))).toBe(true);
    await userEvent.click(mode('区间：从星期几至星期几'));
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 ? * 2-6 *');
    await userEvent.click(mode('不设置（由“日”决定）'));
    expect(valueOf(expressionBox())).toBe('0 0/15 9,18 * * ? *');
  });

  it('a year range runs from this year, and picks month 1 and day 1 (linkage)', async () => {
    open('0 0/15 9,18 * * ? *');
    await tab('年');
    await userEvent.click(mode('区间：从 … 到 …'));
    const year = dayjs().year();
    expect(valueOf(expressionBox())).toBe(`0 0/15 9,18 1 1 ? ${year}-2119`);
  });

  it('restores the modes and their inputs from a typed expression', async () => {
    open();
    await enter('10-20 5 3 ? * 6L 2030');
    expect(checked(mode('区间：从 … 到 …'))).toBe(true);
    expect(valueOf(screen.getByRole('spinbutton', { name: '秒 从' }))).toBe('10');
    expect(valueOf(screen.getByRole('spinbutton', { name: '秒 至' }))).toBe('20');
    await tab('日');
    expect(checked(mode('在这个月的最后一个星期几'))).toBe(true);
    expect(
      screen.getByRole('combobox', { name: '在这个月的最后一个星期几 星期' }).closest('.ant-select')
        ?.textContent,
    ).toContain('星期五');
    await tab('周');
    expect(checked(mode('本月最后一个星期几'))).toBe(true);
    await tab('年');
    expect(
      checked(within(screen.getByRole('group', { name: '指定年' })).getByRole('checkbox', { name: '2030' })),
    ).toBe(true);
  });

  it('previews the next 10 run times of the expression', async () => {
    open('0 0 12 ? * 2#1 *');
    const list = await screen.findByRole('list', { name: '最近10次运行时间' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const expected = nextRuns('0 0 12 ? * 2#1 *', 10, new Date(), 'Asia/Shanghai').map((run) =>
      formatInZone(run, 'Asia/Shanghai'),
    );
    expect(items.map((item) => item.textContent)).toEqual(expected);
    for (const item of items) expect(dayjs(item.textContent).day()).toBe(1);
  });

  it('names the time zone it computes in and lists the runs in it, whatever the browser zone', async () => {
    open('0 0 2 * * ? *', 'America/New_York');
    const list = await screen.findByRole('list', { name: '最近10次运行时间' });
    const zone = screen.getByText(/^按时区 America\/New_York（UTC-0[45]:00）计算$/);
    expect(list.getAttribute('aria-describedby')).toBe(zone.id);
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(10);
    // 02:00 in New York: never 02:00 of the test process's own zone (UTC) unless they agree.
    for (const item of items) expect(item).toMatch(/ 02:00:00$/);
    const first = nextRuns('0 0 2 * * ? *', 1, new Date(), 'America/New_York')[0]!;
    expect(items[0]).toBe(formatInZone(first, 'America/New_York'));
    expect([6, 7]).toContain(first.getUTCHours());
  });

  it('shows why a typed expression is wrong, offers no preview and refuses OK', async () => {
    const { onOk } = open('0 0 12 * * ? *');
    const box = expressionBox();
    await enter('0 0 25 * * ? *');
    expect((await screen.findByRole('alert')).textContent).toContain('时的取值须在 0 到 23 之间');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('表达式有误，无法预览')).toBeTruthy();
    expect((screen.getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement).disabled).toBe(true);
    await enter('0 0 1 5 * 2 *');
    expect((await screen.findByRole('alert')).textContent).toContain('日和周不能同时指定，其中一个须为“?”');
    expect(onOk).not.toHaveBeenCalled();
  });

  it('hands back the expression on OK; Escape cancels', async () => {
    const { onOk, onCancel } = open('0 0 2 * * ? *');
    await tab('月');
    await userEvent.click(mode('周期：从第几月开始，每隔几月执行一次'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 0 2 1 1/1 ? *');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });
});
