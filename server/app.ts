/**
 * Builds the reference server: opens the database, syncs tables and permission nodes from the catalogue, seeds
 * on first start, and registers the feature plugins. Tests call it with a temporary data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './appContext.js';
import { authPlugin, PasswordHasher } from './auth/index.js';
import { apiDocsPlugin } from './apiDocs/index.js';
import { loadCatalogue, REPORTS_FOLDER, SCORES_FOLDER } from './platform/catalogue/catalogue.js';
import { commonPlugin } from './common/index.js';
import { fillMissingStepNames, flowPlugin, seedDefaultFlows, seedPendingApprovals } from './flow/index.js';
import { hubPlugin, type HubOptions } from './hub/index.js';
import { messagesPlugin } from './messages/index.js';
import { addDesignedModules, applyPublishedVersions, moduleDesignerPlugin } from './moduleDesigner/index.js';
import { notifyPlugin } from './notify/index.js';
import { peoplePlugin } from './people/index.js';
import { PermissionService, permissionsPlugin, syncPermissionNodes } from './permissions/index.js';
import { downloadsPlugin } from './downloads/index.js';
import { importsPlugin } from './imports/index.js';
import { exportsPlugin } from './exports/index.js';
import { operLogPlugin } from './operLog/index.js';
import { openDatabase } from './platform/db/database.js';
import { DEFAULT_STATISTICS_TIMEOUT_SECONDS, openHeavyReads } from './platform/db/heavyReads.js';
import { DEFAULT_SCHEMAS_DIR } from './platform/runtimeFiles.js';
import { syncSchema } from './platform/db/schemaSync.js';
import { withStartupLock } from './platform/db/startupLock.js';
import { BODY_LIMIT_BYTES, installBodyParsing } from './platform/http/bodyParsing.js';
import { installEncryptedBodies } from './platform/http/encryptedBodies.js';
import { AccessLog } from './platform/http/accessLog.js';
import { installErrorHandler } from './platform/http/errorHandler.js';
import { installInputBounds } from './platform/http/inputBounds.js';
import { installOriginCheck } from './platform/http/originCheck.js';
import { rateLimitKey } from './platform/http/rateLimits.js';
import { collectApiPrefixes } from './platform/http/apiPrefixes.js';
import { installWireValidation } from './platform/http/wireValidation.js';
import { loadOrCreateRsaKeys, type RsaKeys } from './platform/http/rsaKeys.js';
import { installSecurityHeaders } from './platform/http/securityHeaders.js';
import { sharedRateLimitStore } from './platform/http/sharedRateLimitStore.js';
import type { RedisSettings } from './platform/redis.js';
import { servedAppPlugin } from './packages/index.js';
import { printPlugin } from './print/index.js';
import { RecordHooks, recordsPlugin } from './records/index.js';
import { reportsPlugin } from './reports/index.js';
import { scoresPlugin } from './scores/index.js';
import { downloadArea, MAX_UPLOAD_BYTES, openFileStore, resourcesPlugin, UPLOAD_IDLE_TIMEOUT_MS, uploadArea } from './resources/index.js';
import { needsSeed, seedDatabase, seedFirstStartDemoData } from './seed/index.js';
import { staticPlugin } from './static/index.js';
import { workReportsPlugin } from './workReports/index.js';

export { DEFAULT_SCHEMAS_DIR };
// For the tests of the built server: what its own writes moved (its caches' generations); when the score sums' ledger
// is added up again.
export { writeGenerationsOf } from './platform/db/writeGenerations.js';
export { sumLedgerLimits } from './scores/index.js';

export interface ServerOptions {
  /** Uploaded files and the RSA key; also the SQLite database unless `databaseUrl` is set. */
  dataDir: string;
  /** A postgres:// URL (DATABASE_URL) to keep the data in PostgreSQL, for several instances sharing one database. */
  databaseUrl?: string;
  /** Redis (REDIS_URL, REDIS_NAMESPACE): hub messages and online users shared between instances. */
  redis?: RedisSettings;
  staticDir?: string;
  /** Default: the catalogue beside the code (dist-server/schemas in the build; runtimeFiles.ts). */
  schemasDir?: string;
  /** Report descriptors (D-REPORT). Default: <schemasDir>/reports. */
  reportsDir?: string;
  /** Score schemes (D-SCORE). Default: <schemasDir>/scores. */
  scoresDir?: string;
  logger?: boolean;
  apiBaseUrl?: string;
  /**
   * TRUST_PROXY: whether X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy: true, or the proxies'
   * addresses). Off by default: without a proxy in front, anyone could claim any address or HTTPS.
   */
  trustProxy?: boolean | string;
  /** ALLOWED_ORIGINS: origins besides the server's own whose pages may make state-changing calls (CSRF check). */
  allowedOrigins?: readonly string[];
  /** Hub timings (tests shorten the 15 s ping) and the bus (in-process unless scaled out). */
  hub?: HubOptions;
  /** FILES_URL: an S3-compatible bucket for every file kept (resources/openFileStore.ts); DATA_DIR's folders when unset. */
  filesUrl?: string;
  /** scrypt cost as log2 N (PASSWORD_HASH_COST; default 17). Test servers pass less: they log in hundreds of times. */
  passwordHashCost?: number;
  /** DOWNLOAD_EXPIRE_HOURS: how long the download centre keeps a file (default 72). */
  downloadExpireHours?: number;
  /** SERVER_EXPORT_THRESHOLD_ROWS: exports of more rows run on the server into the download centre (default 200,000). */
  serverExportThresholdRows?: number;
  /** STATISTICS_TIMEOUT_SECONDS: how long a report or score query may take, waiting included (default 20). */
  statisticsTimeoutSeconds?: number;
  /** How long an upload's body may stall before the server gives up with 408 (default 30 s; tests shorten it). */
  uploadIdleTimeoutMs?: number;
  /** Rows a server export reads and writes at a time (default 1000, the list's largest page; tests cross batches with few rows). */
  serverExportBatchRows?: number;
  /** REGISTRATION_APPROVAL: a self-registered account waits for an administrator's approval before its first login. */
  registrationApproval?: boolean;
}

/** Everything that has to exist before the HTTP layer: catalogue, database in line with it, seed data, keys. */
export async function openAppContext(options: ServerOptions): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const dataDir = path.resolve(options.dataDir);
  const schemasDir = options.schemasDir ?? DEFAULT_SCHEMAS_DIR;
  const files = openFileStore(uploadArea(dataDir), options.filesUrl);
  fs.mkdirSync(uploadArea(dataDir).localDir, { recursive: true });
  const catalogue = loadCatalogue(schemasDir);
  const opened = openDatabase(dataDir, options.databaseUrl);
  const passwords = new PasswordHasher(options.passwordHashCost);
  let keys: RsaKeys;
  try {
    await withStartupLock(opened.db, opened.dialect, async () => {
      // The modules added in the module designer join the catalogue, and its published versions replace their files'
      // definitions, before anything reads them.
      await addDesignedModules(opened.db, opened.dialect, catalogue, schemasDir);
      await applyPublishedVersions(opened.db, opened.dialect, catalogue);
      await syncSchema(opened.db, opened.dialect, catalogue);
      await syncPermissionNodes(opened.db, catalogue);
      if (await needsSeed(opened.db)) {
        await seedDatabase(opened.db, catalogue, schemasDir, passwords);
        // Every other module gets a few generated rows, so every list shows realistic data from the first start.
        await seedFirstStartDemoData(opened.db, catalogue, { files, dataDir }, schemasDir);
        await seedDefaultFlows(opened.db, catalogue);
        await seedPendingApprovals(opened.db, catalogue);
      }
      await fillMissingStepNames(opened.db);
    });
    keys = await loadOrCreateRsaKeys(opened.db, dataDir);
  } catch (error) {
    await passwords.close();
    await opened.close();
    throw error;
  }
  const ctx: AppContext = {
    db: opened.db,
    dialect: opened.dialect,
    catalogue,
    keys,
    permissions: new PermissionService(opened.db),
    recordHooks: new RecordHooks(),
    dataDir,
    passwords,
    files,
    downloadFiles: openFileStore(downloadArea(dataDir), options.filesUrl),
    registrationApproval: options.registrationApproval ?? false,
    uploadIdleTimeoutMs: options.uploadIdleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS,
    statistics: openHeavyReads(opened.db, opened.dialect, (options.statisticsTimeoutSeconds ?? DEFAULT_STATISTICS_TIMEOUT_SECONDS) * 1000),
  };
  return {
    ctx,
    // The statistics and hashing threads end with the database (the server's onClose, the seed command's end).
    close: async () => {
      await ctx.statistics.close();
      await passwords.close();
      await opened.close();
    },
  };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { ctx, close } = await openAppContext(options);
  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request, written with its answer (accessLog.ts).
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Route segments are case-insensitive (/api/thesis/list = /api/Thesis/List); parameters keep their case.
    routerOptions: { caseSensitive: false },
    // No limit on a plugin's start: the first start after a table grew builds its list and keyword indexes there
    // (long for a large table), and Fastify's default 10 s stopped such a start with "Plugin did not start in time".
    pluginTimeout: 0,
  });
  app.decorate('appContext', ctx);
  app.addHook('onClose', async () => close());
  try {
    // The HTTP edge, in the order its onRequest hooks run: headers on every answer, then the CSRF check.
    installSecurityHeaders(app, options.apiBaseUrl);
    installOriginCheck(app, options.allowedOrigins ?? []);
    await app.register(fastifyCookie);
    await app.register(fastifyRateLimit, { global: false, keyGenerator: rateLimitKey, ...(await sharedRateLimitStore(app, options.redis)) });
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
    installErrorHandler(app);
    installBodyParsing(app);
    installInputBounds(app);
    installEncryptedBodies(app, ctx.keys);
    installWireValidation(app);

    // The interface document first: it describes each route as the features below add theirs.
    await app.register(apiDocsPlugin);
    const apiPrefixes = collectApiPrefixes(app);

    // Features, each a plugin of its own folder. Auth, hub and notify go first: their decorations and the session
    // hook are used by the rest; a feature attaches its record behaviour to ctx.recordHooks as it registers.
    await app.register(authPlugin);
    await app.register(hubPlugin, { hub: options.hub, redis: options.redis });
    await app.register(servedAppPlugin, { staticDir: options.staticDir });
    await app.register(notifyPlugin);
    await app.register(messagesPlugin);
    await app.register(permissionsPlugin);
    await app.register(commonPlugin);
    await app.register(resourcesPlugin);
    await app.register(flowPlugin);
    await app.register(workReportsPlugin);
    await app.register(peoplePlugin);
    await app.register(recordsPlugin);
    await app.register(printPlugin);
    await app.register(downloadsPlugin, { expireHours: options.downloadExpireHours });
    await app.register(importsPlugin);
    await app.register(exportsPlugin, { thresholdRows: options.serverExportThresholdRows, batchRows: options.serverExportBatchRows });
    await app.register(operLogPlugin);
    await app.register(reportsPlugin, { reportsDir: options.reportsDir ?? path.join(options.schemasDir ?? DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER) });
    await app.register(scoresPlugin, {
      scoresDir: options.scoresDir ?? path.join(options.schemasDir ?? DEFAULT_SCHEMAS_DIR, SCORES_FOLDER),
      schemasDir: options.schemasDir ?? DEFAULT_SCHEMAS_DIR,
    });
    await app.register(moduleDesignerPlugin, {
      apiPrefixes,
      schemasDir: options.schemasDir ?? DEFAULT_SCHEMAS_DIR,
      reportsDir: options.reportsDir ?? path.join(options.schemasDir ?? DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER),
      scoresDir: options.scoresDir ?? path.join(options.schemasDir ?? DEFAULT_SCHEMAS_DIR, SCORES_FOLDER),
    });
    await app.register(staticPlugin, { staticDir: options.staticDir, apiBaseUrl: options.apiBaseUrl });
  } catch (error) {
    // A feature that cannot start (Redis unreachable, say): the database is closed again before the error goes up.
    await app.close();
    throw error;
  }
  return app;
}
