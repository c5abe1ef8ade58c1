/**
 * Entry point: `npm run server`. Settings come from the environment (PORT, HOST, DATA_DIR, STATIC_DIR, API_BASE_URL,
 * DATABASE_URL: a postgres:// URL instead of SQLite in DATA_DIR; REDIS_URL, REDIS_NAMESPACE: hub messages and online
 * users shared between instances; FILES_URL: uploaded files in an S3-compatible bucket; TRUST_PROXY, ALLOWED_ORIGINS, REGISTRATION_APPROVAL: see README).
 */
import { readDownloadExpireHours, readServerExportThreshold } from './downloads/index.js';
import path from 'node:path';
import { buildServer } from './app.js';
import { readStatisticsTimeoutSeconds } from './platform/db/heavyReads.js';
import { readPasswordHashCost, readRegistrationApproval } from './auth/index.js';
import { listSetting, trustProxySetting } from './platform/http/proxySettings.js';
import { BUILT_APP_DIR } from './platform/runtimeFiles.js';

const port = Number(process.env.PORT ?? 8080);
// Only this machine by default (D-SEC): the server is meant to sit behind a reverse proxy; HOST=0.0.0.0 opens it up.
const host = process.env.HOST || '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
// The built app beside the server's folder (dist/ next to dist-server/), wherever the server is started from.
const staticDir = process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : BUILT_APP_DIR;

const databaseUrl = process.env.DATABASE_URL || undefined;
const redis = { url: process.env.REDIS_URL || undefined, namespace: process.env.REDIS_NAMESPACE || undefined };
// Settings are read inside the promise: a bad value ends the start with the same one line as any other failure.
const app = await Promise.resolve()
  .then(() =>
    buildServer({
      dataDir,
      databaseUrl,
      redis,
      staticDir,
      logger: true,
      apiBaseUrl: process.env.API_BASE_URL,
      filesUrl: process.env.FILES_URL || undefined,
      passwordHashCost: readPasswordHashCost(process.env.PASSWORD_HASH_COST),
      statisticsTimeoutSeconds: readStatisticsTimeoutSeconds(process.env.STATISTICS_TIMEOUT_SECONDS),
      downloadExpireHours: readDownloadExpireHours(process.env.DOWNLOAD_EXPIRE_HOURS),
      serverExportThresholdRows: readServerExportThreshold(process.env.SERVER_EXPORT_THRESHOLD_ROWS),
      trustProxy: trustProxySetting(process.env.TRUST_PROXY),
      allowedOrigins: listSetting(process.env.ALLOWED_ORIGINS),
      registrationApproval: readRegistrationApproval(process.env.REGISTRATION_APPROVAL),
    }),
  )
  .catch((error: unknown) => {
    // A wrong DATABASE_URL, an unreachable Redis, a bad module file: one line that says what, not a stack.
    console.error(`科研管理平台 启动失败:${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
const address = await app.listen({ port, host });
app.log.info(
  `科研管理平台 listening on ${address} (data: ${dataDir}, database: ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, hub: ${redis.url ? 'Redis' : 'this instance'}, files: ${app.appContext.files.description}, static: ${staticDir})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
