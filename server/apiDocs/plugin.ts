/**
 * The interface document: every route the server registers, described at /api/openapi.json (OpenAPI 3.1) from what the
 * routes declare (their schemas, summaries and examples), completed with each feature's Chinese tag and summary where
 * a route declares none. Registered before the features, so it sees each of their routes as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../permissions/index.js';
import { rootPlugin } from '../platform/rootPlugin.js';
import { API_TAGS, describeRoute } from './routeDescriptions.js';
import { localisedDocument } from './localisedDocument.js';
import { takesModule, withModuleParameter } from './moduleParameter.js';

export const API_DOCUMENT_PATH = '/api/openapi.json';
/** The version of the interface described, not of the build: it changes when a call changes incompatibly. */
const API_VERSION = '1.0.0';

/** Who may read the document (D-API-14): the holders of 第三方应用's List, administrators always. */
const READER_PERMISSION = { module: 'ThirdPartyApp', action: 'List' } as const;

type Schema = Record<string, unknown>;

export const apiDocsPlugin = rootPlugin(async (app: FastifyInstance) => {
  const catalogue = app.appContext.catalogue;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '科研管理平台 接口',
        version: API_VERSION,
        description:
          '科研管理平台服务器的全部接口。先调用 POST /api/account/Login 登录(密码以服务器公钥加密),服务器写入会话 Cookie sid,' +
          '之后的调用带上它;标明无需登录的接口除外。出错时应答 { Message } 与 HTTP 状态码,说明为中文。',
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          sid: { type: 'apiKey', in: 'cookie', name: 'sid', description: '登录后服务器写入的会话 Cookie(HttpOnly)' },
        },
      },
      security: [{ sid: [] }],
    },
    transform: ({ schema, url, route }) => {
      const methods = [route.method].flat();
      const described = describeRoute(methods.find((method) => method !== 'HEAD') ?? methods[0], url);
      let next: Schema = { ...(schema as Schema | undefined) };
      next.tags ??= [described.tag];
      next.summary ??= described.summary;
      if (described.anonymous && next.security === undefined) next.security = [];
      // @fastify/websocket hides its routes from the document; the hub's connection is a call integrators make too.
      if (route.websocket) {
        delete next.hide;
        next.description ??= `先调用 POST ${url}/negotiate 取得连接编号,再带 ?id= 请求此地址,升级为双向长连接,实时收发消息。`;
      }
      if (takesModule(url)) next = withModuleParameter(next, url, catalogue);
      return { schema: next as typeof schema, url };
    },
    transformObject: (document) => localisedDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });

  app.get(API_DOCUMENT_PATH, { schema: { tags: ['接口文档'], summary: '本接口文档' } }, async (request) => {
    await requirePermission(request, READER_PERMISSION.module, READER_PERMISSION.action);
    return app.swagger();
  });
});
