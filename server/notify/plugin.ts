/**
 * The notify feature: `app.notifier` (notifyUser) for every feature, the MessageNotify routes, and the Notify module's
 * records private to their receiver and sender, sender and send time set by the server. Needs the hub.
 */
import { rootPlugin } from '../platform/rootPlugin.js';
import { privateMailHooks } from '../messages/privateMailHooks.js';
import { Notifier } from './notifier.js';
import { notifyRoutes } from './notifyRoutes.js';
import { NOTIFY_MODULE } from './notifyStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifyPlugin = rootPlugin(async (app) => {
  app.decorate('notifier', new Notifier(app.appContext, app.hub));
  app.appContext.recordHooks.forModule(NOTIFY_MODULE, privateMailHooks);
  await app.register(notifyRoutes);
});
