import { describe, expect, it } from 'vitest';
import { apiSections, exampleOf, fieldRows, filterSections, parameterRows, typeName, type ApiDocument } from './apiDocument';

const document: ApiDocument = {
  openapi: '3.1.0',
  info: { title: '科研管理平台 接口', version: '1.0.0' },
  tags: [{ name: '账号与登录', description: '登录与当前用户' }, { name: '模块数据' }, { name: '空的分组' }],
  security: [{ sid: [] }],
  components: {
    schemas: { Filter: { type: 'object', properties: { Name: { type: 'string' }, Compare: { type: 'string', enum: ['==', '$'] } }, required: ['Name'] } },
  },
  paths: {
    '/api/account/Login': {
      post: {
        tags: ['账号与登录'],
        summary: '登录',
        security: [],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { Account: { type: 'string', description: '账号' } },
                required: ['Account'],
                examples: [{ Account: 'admin' }],
              },
            },
          },
        },
      },
    },
    '/api/{module}/List': {
      post: {
        tags: ['模块数据'],
        summary: '分页查询',
        parameters: [{ name: 'module', in: 'path', required: true, schema: { type: 'string' }, description: '模块名' }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  PageIndex: { type: 'integer' },
                  Condition: {
                    type: 'object',
                    properties: { KeyWord: { type: 'string' }, Filters: { type: 'array', items: { $ref: '#/components/schemas/Filter' } } },
                  },
                },
              },
            },
          },
        },
      },
      get: { summary: '没有分组的调用' },
    },
  },
};

describe('the reference page reading the interface description', () => {
  it("groups calls by their feature in the document's order, drops empty groups and puts untagged calls under 其他", () => {
    const sections = apiSections(document);
    expect(sections.map((section) => section.name)).toEqual(['账号与登录', '模块数据', '其他']);
    expect(sections[0].calls[0]).toMatchObject({ method: 'POST', path: '/api/account/Login', anonymous: true });
    expect(sections[1].calls[0].anonymous).toBe(false);
  });

  it('finds calls by path or summary, whatever the case', () => {
    expect(filterSections(apiSections(document), '登录').flatMap((section) => section.calls.map((call) => call.path))).toEqual(['/api/account/Login']);
    expect(filterSections(apiSections(document), '/LIST').map((section) => section.name)).toEqual(['模块数据', '其他']);
  });

  it('unfolds nested fields and lists of objects, references resolved, with Chinese type names', () => {
    const body = document.paths['/api/{module}/List'].post?.requestBody?.content?.['application/json'].schema;
    expect(fieldRows(document, body).map((row) => [row.name, row.type, row.required])).toEqual([
      ['PageIndex', '整数', false],
      ['Condition', '对象', false],
      ['Condition.KeyWord', '字符串', false],
      ['Condition.Filters', '对象列表', false],
      ['Condition.Filters[].Name', '字符串', true],
      ['Condition.Filters[].Compare', '可选值', false],
    ]);
    expect(fieldRows(document, body).at(-1)?.description).toBe('可选值: ==、$');
    expect(typeName(document, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('字符串 或 空值');
    expect(typeName(document, { type: 'string', format: 'binary' })).toBe('文件');
    const union = fieldRows(document, {
      type: 'object',
      properties: {
        Mode: {
          anyOf: [
            { type: 'string', enum: ['asc'] },
            { type: 'string', const: 'desc' },
          ],
        },
      },
    });
    expect(union).toMatchObject([{ name: 'Mode', type: '可选值', description: '可选值: asc、desc' }]);
  });

  it('names where a parameter goes in Chinese', () => {
    expect(parameterRows(document, document.paths['/api/{module}/List'].post?.parameters)).toEqual([
      { key: 'path:module', name: 'module', place: '路径', type: '字符串', required: true, description: '模块名' },
    ]);
  });

  it("takes a body's example from the media type or else from its schema", () => {
    expect(exampleOf(document, document.paths['/api/account/Login'].post?.requestBody?.content?.['application/json'])).toEqual({ Account: 'admin' });
    expect(exampleOf(document, { example: 1, schema: { examples: [2] } })).toBe(1);
    expect(exampleOf(document, { examples: { one: { value: 3 } } })).toBe(3);
  });
});
