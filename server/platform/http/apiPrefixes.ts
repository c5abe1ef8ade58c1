/**
 * The first segments of the server's own calls (`/api/Permission/...` → `permission`), collected as the features add
 * their routes. A module's calls are `/api/<Module>/...` under one parameter route, and a fixed route of the same first
 * segment takes the request first: a module named so would be unreachable in part (the module designer refuses it).
 */
import type { FastifyInstance } from 'fastify';

/** A live set: filled by the routes added after this call (install it before the features). Lower case. */
export function collectApiPrefixes(app: FastifyInstance): ReadonlySet<string> {
  const prefixes = new Set<string>();
  app.addHook('onRoute', (route) => {
    const segment = /^\/api\/([^/:*]+)(?:\/|$)/i.exec(route.url)?.[1];
    if (segment !== undefined) prefixes.add(segment.toLowerCase());
  });
  return prefixes;
}
