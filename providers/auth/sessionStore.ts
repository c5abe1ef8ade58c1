import { buildPermissionIndex, type PermissionIndex } from '../../core/permissions/permissionIndex';
import type { CurrentUser, PermissionNode } from '../../contract/index';
import { MESSAGES } from '../../contract/errors';
import { HttpError } from '../http/httpError';
import type { HttpClient } from '../http/types';
import type { SessionSource, SessionStore } from './types';

export const CURRENT_USER_URL = '/api/account/GetCurrent';
export const PERMISSIONS_URL = '/api/Permission/Permissions';

/** Login wait 10 × 100 ms, permission wait 20 × 100 ms (SH-SESS-7, SH-SESS-8, SH-CONST-6). */
export const USER_WAIT = { attempts: 10, intervalMs: 100 } as const;
export const PERMISSION_WAIT = { attempts: 20, intervalMs: 100 } as const;
export const PERMISSION_WAIT_TIMEOUT_MESSAGE = '权限加载超时';

/** The session source of the app: the API through the HTTP client (silent: the callers decide what a 401 means). */
export function createHttpSessionSource(http: HttpClient): SessionSource {
  return {
    async fetchCurrentUser() {
      const user = await http.get<CurrentUser | null | undefined>(CURRENT_USER_URL, undefined, { silent: true });
      // An empty answer means nobody is logged in, like a 401.
      if (!user || typeof user !== 'object' || !user.Id) throw new HttpError(MESSAGES.notLoggedIn, 401, user);
      return user;
    },
    fetchPermissions: async () => (await http.get<PermissionNode[]>(PERMISSIONS_URL)) ?? [],
  };
}

export function createSessionStore(source: SessionSource): SessionStore {
  let user: CurrentUser | null = null;
  let userLoad: Promise<CurrentUser> | undefined;
  let permissions: PermissionNode[] | null = null;
  let permissionLoad: Promise<PermissionNode[]> | undefined;
  let index: { nodes: PermissionNode[]; index: PermissionIndex } | undefined;
  // Bumped on clear/invalidate so that an answer arriving after a logout is not stored.
  let generation = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const indexOf = (nodes: PermissionNode[]) => {
    if (index?.nodes !== nodes) index = { nodes, index: buildPermissionIndex(nodes) };
    return index.index;
  };

  const store: SessionStore = {
    getUser: () => user,
    setUser(next) {
      user = next;
      userLoad = next ? Promise.resolve(next) : undefined;
      changed();
    },
    loadUser() {
      if (user) return Promise.resolve(user);
      if (!userLoad) {
        const started = generation;
        userLoad = source.fetchCurrentUser().then(
          (loaded) => {
            if (started === generation) {
              user = loaded;
              changed();
            }
            return loaded;
          },
          (error: unknown) => {
            if (started === generation) userLoad = undefined;
            throw error;
          },
        );
      }
      return userLoad;
    },
    waitForUser: (attempts = USER_WAIT.attempts, intervalMs = USER_WAIT.intervalMs) => poll(() => user, attempts, intervalMs, MESSAGES.notLoggedIn),

    loadPermissions() {
      if (permissions) return Promise.resolve(permissions);
      if (!permissionLoad) {
        const started = generation;
        permissionLoad = source.fetchPermissions().then(
          (loaded) => {
            if (started === generation) {
              permissions = loaded;
              changed();
            }
            return loaded;
          },
          (error: unknown) => {
            if (started === generation) permissionLoad = undefined;
            throw error;
          },
        );
      }
      return permissionLoad;
    },
    getPermissions: () => permissions,
    waitForPermissions: (attempts = PERMISSION_WAIT.attempts, intervalMs = PERMISSION_WAIT.intervalMs) =>
      poll(() => permissions, attempts, intervalMs, PERMISSION_WAIT_TIMEOUT_MESSAGE),
    async getPermissionIndex() {
      return indexOf(await store.loadPermissions());
    },
    permissionIndexNow: () => (permissions ? indexOf(permissions) : null),
    invalidatePermissions() {
      generation += 1;
      permissions = null;
      permissionLoad = undefined;
      index = undefined;
      changed();
    },
    clear() {
      generation += 1;
      user = null;
      userLoad = undefined;
      permissions = null;
      permissionLoad = undefined;
      index = undefined;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** Checks `read` now and then every `intervalMs`, `attempts` times in all; rejects with Error(message). */
function poll<T>(read: () => T | null, attempts: number, intervalMs: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const attempt = () => {
      const value = read();
      if (value !== null) return resolve(value);
      tries += 1;
      if (tries >= attempts) return reject(new Error(message));
      setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}
