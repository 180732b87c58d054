/**
 * The renderer's services (docs/contracts.md "Schema pages in the browser"): the app passes them in,
 * the renderer never imports the app. `request` resolves with the envelope for every answer the
 * server gave (also 4xx/5xx), and rejects only when there was no answer at all.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Envelope } from '../src/shared/envelope';
import type { I18nText, Locale } from '../src/shared/schema/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig {
  url: string;
  method?: HttpMethod;
  params?: Record<string, unknown>;
  data?: unknown;
}

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  textEn?: string;
}

export interface RendererServices {
  request<T>(config: RequestConfig): Promise<Envelope<T>>;
  /** Downloads a GET answer as a file (export). Rejects with a message when it fails. */
  download(url: string, params: Record<string, unknown>, filename: string): Promise<void>;
  /** Fetches a file with the token header (images: `<img>` cannot send headers). */
  fetchBlob(url: string): Promise<Blob>;
  locale: Locale;
  t(text: I18nText | undefined): string;
  hasPermission(code: string | undefined): boolean;
  loadDict(code: string): Promise<DictItem[]>;
}

const RendererContext = createContext<RendererServices | null>(null);

export function RendererProvider({
  services,
  children,
}: {
  services: RendererServices;
  children: ReactNode;
}) {
  return <RendererContext.Provider value={services}>{children}</RendererContext.Provider>;
}

export function useRenderer(): RendererServices {
  const services = useContext(RendererContext);
  if (!services) throw new Error('useRenderer needs a RendererProvider above it');
  return services;
}
