/**
 * Instances learn of a version another instance published: a request that names an online form
 * (its records under /online/data/<code>/, its page online-<code>, the runtime API
 * /online/cgform/api/<action>/<code>) compares onl_cgform_head.published_version with the version this
 * process registered, at most once per form every CHECK_INTERVAL_MS, and registers the newer one
 * (or takes out a form whose definition was deleted).
 */
import type { FastifyInstance } from 'fastify';
import { addRuntimeResolver, type RuntimeLookup } from '../../schema/registry';
import { registeredVersion, registerPublished, unregisterPublished } from './store';

export const CHECK_INTERVAL_MS = 3000;
const MAX_REMEMBERED = 1000;
const CODE = '([a-z][a-z0-9_]{1,62})';
const PATTERNS = [
  new RegExp(`^/online/cgform/api/[A-Za-z]+/${CODE}(?:/|$)`),
  new RegExp(`^/online/cgform/api/[A-Za-z]+/[A-Za-z]+/${CODE}(?:/|$)`),
];

/**
 * When each form was last compared, per database (apps in one process share the registry, not the
 * database; the plugin contexts of one app share its Kysely instance).
 */
const lastChecked = new WeakMap<object, Map<string, number>>();

/** Forget the last comparisons (tests that publish through another app and ask at once). */
export function forgetVersionChecks(app: FastifyInstance): void {
  lastChecked.get(app.db)?.clear();
}

export function codeOfUrl(url: string): string | undefined {
  const path = url.split('?')[0]!;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return match[1];
  }
  return undefined;
}

export async function checkVersion(app: FastifyInstance, code: string): Promise<void> {
  let checked = lastChecked.get(app.db);
  if (!checked) lastChecked.set(app.db, (checked = new Map()));
  const now = Date.now();
  const last = checked.get(code);
  if (last !== undefined && now - last < CHECK_INTERVAL_MS) return;
  if (checked.size >= MAX_REMEMBERED) checked.clear();
  checked.set(code, now);
  const head = await app.db
    .selectFrom('onl_cgform_head')
    .select('published_version')
    .where('table_name', '=', code)
    .executeTakeFirst();
  const published = head?.published_version ?? null;
  // Deleted on another instance (no head left): its entity and page leave this process too.
  if (!head && registeredVersion(app, code) !== undefined) unregisterPublished(app, code);
  else if (published !== null && published !== registeredVersion(app, code))
    await registerPublished(app, code);
}

/**
 * After another instance announced that a form was published or deleted (shared-changes.ts): every
 * form is compared again at its next request, and each published version this process does not
 * hold yet is registered now, so the lists of registered entities (the report designer's base
 * entities) know it too before anyone asks for the form. Never throws at the caller.
 */
export async function refreshPublishedForms(app: FastifyInstance): Promise<void> {
  forgetVersionChecks(app);
  try {
    const heads = await app.db
      .selectFrom('onl_cgform_head')
      .select(['table_name', 'published_version'])
      .where('published_version', 'is not', null)
      .execute();
    for (const head of heads) {
      // registerPublished registers the sub tables a main holds before the main.
      if (head.published_version !== registeredVersion(app, head.table_name))
        await registerPublished(app, head.table_name);
    }
  } catch (error) {
    // The per-request check registers it later.
    app.log.warn({ err: error }, 'online forms not refreshed after another instance changed them');
  }
}

async function checkQuietly(app: FastifyInstance, code: string): Promise<void> {
  try {
    await checkVersion(app, code);
  } catch (error) {
    // The request goes on with the version this process has; the next check tries again.
    app.log.warn({ err: error, form: code }, 'online form version check failed');
  }
}

const FORM_CODE = /^[a-z][a-z0-9_]{1,62}$/;

/** The registry's resolver: the runtime dispatch (/online/data/<code>/…) and the page route (online-<code>). */
async function resolveOnlineForm(app: FastifyInstance, lookup: RuntimeLookup): Promise<void> {
  const code =
    lookup.entity ?? (lookup.page?.startsWith('online-') ? lookup.page.slice('online-'.length) : undefined);
  if (code && FORM_CODE.test(code)) await checkQuietly(app, code);
}

/**
 * The registry's resolver covers the routes that look forms up through it; the onRequest hook (in the
 * modules' shared context) covers the routes of the online modules registered after this one, e.g.
 * the runtime API /online/cgform/api/<action>/<code>.
 */
export function registerVersionCheck(app: FastifyInstance): void {
  addRuntimeResolver(app, resolveOnlineForm);
  // Most requests name no form: they go on at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const code = codeOfUrl(request.url);
    if (code) return checkQuietly(app, code);
    done();
  });
}
