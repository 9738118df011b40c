import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/api', '/media', '/docs'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Keep asset files separate: the CSP allows data: images but fonts and pictures cache better as files.
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Contract schemas are plain data: building one has no side effect, so the ones the web app
      // does not use are left out (the server validates every answer against them).
      treeshake: { manualPureFunctions: ['z', 'envelopeSchema'] },
    },
  },
});
