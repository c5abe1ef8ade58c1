/**
 * The built web app: files from STATIC_DIR, `/config.js` with the run-time settings, and the SPA fallback
 * (any other GET outside /api and /hub answers index.html). Without a built app the API still works.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { rootPlugin } from '../platform/rootPlugin.js';

export interface StaticOptions extends Record<string, unknown> {
  staticDir?: string;
  apiBaseUrl?: string;
}

export function configScript(apiBaseUrl: string | undefined): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify({ apiBaseUrl: apiBaseUrl ?? '' })};\n`;
}

const isApiPath = (url: string): boolean => /^\/(api|hub)(\/|$|\?)/i.test(url);

/** Registered on the root instance because it owns the not-found handler. */
export async function installStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  app.get('/config.js', async (_request, reply) => {
    return reply.header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'no-store')
      .send(configScript(options.apiBaseUrl));
  });
  const root = options.staticDir ? path.resolve(options.staticDir) : null;
  const hasApp = root !== null && fs.existsSync(path.join(root, 'index.html'));
  if (hasApp && root) {
    // Wildcard serving (files looked up per request); /config.js above wins over the wildcard. Hashed assets never change.
    await app.register(fastifyStatic, {
      root,
      // The build writes .br and .gz copies (scripts/precompress.ts): sent to a browser that accepts them.
      preCompressed: true,
      // Set below for every answer, the precompressed ones included (fastify-static's own header would say max-age=0).
      cacheControl: false,
    });
    // Hashed assets never change; what is sent depends on Accept-Encoding, so caches keep one copy per encoding.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' && /^\/assets\//.test(request.url) && reply.statusCode === 200) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('Vary', 'Accept-Encoding');
      }
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ Message: '接口不存在' });
  });
}

/** The built app as a feature plugin: its not-found handler is the whole server's, so it is registered last, at the root. */
export const staticPlugin = rootPlugin<StaticOptions>(async (app, options) => installStatic(app, options));
