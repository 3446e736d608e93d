import { defineConfig } from 'vitest/config';

// Two suites: pure units (domain, client runtime under jsdom) and the server API through app.inject.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One database per file; files in parallel would fight over the PostgreSQL schema.
          fileParallelism: false,
          // ISPS_TEST_PG_URL / ISPS_TEST_REDIS_URL, or a throwaway PostgreSQL and Redis started for the run.
          globalSetup: ['tests/vitest-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The JeecgBoot 2.4.6 client's calls against our routes (issue 19), on SQLite only.
          name: 'compat',
          include: ['tests/compat/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
