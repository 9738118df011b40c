import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every workspace that has its own vitest.config.ts is a project (contracts, server, web).
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
