/**
 * The served app and its updates (D-FILE-4): decorates `app.servedApp` (servedApp.ts) for the static files and the
 * package routes, and while an update is being switched in answers every API call with 503 系统正在更新,请稍后重试!
 * (the app shows it as a toast). The update call itself is already past this hook.
 */
import type { FastifyInstance } from 'fastify';
import { rootPlugin } from '../platform/rootPlugin.js';
import { PACKAGE_MESSAGES } from './packageRules.js';
import { ServedApp } from './servedApp.js';

declare module 'fastify' {
  interface FastifyInstance {
    servedApp: ServedApp;
  }
}

export interface ServedAppOptions extends Record<string, unknown> {
  staticDir?: string;
}

export const servedAppPlugin = rootPlugin<ServedAppOptions>(async (app: FastifyInstance, options) => {
  const served = new ServedApp(app.appContext.dataDir, options.staticDir);
  app.decorate('servedApp', served);
  app.addHook('onRequest', async (request, reply) => {
    if (served.updating && /^\/api\//i.test(request.url)) {
      return reply.code(503).header('Retry-After', '5').send({ Message: PACKAGE_MESSAGES.updating });
    }
  });
});
