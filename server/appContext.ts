/** What feature plugins share: the database, the catalogue, the keys, the permission service and the record hooks. */
import type { Catalogue } from './platform/catalogue/catalogue.js';
import type { HeavyReads } from './platform/db/heavyReads.js';
import type { Db, DialectName } from './platform/db/types.js';
import type { RsaKeys } from './platform/http/rsaKeys.js';
import type { PermissionService } from './permissions/index.js';
import type { RecordHooks } from './records/index.js';
import type { FileStore } from './resources/index.js';
import type { PasswordHasher } from './auth/index.js';
import type { AuthState } from './platform/identity.js';
import type {} from '@fastify/cookie';

export interface AppContext {
  db: Db;
  dialect: DialectName;
  catalogue: Catalogue;
  keys: RsaKeys;
  permissions: PermissionService;
  /** What features attach to the generic record feature (filled as their plugins register). */
  recordHooks: RecordHooks;
  dataDir: string;
  /**
   * Where uploaded files are kept (attachments, avatars, file templates): DATA_DIR/files, or the S3-compatible bucket
   * of FILES_URL (resources/openFileStore.ts). No feature reads or writes them on the disk itself.
   */
  files: FileStore;
  /** Where the download centre's job files are kept: DATA_DIR/downloads, or the bucket's downloads/ folder. */
  downloadFiles: FileStore;
  /** Password hashing at the configured scrypt cost (PASSWORD_HASH_COST). */
  passwords: PasswordHasher;
  /** REGISTRATION_APPROVAL: self-registered accounts wait for an administrator's approval (D-SEC-12). */
  registrationApproval: boolean;
  /** Statistics reads (reports, scores): off the event loop, a few at a time, within STATISTICS_TIMEOUT_SECONDS. */
  statistics: HeavyReads;
  /** How long an upload's body may stall before it is given up with 408 (resources/uploadBodyWatch.ts). */
  uploadIdleTimeoutMs: number;
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
