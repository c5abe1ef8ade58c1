/**
 * Puts the hub on the server: `app.hub` for every feature (sendToUser, broadcast) and the /hub/message routes.
 * Called on the root instance so the decoration is visible to every plugin registered after it.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Hub, type HubOptions } from './hub.js';
import { hubRoutes } from './hubRoutes.js';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

export async function installHub(app: FastifyInstance, options: HubOptions = {}): Promise<Hub> {
  const hub = new Hub(options);
  app.decorate('hub', hub);
  await app.register(fastifyWebsocket);
  await app.register(hubRoutes(hub));
  return hub;
}
