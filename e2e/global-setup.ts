import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './harness';

let server: RunningServer | undefined;

/** One server for the whole browser run; tests create their own users, so they do not collide. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
