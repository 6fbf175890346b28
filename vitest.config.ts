import { defineConfig } from 'vitest/config';

const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/server/test/unit/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
          // The evaluation sets answer hundreds of questions in one test: seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/test/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
