/**
 * Deny by default (DESIGN.md principle 3): every route states who may call it in `config` —
 * `open: true`, `authenticated: true` or `permission: code | codes` — or it fails to register.
 * Authenticated routes get an onRequest hook, so the token is checked before any body is read.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import { registerSessionCache } from '../auth/session-invalidation';
import { sessionUserOf } from '../auth/authenticate';
import { userHasPermission, type SessionUser } from '../auth/session-user';
import { requireActivatedCompany } from '../auth/activated-company';
import { LocalizedHttpError } from './errors';
import { MSG } from './messages';

/** Decorator name: plugins registered inside `registerOpenPlugin` make their routes open. */
const OPEN_BY_DEFAULT = 'routeAccessOpenByDefault';

export const TOKEN_HEADER = 'x-access-token';

function hasPermissionConfig(permission: unknown): boolean {
  if (typeof permission === 'string') return permission.length > 0;
  return (
    Array.isArray(permission) &&
    permission.length > 0 &&
    permission.every((p) => typeof p === 'string' && p.length > 0)
  );
}

async function authenticate(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const user = token ? await sessionUserOf(app, token) : null;
  if (!user) throw new LocalizedHttpError(401, MSG.tokenInvalid);
  request.user = user;
  // A password someone else chose opens only the way to change it (ASVS 5.0 V6.4).
  if (user.mustChangePassword && request.routeOptions.config.beforePasswordChange !== true) {
    throw new LocalizedHttpError(403, MSG.passwordMustChange, { mustChangePassword: true });
  }
  const permission = request.routeOptions.config.permission;
  if (permission !== undefined && !userHasPermission(user, permission))
    throw new LocalizedHttpError(403, MSG.forbidden);
  if (request.routeOptions.config.activatedCompany === true) await requireActivatedCompany(request);
}

const authenticateHook: onRequestHookHandler = async (request) => {
  await authenticate(request);
};

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: 'open' | 'authenticated' | 'permission';
}

function record(instance: FastifyInstance, route: RouteOptions, access: RouteAccessEntry['access']): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods)
    instance.routeAccessInventory.push({ method: String(method), url: route.url, access });
}

function checkRoute(this: FastifyInstance, route: RouteOptions): void {
  const config = (route.config ??= {});
  const declared = config.open === true || config.authenticated === true || config.permission !== undefined;
  if (!declared && (this as unknown as Record<string, unknown>)[OPEN_BY_DEFAULT] === true) {
    config.open = true;
    record(this, route, 'open');
    return;
  }
  if (config.permission !== undefined && !hasPermissionConfig(config.permission)) {
    throw new Error(
      `Route ${String(route.method)} ${route.url}: config.permission must be a non-empty code or list of codes`,
    );
  }
  if (!declared) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no access: set config.open, config.authenticated or config.permission`,
    );
  }
  if (config.open === true && config.activatedCompany === true) {
    throw new Error(
      `Route ${String(route.method)} ${route.url}: activatedCompany needs a signed-in caller, not an open route`,
    );
  }
  if (config.open === true && (config.authenticated === true || config.permission !== undefined)) {
    throw new Error(`Route ${String(route.method)} ${route.url} is declared both open and protected`);
  }
  record(
    this,
    route,
    config.open === true ? 'open' : config.permission !== undefined ? 'permission' : 'authenticated',
  );
  if (config.open === true) return;
  const existing = route.onRequest
    ? Array.isArray(route.onRequest)
      ? route.onRequest
      : [route.onRequest]
    : [];
  route.onRequest = [authenticateHook, ...existing];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its access, for the security tests' open-route inventory. */
    routeAccessInventory: RouteAccessEntry[];
  }
}

export function registerRouteAccess(app: FastifyInstance): void {
  app.decorate('routeAccessInventory', [] as RouteAccessEntry[]);
  registerSessionCache(app);
  // Null until an authenticated route's hook sets it; the typed field is for protected routes.
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRoute', checkRoute);
}

/**
 * Registers a third-party plugin whose routes are public by nature (API docs UI, the built client's
 * static files): its routes without an access declaration become open instead of failing.
 */
export async function registerOpenPlugin(
  app: FastifyInstance,
  register: (instance: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  await app.register(async (instance) => {
    instance.decorate(OPEN_BY_DEFAULT, true);
    await register(instance);
  });
}
