import { extractionFailure } from './types';

/** Below this many letters a document has no usable text (a scan, or an empty page). */
export const MIN_LETTERS = 80;
/** Shares under which text is not language but symbol soup (bad font encodings, binary noise). */
const MIN_LETTER_SHARE = 0.55;
const MIN_VOWEL_WORD_SHARE = 0.6;
const MAX_CID_MARKERS = 5;
const MAX_ODD_SHARE = 0.05;
const MAX_MEAN_WORD_LENGTH = 22;

export interface TextQuality {
  letters: number;
  letterShare: number;
  vowelWordShare: number;
  meanWordLength: number;
  cidMarkers: number;
  oddShare: number;
}

export function measureTextQuality(text: string): TextQuality {
  const visible = text.replace(/\s+/g, '');
  const letters = (visible.match(/\p{L}/gu) ?? []).length;
  const latinWords = text.match(/\b[A-Za-z]{3,}\b/g) ?? [];
  const withVowel = latinWords.filter((word) => /[aeiouy]/i.test(word)).length;
  const words = text.split(/\s+/).filter(Boolean);
  const odd = (visible.match(/[\uE000-\uF8FF\uFFFD]/gu) ?? []).length;
  return {
    letters,
    letterShare: visible.length ? letters / visible.length : 0,
    vowelWordShare: latinWords.length ? withVowel / latinWords.length : 1,
    meanWordLength: words.length ? visible.length / words.length : 0,
    cidMarkers: (text.match(/\(cid:\d+\)/g) ?? []).length,
    oddShare: visible.length ? odd / visible.length : 0,
  };
}

/**
 * Refuses text no one could score: empty (or a scan when `fromPdf`), or garbled. An empty or garbled
 * parse is never analysed.
 */
export function assertReadableText(text: string, options: { fromPdf: boolean }): void {
  const quality = measureTextQuality(text);
  if (quality.letters < MIN_LETTERS) throw extractionFailure(options.fromPdf ? 'NO_TEXT_LAYER' : 'EMPTY');
  const garbled =
    quality.cidMarkers > MAX_CID_MARKERS ||
    quality.oddShare > MAX_ODD_SHARE ||
    quality.letterShare < MIN_LETTER_SHARE ||
    quality.vowelWordShare < MIN_VOWEL_WORD_SHARE ||
    quality.meanWordLength > MAX_MEAN_WORD_LENGTH;
  if (garbled) throw extractionFailure('GARBLED');
}
