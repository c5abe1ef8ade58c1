/**
 * The notify feature: `app.notifier` (notifyUser) for every feature, the MessageNotify routes, the Notify module's
 * records private to their receiver and sender (sender and send time set by the server), and notices published from
 * the notify centre (`app.notices`, `/api/Notice/*`), scheduled ones released by a timer. Needs the hub.
 */
import { rootPlugin } from '../platform/rootPlugin.js';
import { privateMailHooks } from '../messages/index.js';
import { Notifier } from './notifier.js';
import { notifyRoutes } from './notifyRoutes.js';
import { NOTIFY_MODULE } from './notifyStore.js';
import { noticeRoutes } from './notices/noticeRoutes.js';
import { NoticeService } from './notices/noticeService.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    notices: NoticeService;
  }
}

/** How often due scheduled notices are looked for: a notice goes out at most this late. */
export const NOTICE_RELEASE_INTERVAL_MS = 15_000;

export const notifyPlugin = rootPlugin(async (app) => {
  const notifier = new Notifier(app.appContext, app.hub);
  const notices = new NoticeService(app.appContext, notifier);
  app.decorate('notifier', notifier);
  app.decorate('notices', notices);
  app.appContext.recordHooks.forModule(NOTIFY_MODULE, privateMailHooks);
  await app.register(notifyRoutes);
  await app.register(noticeRoutes(notices));

  // Stored state, not a timer per notice: what fell due while the server was down goes out when it starts.
  const release = () => notices.releaseDue().catch((error: unknown) => app.log.error({ err: error }, 'releasing scheduled notices failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await release();
    timer = setInterval(() => void release(), NOTICE_RELEASE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
