import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The browser tiers run the real server in-process (test/support/live-server): each file loads its own
// PGlite from a seeded snapshot, so they get the server tier's time-outs.
const liveServerTier = {
  setupFiles: ['test/support/fail-on-console-error.ts', 'test/support/node-text-codecs.ts'],
  globalSetup: ['test/support/live-server/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

// One vitest project per test tier of docs/../architecture guide, so the run counts each tier.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'architecture',
          include: ['test/architecture/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'domain',
          include: ['test/domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'application',
          include: ['test/application/**/*.test.ts'],
          environment: 'node',
          ...liveServerTier,
        },
      },
      {
        test: {
          name: 'infrastructure',
          include: ['test/infrastructure/**/*.test.ts'],
          environment: 'jsdom',
          ...liveServerTier,
        },
      },
      {
        plugins: [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: false,
            routesDirectory: './src/ui/routes',
            generatedRouteTree: './src/ui/routeTree.gen.ts',
          }),
          react(),
        ],
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.tsx'],
          environment: 'jsdom',
          ...liveServerTier,
          setupFiles: [...liveServerTier.setupFiles, 'test/support/jest-dom.ts'],
        },
      },
      {
        test: {
          // Issue 10: fuzz, races and crash over the production wiring; also run on PostgreSQL by npm test.
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/fail-on-console-error.ts'],
          // One folder per run for its servers and data, removed with any server left at the end.
          globalSetup: ['test/reliability/support/tier-run.ts'],
          fileParallelism: false,
          testTimeout: 1_200_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/fail-on-console-error.ts'],
          // PGlite is heavy (~750 MB, 2.5 s cold): files run one at a time, each sharing one instance.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
