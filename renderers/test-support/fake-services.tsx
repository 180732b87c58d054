/** Services for DOM tests: a scripted request, a fixed locale and a permission set. */
import type { ReactNode } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import type { I18nText } from '../../src/shared/schema/types';
import { RendererProvider, type RendererServices, type RequestConfig } from '../context';

export type Handler = (config: RequestConfig) => Partial<Envelope<unknown>> | undefined;

export function envelope<T>(result: T, over: Partial<Envelope<T>> = {}): Envelope<T> {
  return { success: true, code: 200, message: '', result, timestamp: 0, ...over };
}

export function fakeServices(handler: Handler, permissions: readonly string[] = []) {
  const calls: RequestConfig[] = [];
  const services: RendererServices = {
    request: <T,>(config: RequestConfig) => {
      calls.push(config);
      const answer = handler(config) ?? { success: false, code: 404, message: 'not found' };
      return Promise.resolve({
        success: true,
        code: 200,
        message: '',
        result: null,
        timestamp: 0,
        ...answer,
      } as Envelope<T>);
    },
    download: () => Promise.resolve(),
    fetchBlob: () => Promise.resolve(new Blob()),
    locale: 'zh-CN',
    t: (text: I18nText | undefined) =>
      text === undefined ? '' : typeof text === 'string' ? text : text['zh-CN'],
    hasPermission: (code) => !code || permissions.includes(code),
    loadDict: (code) =>
      Promise.resolve(
        code === 'sex'
          ? [
              { value: '1', text: '男', textEn: 'Male' },
              { value: '2', text: '女', textEn: 'Female' },
            ]
          : [],
      ),
  };
  const wrap = (children: ReactNode) => <RendererProvider services={services}>{children}</RendererProvider>;
  return { services, calls, wrap };
}
