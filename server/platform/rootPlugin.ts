/**
 * A feature plugin whose decorations, hooks and not-found handler belong to the whole server rather than to its own
 * encapsulated context (the hub's `app.hub`, the session resolver's onRequest hook). Fastify's own marker for this,
 * as the fastify-plugin package sets it.
 */
import type { FastifyPluginAsync } from 'fastify';

export function rootPlugin<Options extends Record<string, unknown> = Record<never, never>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
