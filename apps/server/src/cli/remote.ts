import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerInfo {
  pid: number;
  port: number;
  adminToken: string;
}

/** The running server that holds the embedded database, from DATA_DIR/server.json. */
export function readServerInfo(dataDir: string): ServerInfo | undefined {
  const file = path.join(dataDir, 'server.json');
  if (!existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerInfo>;
    if (
      typeof info.port === 'number' &&
      typeof info.adminToken === 'string' &&
      typeof info.pid === 'number'
    ) {
      return info as ServerInfo;
    }
  } catch {
    // unreadable: treat as absent
  }
  return undefined;
}

/** Calls an internal route of the running server. */
export async function callServer<T>(
  info: ServerInfo,
  route: string,
  init: { body?: RequestInit['body']; contentType?: string; timeoutMs?: number } = {},
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${info.port}/api/internal${route}`, {
    method: 'POST',
    headers: { 'x-admin-token': info.adminToken, 'content-type': init.contentType ?? 'application/json' },
    body: init.body ?? '{}',
    signal: AbortSignal.timeout(init.timeoutMs ?? 30 * 60_000),
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON
    }
    throw new Error(`The running server refused the request (${response.status}): ${message}`);
  }
  return JSON.parse(text) as T;
}
