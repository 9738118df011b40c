import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every workspace that has its own vitest.config.ts is a project (contracts, server, web).
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // Vitest's default leaves one CPU free (one worker on a two-CPU machine). The server tests wait
    // on their database as much as they compute, so a worker per CPU finishes sooner.
    maxWorkers: Math.max(1, os.availableParallelism()),
  },
});
