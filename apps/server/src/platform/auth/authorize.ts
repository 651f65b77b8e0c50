import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { EndpointDef } from '@gembourse/contracts/endpoint';
import type { Access } from '@gembourse/contracts/permissions';
import { refusalOf } from '@gembourse/contracts/permissions';
import { forbidden, noSession } from '../errors.ts';
import type { RoleMenusCache } from './role-menus.ts';
import { isApiPath } from '../http/api-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (packages/contracts/src/permissions.ts); every API route must say. */
    access?: Access;
    /** The contract endpoint the route was registered from (platform/http/route.ts). */
    endpoint?: EndpointDef;
  }
  interface FastifyInstance {
    /** Every API route as registered, with its declaration: the route-table test walks it. */
    routeTable: RouteEntry[];
  }
}

/** One registered route of the API. */
export interface RouteEntry {
  method: string;
  url: string;
  access?: Access;
  endpoint?: EndpointDef;
}

/** Paths whose routes must declare their access: the API and the socket. */
export function isDeclaredPath(url: string): boolean {
  return isApiPath(url) || url === '/ws';
}

/**
 * The one authorisation layer (issue 9): every API route declares `config.access` (route() copies it from the
 * contract's endpoint), a route that does not is refused at start-up, and every request is checked against it after
 * the session is resolved and before its input is validated, so a guest learns to log in (30007) and a member without
 * the right gets 40300 before anything else. Rules about one resource (own company, visibility) stay in services.
 */
export const authorization = fp<{ roleMenus: RoleMenusCache }>(async (app, opts) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  const check = async (req: FastifyRequest, access: Access) => {
    const refusal = refusalOf(access, await opts.roleMenus.subjectOf(req.auth));
    if (refusal === 'login') throw noSession();
    if (refusal === 'forbidden') throw forbidden();
  };
  app.addHook('onRoute', (route) => {
    // The check is a hook of the routes that need one, after the session's (instance hooks run before a route's own):
    // a public route, a file or the SPA's fallback runs no authorisation hook at all.
    const access = route.config?.access;
    if (access && access !== 'public') {
      const guard: preValidationHookHandler = (req, _reply, done) => {
        check(req, access).then(() => done(), done);
      };
      // A new array: Fastify copied this route's options for its HEAD twin, which comes through here too.
      route.preValidation = [...[route.preValidation ?? []].flat(), guard];
    }
    if (!isDeclaredPath(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access: route.config?.access, endpoint: route.config?.endpoint });
    }
    if (route.config?.access) return;
    throw new Error(
      `${String(route.method)} ${route.url} declares no access: register it with route() from an endpoint in packages/contracts`,
    );
  });
});
