/**
 * The hub feature: `app.hub` for every feature (sendToUser, broadcast), the /hub/message routes, and data_update
 * after each committed record write. A root-level plugin, so the decoration is visible to every plugin after it.
 */
import fastifyWebsocket from '@fastify/websocket';
import { rootPlugin } from '../platform/rootPlugin.js';
import type { RedisSettings } from '../platform/redis.js';
import { publishDataUpdate } from './dataUpdate.js';
import { Hub, type HubOptions } from './hub.js';
import { MAX_HUB_FRAME_BYTES } from './hubLimits.js';
import { hubRoutes } from './hubRoutes.js';
import { scaledOutHubOptions } from './scaledOutHub.js';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

export interface HubPluginOptions extends Record<string, unknown> {
  /** Hub timings (tests shorten the 15 s ping) and the bus (in-process unless scaled out). */
  hub?: HubOptions;
  /** With a URL: the bus and the online-user list over Redis, shared by every instance. */
  redis?: RedisSettings;
}

export const hubPlugin = rootPlugin<HubPluginOptions>(async (app, options) => {
  const hub = new Hub(await scaledOutHubOptions(options.hub, options.redis));
  app.decorate('hub', hub);
  // ws would otherwise buffer frames of up to 100 MB per message (D-SEC-7).
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_HUB_FRAME_BYTES } });
  await app.register(hubRoutes(hub));
  const hooks = app.appContext.recordHooks;
  app.appContext.recordHooks.onCommitted((write) => {
    // A module whose rows only some may read (private messages, notifications: D-SEC-5) tells its own parties of a
    // change (server/messages/, server/notify/): telling everyone who may list it would hand out others' message ids.
    if (hooks.hooksFor(write.module.name).readScope) return;
    publishDataUpdate(app, write.module.name, write.kind, write.id, write.ownerId, write.deptId);
  });
});
