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

/**
 * Registered on the root instance because it owns the not-found handler. The folder is asked per request
 * (app.servedApp, packages/servedApp.ts): an installed update package, or STATIC_DIR; switching it needs no restart.
 */
export async function installStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  app.get('/config.js', async (_request, reply) => {
    return reply.header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(configScript(options.apiBaseUrl));
  });
  const servedRoot = (): string | null => (app.hasDecorator('servedApp') ? app.servedApp.root() : staticRoot(options.staticDir));
  // fastify-static for its sending (ranges, ETag, precompressed copies) but with our own route, whose root is the
  // served folder of the moment. `root` only has to be some folder; every send names its own.
  await app.register(fastifyStatic, {
    root: servedRoot() ?? path.resolve(options.staticDir ?? '.'),
    serve: false,
    // The build writes .br and .gz copies (scripts/precompress.ts): sent to a browser that accepts them.
    preCompressed: true,
    // Set below for every answer, the precompressed ones included (fastify-static's own header would say max-age=0).
    cacheControl: false,
  });
  app.route<{ Params: { '*': string } }>({
    method: ['HEAD', 'GET'],
    url: '/*',
    handler: (request, reply) => {
      const root = servedRoot();
      if (!root) return reply.callNotFound();
      allowPrecompressedTries(reply.raw);
      return reply.sendFile(`/${request.params['*']}`, root);
    },
  });
  // Hashed assets never change; what is sent depends on Accept-Encoding, so caches keep one copy per encoding.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && /^\/assets\//.test(request.url) && reply.statusCode === 200) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Vary', 'Accept-Encoding');
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const root = servedRoot();
    if (root && request.method === 'GET' && !isApiPath(request.url)) {
      allowPrecompressedTries(reply.raw);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    }
    return reply.status(404).send({ Message: '接口不存在' });
  });
}

/**
 * fastify-static looks for the .br copy, then the .gz one, then the file, each try listening for the answer's end: a
 * file without copies (index.html, the icon: too small or not text) ends up with 11 'close' listeners on its one
 * answer and node warned of a leak on every page load. They go with the answer; the limit is raised for it alone.
 */
function allowPrecompressedTries(response: NodeJS.EventEmitter): void {
  response.setMaxListeners(20);
}

function staticRoot(staticDir: string | undefined): string | null {
  const root = staticDir ? path.resolve(staticDir) : null;
  return root && fs.existsSync(path.join(root, 'index.html')) ? root : null;
}

/** The built app as a feature plugin: its not-found handler is the whole server's, so it is registered last, at the root. */
export const staticPlugin = rootPlugin<StaticOptions>(async (app, options) => installStatic(app, options));
