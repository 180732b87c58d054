/**
 * The one set-up of an API suite: for each backend, a fresh app (createTestApp) built before the
 * suite's own beforeAll hooks, the admin logged in once (on first use: a login reads and caches the
 * dictionaries, so a suite that writes rows straight to the database logs in after that), and the
 * app closed after the suite.
 *
 *   describeEachBackend('row scoping', (t) => {
 *     beforeAll(async () => createDemoTable(t.app));      // runs after the app is built
 *     it('…', async () => expect((await t.admin.get('/sys/user/list')).status).toBe(200));
 *   }, { config: { dataDir: tempDataDir('scope') } });
 *
 * `t` is the same object for the whole suite; its fields are read inside hooks and tests (reading
 * one while the suite is being collected throws, because the app does not exist yet).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { api, type Api } from '../../fixtures/crud-helpers';
import { tempDir } from '../../setup/temp-dirs';
import {
  backends,
  createTestApp,
  type AppUnderTest,
  type Backend,
  type TestApp,
  type TestAppOptions,
} from './test-app';

export interface SuiteApp extends AppUnderTest {
  /** The admin's token: logged in through POST /sys/login on the first call, the same token after. */
  adminToken(): Promise<string>;
  /** Requests as the admin (with adminToken(), so the first request logs in). */
  readonly admin: Api;
  /** Logs a user in and answers requests as that user. */
  as(username: string, password: string): Promise<Api>;
}

/** Options read when the suite starts (a function: e.g. a fresh data folder per backend). */
export type SuiteOptions = TestAppOptions | (() => TestAppOptions);

/**
 * A fresh folder under the system temp dir, for a suite's DATA_DIR (uploads, import error files, sync
 * backups); removed after the test file, once its apps are closed (tests/setup/temp-dirs.ts).
 */
export function tempDataDir(tag: string): string {
  return tempDir(`certdesk-${tag}-`);
}

/** Registers the app's beforeAll/afterAll in the current describe block and answers its handle. */
export function useTestApp(backend: Backend, options: SuiteOptions = {}): SuiteApp {
  let current: { t: TestApp; adminToken?: Promise<string> } | undefined;
  const ready = () => {
    if (!current)
      throw new Error('the test app is read before its beforeAll ran (read it inside hooks and tests)');
    return current;
  };
  const adminToken = (): Promise<string> => {
    const c = ready();
    c.adminToken ??= c.t.login(c.t.seed.admin.username, c.t.seed.admin.password);
    return c.adminToken;
  };
  const admin: Api = {
    get: async (url, lang) => api(ready().t.app, await adminToken()).get(url, lang),
    send: async (method, url, payload) => api(ready().t.app, await adminToken()).send(method, url, payload),
  };
  beforeAll(async () => {
    current = { t: await createTestApp(backend, typeof options === 'function' ? options() : options) };
  });
  afterAll(async () => {
    await current?.t.close();
    current = undefined;
  });
  return {
    backend,
    get app(): FastifyInstance {
      return ready().t.app;
    },
    get seed() {
      return ready().t.seed;
    },
    login: (username, password) => ready().t.login(username, password),
    adminToken,
    get admin() {
      ready();
      return admin;
    },
    as: async (username, password) => api(ready().t.app, await ready().t.login(username, password)),
  };
}

/** `describe` once per backend of `scope` (title suffixed with the backend) around one shared app. */
function describeOn(scope: 'each' | 'one') {
  return (title: string, body: (t: SuiteApp) => void, options: SuiteOptions = {}): void => {
    describe.each(backends(scope))(`${title} (%s)`, (backend) => {
      body(useTestApp(backend, options));
    });
  };
}

/** On every backend of the run: a suite about the data layer. */
export const describeEachBackend = describeOn('each');

/**
 * On one backend (backends('one')): for a suite whose subject sits above the data layer, which would
 * only repeat itself on the other.
 */
export const describeOnOneBackend = describeOn('one');
