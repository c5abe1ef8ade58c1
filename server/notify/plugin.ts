/** The notify feature: `app.notifier` (notifyUser) for every feature, and the MessageNotify routes. Needs the hub. */
import { rootPlugin } from '../platform/rootPlugin.js';
import { Notifier } from './notifier.js';
import { notifyRoutes } from './notifyRoutes.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifyPlugin = rootPlugin(async (app) => {
  app.decorate('notifier', new Notifier(app.appContext, app.hub));
  await app.register(notifyRoutes);
});
