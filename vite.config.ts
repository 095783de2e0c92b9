import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in app/ and builds to dist/, which the Fastify server serves in production.
// In development Vite serves the app and proxies everything the server answers.
const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxied = ['/api', '/provider', '/media', '/catalogue-images'];

export default defineConfig({
  root: 'app',
  publicDir: '../packages/server/assets/public',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
});
