// One throw-away PostgreSQL cluster for the whole test run (provisioned, never skipped); each
// test that needs a database creates its own on it (tests/forms/stores.ts).
import type { TestProject } from 'vitest/node';
import { startTempCluster } from '../../scripts/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startTempCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
