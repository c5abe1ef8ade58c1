import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress';

// The app is served by the reference server from dist/; in development `vite` proxies the API to it.
export default defineConfig({
  // Brotli and gzip copies of every text asset, sent by the server as the browser accepts (scripts/precompress.ts).
  plugins: [react(), precompressPlugin()],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/hub': { target: 'http://localhost:8080', ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Vendor chunks that change rarely, cached apart from the app's code.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@rjsf') || id.includes('ajv')) return 'form-vendor';
          if (id.includes('antd') || id.includes('@ant-design') || id.includes('rc-')) return 'antd-vendor';
          if (id.includes('@refinedev') || id.includes('@tanstack')) return 'refine-vendor';
          return undefined;
        },
      },
    },
  },
});
