/** What feature plugins share: the database, the catalogue, the keys and the permission service. */
import type { Catalogue } from './catalogue/catalogue.js';
import type { Db, DialectName } from './platform/db/types.js';
import type { RsaKeys } from './platform/http/rsaKeys.js';
import type { PermissionService } from './permissions/permissionService.js';
import type { AuthState } from './auth/authState.js';
import type {} from '@fastify/cookie';

export interface AppContext {
  db: Db;
  dialect: DialectName;
  catalogue: Catalogue;
  keys: RsaKeys;
  permissions: PermissionService;
  dataDir: string;
  filesDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    appContext: AppContext;
  }
  interface FastifyRequest {
    /** The logged-in user of this request, resolved from the session cookie; null when anonymous. */
    auth: AuthState | null;
  }
}
