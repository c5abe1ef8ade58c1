import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Imported by the app's entry (src/main.tsx): the sheet becomes part of the entry's CSS, linked by index.html. */
export const ANTD_STATIC_STYLES_ID = 'virtual:antd-static-styles.css';
const RESOLVED_ID = `\0${ANTD_STATIC_STYLES_ID}`;
const RENDERER = fileURLToPath(new URL('./staticStyleSheet.tsx', import.meta.url));

/** Renders the sheet in a node of its own: antd's CommonJS build, production hashes, nothing of Vite's module graph. */
export function renderAntdStaticStyles(): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', RENDERER], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`antd's static style sheet could not be rendered:\n${result.stderr}`);
  return result.stdout;
}

/**
 * antd's styles of the default theme as a static sheet (scripts/antdStyles/staticStyleSheet.tsx, D-PERF-4g). Only in
 * a build: the development server's antd writes development hashes, which a production sheet would not match.
 */
export function antdStaticStylesPlugin(): Plugin {
  let build = false;
  let sheet: string | undefined;
  return {
    name: 'kygl-antd-static-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source) {
      return source === ANTD_STATIC_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!build) return '';
      sheet ??= renderAntdStaticStyles();
      return sheet;
    },
  };
}
