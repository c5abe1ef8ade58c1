import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress';
import { antdStaticStylesPlugin } from './scripts/antdStyles/plugin';
import { planColdPathGroups } from './scripts/coldPath/plan';
import { coldPathChunkGroups } from './scripts/coldPath/coldPathGroups';

const MARKDOWN_PACKAGES =
  /node_modules\/(react-markdown|remark-[^/]+|micromark[^/]*|mdast-util-[^/]+|unified|unist-[^/]+|vfile[^/]*|hast-util-[^/]+|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|parse-entities|markdown-table|trough|bail|ccount|mdurl|xtend|extend|is-buffer|is-plain-obj|repeat-string|escape-string-regexp)\//;

// Refine core imports papaparse for its CSV import/export hooks, which the app does not use (its import and export are
// its own, D-PERF-3), and its devtools error-stack-parser (with stackframe) for traces it takes only in development.
// Their UMD wrappers do not declare themselves free of side effects, so they rode along with every list though
// nothing calls them (D-PERF-4f).
const UNUSED_WHEN_UNREFERENCED = /node_modules\/(papaparse|error-stack-parser|stackframe)\//;

// contract/wire builds the bodies' JSON Schemas (the server's validation) with TypeBox at module level. The app reads
// none of them, but the contract's barrel re-exports them, and calls the bundler cannot prove pure kept every schema
// and TypeBox's parser in the shell (~200 kB raw). Building a schema changes nothing outside it (D-PERF-4n).
const WIRE_SCHEMAS = /\/contract\/wire\/[^/]+Body\.ts$|\/contract\/wire\/flowResults\.ts$/;

const APP_TREESHAKE = {
  // @refinedev/antd imports react-markdown for a MarkdownField the app never uses; those packages do not declare
  // themselves free of side effects, so the whole Markdown parser (~38 kB brotli) rode along with every list.
  moduleSideEffects: (id: string) => !MARKDOWN_PACKAGES.test(id) && !UNUSED_WHEN_UNREFERENCED.test(id) && !WIRE_SCHEMAS.test(id),
};

// The app is served by the reference server from dist/; in development `vite` proxies the API to it.
/**
 * The app's settings. `coldPathGroups` (module → group, scripts/coldPath): the chunks a cold load needs, grouped into a
 * few (D-PERF-4h); none splits per route only (the dev server, the bench app, the first build that plans the groups,
 * which writes nothing and so compresses nothing).
 */
export function appViteConfig({
  coldPathGroups = null,
  planning = false,
}: {
  coldPathGroups?: ReadonlyMap<string, string> | null;
  planning?: boolean;
} = {}): UserConfig {
  return {
    // Brotli and gzip copies of every text asset, sent by the server as the browser accepts (scripts/precompress.ts).
    // antd's styles of the default theme as a static sheet, so its components do not write them at run time (D-PERF-4g).
    plugins: [react(), ...(planning ? [] : [precompressPlugin()]), antdStaticStylesPlugin()],
    resolve: {
      // side-channel: qs's cycle guard, on WeakMap and Map rather than get-intrinsic and friends (scripts/browser/sideChannel.cjs).
      // resize-observer-polyfill: the browsers the build targets all have ResizeObserver (scripts/browser/resizeObserver.js).
      // markdown-to-jsx/react: rjsf's Markdown, for texts the app's forms never mark as Markdown (scripts/browser/plainMarkdown.js).
      alias: [
        { find: /^side-channel$/, replacement: fileURLToPath(new URL('./scripts/browser/sideChannel.cjs', import.meta.url)) },
        { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./scripts/browser/resizeObserver.js', import.meta.url)) },
        { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./scripts/browser/plainMarkdown.js', import.meta.url)) },
      ],
    },
    // The export worker is bundled on its own, with the same pruning.
    worker: { rolldownOptions: { treeshake: APP_TREESHAKE } },
    server: {
      proxy: {
        '/api': 'http://localhost:8080',
        '/hub': { target: 'http://localhost:8080', ws: true },
      },
    },
    build: {
      chunkSizeWarningLimit: 1500,
      // Every browser the app supports preloads modules itself; Vite's polyfill only cost the first chunk bytes (D-PERF-4f).
      modulePreload: { polyfill: false },
      // No manual vendor chunks: Rolldown splits per route, so a page loads the antd components it uses and the login
      // page none of the shell's (D-PERF-4c: one antd vendor chunk made the login page carry all of antd).
      rolldownOptions: {
        treeshake: APP_TREESHAKE,
        ...(coldPathGroups && {
          output: { codeSplitting: { groups: coldPathChunkGroups(coldPathGroups) } },
        }),
      },
    },
  };
}

// A build plans the cold path's groups with a first build of the same app (not written), then builds with them.
export default defineConfig(async ({ command }) =>
  appViteConfig({ coldPathGroups: command === 'build' ? await planColdPathGroups(appViteConfig({ planning: true })) : null }),
);
