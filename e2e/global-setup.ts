import { generateDemoPostings } from '@careerlens/core';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './harness';

let server: RunningServer | undefined;

/** One server for the whole browser run; tests create their own users, so they do not collide. */
export async function setup(project: TestProject) {
  server = await startServer();
  await demoDataSettled(server);
  project.provide('baseUrl', server.baseUrl);
}

/**
 * Waits until the demo corpus has loaded and every posting has its job profile: the tests then run
 * against a settled server, not beside a thousand background profile generations on two cores.
 */
async function demoDataSettled(running: RunningServer, timeoutMs = 300_000) {
  const expected = generateDemoPostings(new Date()).length;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${running.baseUrl}/api/blog/published?size=1`).catch(() => undefined);
    const published = Number(response?.headers.get('x-published-count') ?? 0);
    if (published >= expected) return;
    if (Date.now() > deadline) {
      throw new Error(`only ${published} of ${expected} demo job profiles after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
