import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-vendor',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
