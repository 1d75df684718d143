// The adapter tesseract.js's worker script reads and fetches through (see tesseract.worker.cjs): it reads
// only the language data installed from the npm registry, and it has no network at all.
'use strict';

const { readFile } = require('node:fs/promises');
const { gunzipSync } = require('node:zlib');

/** The language path the engine passes (ocr/engine.ts): files under it map to the installed packages. */
const LANG_PREFIX = 'careerlens-ocr-languages/';
const LANGUAGE_FILE = /^([a-z]{3}(?:_[a-z]+)?)\.traineddata\.gz$/;

function offline(what) {
  return () => Promise.reject(new Error(`OCR runs offline: ${what} is not allowed`));
}

/** The installed data file of a language, or an error naming what is missing. */
function languageFile(path) {
  const name = path.startsWith(LANG_PREFIX) ? path.slice(LANG_PREFIX.length) : '';
  const match = LANGUAGE_FILE.exec(name);
  if (!match) throw new Error(`OCR reads only installed language data, not ${path}`);
  const code = match[1];
  try {
    return require.resolve(`@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`);
  } catch {
    throw new Error(
      `OCR language data for "${code}" is not installed (npm package @tesseract.js-data/${code})`,
    );
  }
}

const adapter = {
  gunzip: gunzipSync,
  fetch: offline('fetch'),
  readCache: async (path) => readFile(languageFile(path)),
  writeCache: offline('writing a cache'),
  deleteCache: () => Promise.resolve(),
  checkCache: () => Promise.resolve(false),
};

module.exports = { adapter, offline, languageFile, LANG_PREFIX };
