/**
 * 数据字典's 刷新缓存 (SPEC §8): the toolbar button of schemas/pages/sys-dict-list.json runs the
 * shell's handler, which empties the server's cache (GET /sys/dict/refleshCache), reloads this
 * session's dictionary store (GET /sys/dict/queryAllDictItems) and says 刷新缓存完成！, or
 * 刷新缓存失败！ when either call fails. Only holders of system:dict:edit see the button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import dictEntity from '../../../schemas/entities/sys_dict.json';
import dictPage from '../../../schemas/pages/sys-dict-list.json';
import { ListPage } from '../../../renderers/list/ListPage';
import { renderWithProvider } from '../../../renderers/test-support/render-with-provider';
import { applyPageDefaults, type PageDeclaration } from '../../shared/schema/page-defaults';
import { checkEntityDocument } from '../../shared/schema/meta-check';
import { answerRequests } from '../../../tests/setup/answer-requests';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { ShellPageActions } from '../views/ShellPageActions';
import { useUserStore } from './user';

const entity = checkEntityDocument('sys_dict.json', dictEntity);
const { page, issues } = applyPageDefaults(dictPage as unknown as PageDeclaration, entity);
const OLD = {
  business_type: [
    { value: 'system_cert', text: '体系认证', title: '体系认证', textEn: 'System certification' },
  ],
};
const NEW = {
  business_type: [
    ...OLD.business_type,
    { value: 'new_type', text: '新业务', title: '新业务', textEn: 'New type' },
  ],
};

function renderDictionaries(permissions = ['system:dict:list', 'system:dict:edit']) {
  renderWithProvider(
    <>
      <FeedbackBridge />
      <ShellPageActions>
        {(handlers) => <ListPage page={page} entity={entity} pageActions={handlers} />}
      </ShellPageActions>
    </>,
    {
      permissions,
      records: { '/sys/dict': [{ id: 'd1', dictName: '业务类型', dictCode: 'business_type' }] },
    },
  );
}

beforeEach(async () => {
  await setLocale('zh-CN');
  useUserStore.setState({ token: 't', dictionaries: OLD });
});
afterEach(() => {
  useUserStore.setState({ token: null, dictionaries: {} });
});

describe('数据字典: 刷新缓存', () => {
  it('is a valid page', () => {
    expect(issues).toEqual([]);
  });

  it('refreshes the server cache, reloads the dictionary store and says 刷新缓存完成！', async () => {
    const server = answerRequests({
      '/sys/dict/refleshCache': () => null,
      '/sys/dict/queryAllDictItems': () => NEW,
    });
    renderDictionaries();
    await userEvent.click(await screen.findByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新缓存完成！')).toBeTruthy();
    expect(server.calls.map((c) => c.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(
      useUserStore
        .getState()
        .dictItems('business_type')
        .map((i) => i.value),
    ).toEqual(['system_cert', 'new_type']);
  });

  it('says 刷新缓存失败！ and keeps the store when the refresh fails', async () => {
    const server = answerRequests({ '/sys/dict/refleshCache': () => new Error('拒绝访问') });
    renderDictionaries();
    await userEvent.click(await screen.findByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新缓存失败！')).toBeTruthy();
    expect(server.callsTo('/sys/dict/queryAllDictItems')).toHaveLength(0);
    expect(useUserStore.getState().dictionaries).toEqual(OLD);
  });

  it('says 刷新缓存失败！ when the store cannot be reloaded', async () => {
    answerRequests({
      '/sys/dict/refleshCache': () => null,
      '/sys/dict/queryAllDictItems': () => new Error('出错了'),
    });
    renderDictionaries();
    await userEvent.click(await screen.findByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新缓存失败！')).toBeTruthy();
    expect(useUserStore.getState().dictionaries).toEqual(OLD);
  });

  it('is not offered without system:dict:edit', async () => {
    renderDictionaries(['system:dict:list']);
    await screen.findByText('业务类型');
    await waitFor(() => expect(screen.queryByRole('button', { name: '刷新缓存' })).toBeNull());
  });
});
