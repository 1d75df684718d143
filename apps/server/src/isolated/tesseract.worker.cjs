// The tesseract.js worker thread, offline: tesseract.js's own Node worker script with an adapter that
// reads only the installed language packages (@tesseract.js-data/<lang>/4.0.0_best_int) and has no
// network at all (tesseract-offline-adapter.cjs). It replaces tesseract.js's default worker (workerPath),
// whose adapter downloads missing language data from a CDN and writes a cache in the working folder.
// Plain CommonJS: it runs as is, from the sources and from the compiled server (src/paths.ts names it).
'use strict';

const { parentPort } = require('node:worker_threads');
const { adapter, offline } = require('./tesseract-offline-adapter.cjs');

// Nothing in this thread may reach the network, whatever a future tesseract.js version tries.
globalThis.fetch = offline('fetch');

const worker = require('tesseract.js/src/worker-script');
const getCore = require('tesseract.js/src/worker-script/node/getCore');

worker.setAdapter({ ...adapter, getCore });

parentPort.on('message', (packet) => {
  worker.dispatchHandlers(packet, (message) => parentPort.postMessage(message));
});
