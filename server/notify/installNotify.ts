/** Puts `app.notifier` (notifyUser) on the server and registers the MessageNotify routes. Needs the hub. */
import type { FastifyInstance } from 'fastify';
import { Notifier } from './notifier.js';
import { notifyRoutes } from './notifyRoutes.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export async function installNotify(app: FastifyInstance): Promise<Notifier> {
  const notifier = new Notifier(app.appContext, app.hub);
  app.decorate('notifier', notifier);
  await app.register(notifyRoutes);
  return notifier;
}
