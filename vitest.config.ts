import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'views/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    // A real PostgreSQL for the form store tests (about a second to start).
    globalSetup: ['tests/forms/postgres.global-setup.ts'],
    // Generous: process and browser tests wait on real servers, which a busy machine slows several times over.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a visitor would see; its default second was shorter than a busy
    // machine takes to show a debounced result (a full run once polled the phone field's country
    // for 1 s while its 300 ms check was still queued). Like the browser tests' own waits
    // (WAIT_MS), a cap: a poll that passes returns at once.
    expect: { poll: { timeout: 30_000 } },
    // Two cores: browser files each start Chromium, so keep the pool small.
    maxWorkers: 2,
    // A test marked .only fails the run everywhere, not only in CI (tests/no-skipped-tests.test.ts
    // also refuses .skip and .todo).
    allowOnly: false,
  },
});
