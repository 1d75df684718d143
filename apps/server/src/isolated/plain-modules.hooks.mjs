// Module hooks for the worker threads, registered after tsx so that they run before it: ES modules that
// packages ship ready to run (.mjs under node_modules) are loaded as they are. tsx would otherwise rewrite
// every dynamic import() in them and attach a source map, which for pdf.js (3 MB of code and 8 MB of
// source maps) costs each thread seconds at its first PDF and hundreds of megabytes of memory.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.includes('/node_modules/') && url.endsWith('.mjs')) {
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
}
