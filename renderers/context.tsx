/**
 * The renderer's services (docs/contracts.md "Schema pages in the browser"): the app passes them in,
 * the renderer never imports the app. Data goes through `data` (data/data-provider.ts); widgets,
 * fields and templates passed here are merged over the built-in ones, as rjsf merges its props.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { I18nText, Locale } from '../src/shared/schema/types';
import type { DataProvider } from './data/data-provider';
import type { WorkflowUser } from '../src/shared/workflow/types';

export type { DictItem } from './data/data-provider';

/** One table's line to the same table open in other clients (editable table `liveSync`). */
export interface LiveTableLink {
  /** Rows (an id and the fields that changed) the user committed here. */
  send(rows: Record<string, unknown>[]): void;
  /** Stops listening; the app may close its connection. */
  leave(): void;
}

/**
 * Keeps a table in step across clients: rows one client sends reach the others joined under the
 * same key (never the sender). The transport is the app's; the renderer only names the key.
 */
export interface LiveTables {
  join(key: string, onRows: (rows: Record<string, unknown>[]) => void): LiveTableLink;
}

export interface RendererServices {
  data: DataProvider;
  locale: Locale;
  t(text: I18nText | undefined): string;
  hasPermission(code: string | undefined): boolean;
  /**
   * SPEC §6 excluded-code list of a permission prefix: the codes under `prefix`, written without it,
   * that the system controls and the user was not given (optional: without it none are excluded).
   */
  hiddenCodes?(prefix: string): readonly string[];
  /** Who is signed in, as x-workflow guards read it (optional: without it a guard sees no user). */
  user?: WorkflowUser;
  /** Live editable tables (optional: without it a `liveSync` table edits alone). */
  liveTables?: LiveTables;
}

/** Form parts the app adds to (or puts in place of) the built-in ones, by name. */
export interface RendererComponents {
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  templates?: Partial<TemplatesType>;
}

const RendererContext = createContext<RendererServices | null>(null);
const ComponentsContext = createContext<RendererComponents>({});

export interface RendererProviderProps extends RendererComponents {
  services: RendererServices;
  children: ReactNode;
}

export function RendererProvider({ services, widgets, fields, templates, children }: RendererProviderProps) {
  // A provider inside another (a sub-list in a drawer) adds to what the outer one passed.
  const outer = useContext(ComponentsContext);
  const components = useMemo<RendererComponents>(
    () => ({
      widgets: { ...outer.widgets, ...widgets },
      fields: { ...outer.fields, ...fields },
      templates: { ...outer.templates, ...templates },
    }),
    [outer, widgets, fields, templates],
  );
  return (
    <RendererContext.Provider value={services}>
      <ComponentsContext.Provider value={components}>{children}</ComponentsContext.Provider>
    </RendererContext.Provider>
  );
}

export function useRenderer(): RendererServices {
  const services = useContext(RendererContext);
  if (!services) throw new Error('useRenderer needs a RendererProvider above it');
  return services;
}

/** The data provider the app passed in. */
export function useDataProvider(): DataProvider {
  return useRenderer().data;
}

/** The widgets, fields and templates the app passed in (not yet merged with the built-in ones). */
export function useRendererComponents(): RendererComponents {
  return useContext(ComponentsContext);
}
