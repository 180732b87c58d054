import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RendererProvider, type RendererServices } from '../context';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

describe('ListPage after a language switch', () => {
  it('reads its rows again, so the texts the server localises follow the new language', async () => {
    const setup = memoryServices({
      records: { '/demo/contact': [{ id: 'a1', name: '张三', createTime: '2024-05-01 08:00:00' }] },
    });
    const tree = (services: RendererServices) => (
      <App>
        <RendererProvider services={services}>
          <ListPage page={demoPage} entity={demoEntity} />
        </RendererProvider>
      </App>
    );
    const { rerender } = render(tree(setup.services));
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(setup.callsOf('getList')).toHaveLength(1);
    rerender(tree({ ...setup.services, locale: 'en-US' }));
    await waitFor(() => expect(setup.callsOf('getList')).toHaveLength(2));
    expect(setup.callsOf('getList')[1]?.args[1]).toEqual(setup.callsOf('getList')[0]?.args[1]);
  });
});
