/**
 * Moving a module in the module designer: a catalogue module and a designed one to another area and menu group. The
 * designer lists it there, every user who may list it gets its menu entry in the new group (the app takes its old
 * entries out), no version is made, a restart keeps the place; refusals in Chinese change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignedMenuEntry, DesignerModuleSummary, ModuleVersionSummary } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
}, 120_000);
afterAll(() => server?.close());

const get = (cookie: string | null, url: string) => server.call(cookie, { method: 'GET', url });
const move = (cookie: string | null, payload: object) => server.call(cookie, { method: 'POST', url: '/api/moduleDesigner/placement', payload });
const summaryOf = async (name: string) =>
  (await get(admin, '/api/moduleDesigner/modules')).json<DesignerModuleSummary[]>().find((module) => module.Name === name);
const menu = async (cookie: string) => (await get(cookie, '/api/moduleDesigner/menuEntries')).json<DesignedMenuEntry[]>();

describe('where a module stands', () => {
  it('is its file’s folder and the group of the bundled menu’s entry that opens it', async () => {
    expect(await summaryOf('Thesis')).toMatchObject({ Area: 'Business', AreaTitle: '业务模块', MenuGroup: '论文/专利/奖励/其他' });
    // A module the menu opens at a page of its own (登录日志 at /loginLog, gated by its permission).
    expect(await summaryOf('LoginLog')).toMatchObject({ MenuGroup: '基础信息' });
    expect(await menu(admin)).toEqual([]);
  });
});

describe('refused', () => {
  it('is for administrators only, and answers a Chinese 400 for each bad value, changing nothing', async () => {
    expect((await move(null, { Module: 'Thesis', Area: 'OA', MenuGroup: '办公管理' })).statusCode).toBe(401);
    const forbidden = await move(staff, { Module: 'Thesis', Area: 'OA', MenuGroup: '办公管理' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ Message: '模块设计仅限管理员使用' });
    const cases: Array<[object, number, string]> = [
      [{ Module: 'Nowhere', Area: 'OA', MenuGroup: '办公管理' }, 404, '模块不存在: Nowhere'],
      [{ Module: 'Thesis', Area: 'Nowhere', MenuGroup: '办公管理' }, 400, '所属区域不存在: Nowhere'],
      [{ Module: 'Thesis', Area: 'OA', MenuGroup: '不存在的分组' }, 400, '菜单分组不存在: 不存在的分组'],
      // A leaf of the menu is no group.
      [{ Module: 'Thesis', Area: 'OA', MenuGroup: '首页' }, 400, '菜单分组不存在: 首页'],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await move(admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(refused.json<{ Message: string }>().Message).toBe(message);
    }
    const shapeless = await move(admin, { Module: 'Thesis', Area: ['OA'] });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await summaryOf('Thesis')).toMatchObject({ Area: 'Business', MenuGroup: '论文/专利/奖励/其他' });
    expect(await menu(admin)).toEqual([]);
  });
});

describe('a catalogue module moved', () => {
  it('stands in the new area and group for the designer and in the menus of those who may list it, with no version', async () => {
    const moved = await move(admin, { Module: 'thesis', Area: 'OA', MenuGroup: '办公管理' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ Module: 'Thesis', Area: 'OA', MenuGroup: '办公管理' });
    expect(await summaryOf('Thesis')).toMatchObject({ Area: 'OA', AreaTitle: '办公管理', MenuGroup: '办公管理', Version: 0 });
    const entry = { Group: '办公管理', Title: '论文', Module: 'Thesis', Path: '/Thesis/list' };
    expect(await menu(admin)).toEqual([entry]);
    expect(await menu(staff)).toEqual([entry]);
    expect((await get(admin, '/api/moduleDesigner/versions/Thesis')).json<ModuleVersionSummary[]>().filter((v) => v.Version > 0)).toEqual([]);
  });

  it('leaves out the entries of modules the caller may not list', async () => {
    expect((await move(admin, { Module: 'Role', Area: 'Basis', MenuGroup: '办公管理' })).statusCode).toBe(200);
    expect((await menu(admin)).map((entry) => entry.Module).sort()).toEqual(['Role', 'Thesis']);
    expect((await menu(staff)).map((entry) => entry.Module)).toEqual(['Thesis']);
  });

  it('opens a moved module’s own page where it had one', async () => {
    expect((await move(admin, { Module: 'LoginLog', Area: 'Basis', MenuGroup: '办公管理' })).statusCode).toBe(200);
    expect((await menu(admin)).find((entry) => entry.Module === 'LoginLog')).toEqual({
      Group: '办公管理',
      Title: '登录日志',
      Module: 'LoginLog',
      Path: '/loginLog',
    });
    expect(await summaryOf('LoginLog')).toMatchObject({ MenuGroup: '办公管理' });
  });

  it('moves again to the last place asked, and keeps it after a restart', async () => {
    expect((await move(admin, { Module: 'Thesis', Area: 'Business', MenuGroup: '科研管理' })).statusCode).toBe(200);
    await server.close();
    server = await startServer({ dataDir: server.dataDir });
    [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
    expect(await summaryOf('Thesis')).toMatchObject({ Area: 'Business', MenuGroup: '科研管理' });
    expect((await menu(admin)).map((entry) => entry.Module).sort()).toEqual(['LoginLog', 'Role', 'Thesis']);
    expect((await menu(staff)).filter((entry) => entry.Module === 'Thesis')).toEqual([
      { Group: '科研管理', Title: '论文', Module: 'Thesis', Path: '/Thesis/list' },
    ]);
  });
});

describe('a designed module moved', () => {
  it('has one entry, in the group it was moved to', async () => {
    const made = await server.call(admin, {
      method: 'POST',
      url: '/api/moduleDesigner/create',
      payload: { Name: 'Seminar', Description: '学术研讨会', Area: 'Business', MenuGroup: '科研管理', Roles: [] },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await menu(admin)).filter((entry) => entry.Module === 'Seminar').map((entry) => entry.Group)).toEqual(['科研管理']);
    expect((await move(admin, { Module: 'Seminar', Area: 'OA', MenuGroup: '办公管理' })).statusCode).toBe(200);
    expect((await menu(admin)).filter((entry) => entry.Module === 'Seminar').map((entry) => entry.Group)).toEqual(['办公管理']);
    expect(await summaryOf('Seminar')).toMatchObject({ Area: 'OA', MenuGroup: '办公管理', Designed: true });
  });
});
