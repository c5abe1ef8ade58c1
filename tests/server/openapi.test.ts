/**
 * The interface document at /api/openapi.json: an OpenAPI 3 document of every route the server registers (each with
 * its feature's tag and a Chinese summary), the generic module calls once each with their modules listed, every
 * example valid against its schema, and readable only by whoever looks after connected systems.
 */
import { channel } from 'node:diagnostics_channel';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

type Json = Record<string, unknown>;
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Json>>;
  components: { securitySchemes: Record<string, Json>; schemas?: Record<string, Json> };
  security: Array<Record<string, string[]>>;
}

const DOCUMENT_URL = '/api/openapi.json';
const CHINESE = /[\u4e00-\u9fa5]/;

/** '/api/:module/Get/:id' as the document writes it: '/api/{module}/Get/{id}' (and the wildcard '/*' as '/{*}'). */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

/** Escapes a key for a JSON pointer (RFC 6901). */
const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface ExampleCheck {
  pointer: string;
  schemaPointer: string;
  example: unknown;
}

/**
 * Every example the document holds, with the schema it must satisfy: a schema's `examples` (and `example`), and a
 * media type's or parameter's `example` and named `examples` against its `schema`.
 */
function examplesOf(document: unknown): ExampleCheck[] {
  const checks: ExampleCheck[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${pointer}/${index}`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    if ('schema' in object && object.schema && typeof object.schema === 'object') {
      const schemaPointer = `${pointer}/schema`;
      if (object.example !== undefined) checks.push({ pointer: `${pointer}/example`, schemaPointer, example: object.example });
      if (object.examples && typeof object.examples === 'object' && !Array.isArray(object.examples)) {
        for (const [name, entry] of Object.entries(object.examples as Record<string, { value?: unknown }>)) {
          if (entry && 'value' in entry) checks.push({ pointer: `${pointer}/examples/${pointerKey(name)}`, schemaPointer, example: entry.value });
        }
      }
    } else {
      if (Array.isArray(object.examples)) {
        object.examples.forEach((example, index) => checks.push({ pointer: `${pointer}/examples/${index}`, schemaPointer: pointer, example }));
      }
      const isSchema = ['type', 'properties', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'items'].some((key) => key in object);
      if (object.example !== undefined && isSchema) checks.push({ pointer: `${pointer}/example`, schemaPointer: pointer, example: object.example });
    }
    for (const [key, child] of Object.entries(object)) {
      // Examples are data, not places where schemas sit.
      if (key === 'example' || key === 'examples') continue;
      visit(child, `${pointer}/${pointerKey(key)}`);
    }
  };
  visit(document, '');
  return checks;
}

/** The examples that do not satisfy their schemas, each with ajv's reasons (JSON Schema 2020-12, as OpenAPI 3.1). */
function invalidExamples(document: unknown): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(document as Json, 'openapi.json');
  const failures: string[] = [];
  for (const check of examplesOf(document)) {
    const validate = ajv.getSchema(`openapi.json#${check.schemaPointer}`);
    if (!validate) {
      failures.push(`${check.pointer}: 找不到结构 ${check.schemaPointer}`);
      continue;
    }
    if (!validate(check.example)) failures.push(`${check.pointer}: ${ajv.errorsText(validate.errors)}`);
  }
  return failures;
}

let server: TestServer;
let admin: string;
let document: OpenApiDocument;
const registered: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  // Fastify announces each instance it creates on this diagnostics channel before any plugin registers: the hook then
  // hears every route the server adds, in whichever feature.
  const initialization = channel('fastify.initialization');
  const listen = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
  };
  initialization.subscribe(listen);
  try {
    server = await startServer();
  } finally {
    initialization.unsubscribe(listen);
  }
  admin = await server.login('admin');
  const response = await server.call(admin, { method: 'GET', url: DOCUMENT_URL });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => server?.close());

describe('the interface document', () => {
  it('is an OpenAPI 3 document titled in Chinese, its calls secured by the session cookie', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('科研管理平台 接口');
    expect(document.info.version).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(document.components.securitySchemes.sid).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(document.security).toEqual([{ sid: [] }]);
    expect(document.tags.every((tag) => CHINESE.test(tag.name))).toBe(true);
  });

  it('describes every route the server registers', () => {
    expect(registered.length).toBeGreaterThan(50);
    const gets = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
    // A HEAD route Fastify adds beside each GET is the GET without its body: the GET's operation describes it.
    const routes = registered.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
    const missing = routes
      .filter((route) => !document.paths[documentPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(document.paths[DOCUMENT_URL]?.get).toBeDefined();
  });

  it('gives every call a Chinese summary and a feature the document lists', () => {
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    const lacking: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const tags = operation.tags as string[] | undefined;
        if (!CHINESE.test(String(operation.summary ?? '')) || !tags?.length || !tags.every((tag) => tagNames.has(tag))) lacking.push(`${method} ${path}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('describes the generic module calls once each, with their modules listed, not one copy per module', () => {
    const list = document.paths['/api/{module}/List']?.post;
    expect(list).toBeDefined();
    const module = (list.parameters as Array<{ name: string; in: string; description: string; schema: { enum: string[] } }>).find(
      (parameter) => parameter.name === 'module' && parameter.in === 'path',
    );
    expect(module?.description).toContain('Thesis 论文');
    expect(module?.schema.enum).toEqual(expect.arrayContaining(['Thesis', 'Patent', 'User']));
    expect(Object.keys(document.paths).filter((path) => /^\/api\/Thesis\//i.test(path))).toEqual([]);
    const get = document.paths['/api/{module}/Get/{id}']?.get;
    expect((get.parameters as Array<{ name: string }>).map((parameter) => parameter.name).sort()).toEqual(['id', 'module']);
  });

  it('marks the calls open without login, and only those', () => {
    expect(document.paths['/api/account/Login'].post.security).toEqual([]);
    expect(document.paths['/api/account/PublicKey'].get.security).toEqual([]);
    expect(document.paths['/api/{module}/List'].post.security).toBeUndefined();
  });

  it('answers no generated English wording', () => {
    expect(JSON.stringify(document)).not.toContain('Default Response');
  });

  it('holds only examples that satisfy their schemas', () => {
    expect(invalidExamples(document)).toEqual([]);
  });

  it('is read by holders of 第三方应用 and administrators only: 401 without a session, 403 without the grant', async () => {
    expect((await server.call(null, { method: 'GET', url: DOCUMENT_URL })).statusCode).toBe(401);
    const staff = await server.login('staff');
    const refused = await server.call(staff, { method: 'GET', url: DOCUMENT_URL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: '权限不足' });
  });
});

describe('the example check', () => {
  it('finds an example that breaks its schema, in a schema, a media type and a named example', () => {
    const bad = {
      paths: {
        '/x': {
          post: {
            requestBody: {
              content: {
                'application/json': { schema: { type: 'object', required: ['Name'], properties: { Name: { type: 'string', examples: [3] } } }, example: {} },
              },
            },
            responses: {
              200: {
                description: '成功',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Count' }, examples: { one: { value: 'many' } } } },
              },
            },
          },
        },
      },
      components: { schemas: { Count: { type: 'integer', examples: [1, 2] } } },
    };
    expect(examplesOf(bad)).toHaveLength(5);
    expect(invalidExamples(bad).map((failure) => failure.split(':')[0])).toEqual([
      '/paths/~1x/post/requestBody/content/application~1json/example',
      '/paths/~1x/post/requestBody/content/application~1json/schema/properties/Name/examples/0',
      '/paths/~1x/post/responses/200/content/application~1json/examples/one',
    ]);
  });
});
