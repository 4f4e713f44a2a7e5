import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Lab tests start real sshd hosts and a real registry: generous, but never a timing assertion.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Integration files share one machine's network namespaces; they run one file at a time.
    fileParallelism: false,
  },
});
