/** Renders renderer components for DOM tests over the in-memory provider, zh-CN, with a permission set. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { I18nText } from '../../src/shared/schema/types';
import { RendererProvider, type RendererComponents, type RendererServices } from '../context';
import { createMemoryProvider, type MemoryProviderOptions } from './memory-provider';
import { hiddenCodesWithPrefix, type PermissionItem } from '../../src/shared/permissions/has-permission';

export interface TestRendererOptions extends MemoryProviderOptions, RendererComponents {
  permissions?: readonly string[];
  /** The system's permission list (allAuth) for the SPEC §6 excluded codes; `permissions` are the user's. */
  allAuth?: readonly PermissionItem[];
}

export const SEX_DICT = [
  { value: '1', text: '男', textEn: 'Male' },
  { value: '2', text: '女', textEn: 'Female' },
];

export function memoryServices(options: TestRendererOptions = {}) {
  const memory = createMemoryProvider({ ...options, dicts: { sex: SEX_DICT, ...options.dicts } });
  const permissions = options.permissions ?? [];
  const services: RendererServices = {
    data: memory.provider,
    locale: 'zh-CN',
    t: (text: I18nText | undefined) =>
      text === undefined ? '' : typeof text === 'string' ? text : text['zh-CN'],
    hasPermission: (code) => !code || permissions.includes(code),
    hiddenCodes: (prefix) =>
      hiddenCodesWithPrefix(
        prefix,
        permissions.map((action) => ({ action, type: '2' })),
        options.allAuth ?? [],
      ).map((code) => code.slice(prefix.length)),
  };
  const { widgets, fields, templates } = options;
  // Inside antd's <App>, as in the shell: messages and confirmations render in the test's own root,
  // which cleanup() unmounts. antd's static roots outlive it, and a notice closing by its timer after
  // the file ended rendered without a window ("window is not defined", an unhandled error in CI).
  const wrap = (children: ReactNode) => (
    <App>
      <RendererProvider services={services} widgets={widgets} fields={fields} templates={templates}>
        {children}
      </RendererProvider>
    </App>
  );
  return { ...memory, services, wrap };
}

/** Renders `ui` inside the provider; the memory store and its call log come back with the result. */
export function renderWithProvider(ui: ReactElement, options: TestRendererOptions = {}) {
  const setup = memoryServices(options);
  return { ...setup, ...render(setup.wrap(ui)) };
}
