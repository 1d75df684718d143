import type { PageImage } from './engine';

/**
 * Bullet marks cleared from a page image before it is read. The engine reads a round or square bullet as a
 * letter it is unsure of ("e", "¢", "®" at 20-60 confidence), and every line holding such a word is read again
 * by each other language's network: on a dense page of bullets that is most lines, and most of the time the
 * page takes (measured 2026-11-29, ocr.md). The words are the same without them; the analysis reads a
 * bullet's line by its indent and its text, never by the mark.
 *
 * A bullet here is the first mark of a row of text: a filled blob, about as wide as it is tall, smaller than
 * the row's letters' height and sitting within the row, with a clear gap after it and more ink after that.
 * A letter ("o", "e", "O") is not filled; a dash or a digit is not square; a mark alone on its row is not a
 * bullet. Rows are found by the ink's horizontal profile of the page's left third, so on a page turned so
 * far that its rows run into each other even there nothing is found, and the page is read as before.
 */

/** A filled mark holds at least this share of its box as ink (a "•" about 0.75, an "o" or "e" under 0.5). */
const MIN_FILL = 0.62;
/** Width over height of a bullet's box. */
const MIN_ASPECT = 0.6;
const MAX_ASPECT = 1.6;
/** A bullet is at most this share of its row's height, and at least this many pixels. */
const MAX_HEIGHT_SHARE = 0.6;
const MIN_SIZE = 4;
/** The gap after a bullet is at least this share of its width. */
const MIN_GAP_SHARE = 0.5;
/** Rows of text are at least this tall (pixels) and at most this share of the page. */
const MIN_ROW_HEIGHT = 8;
const MAX_ROW_SHARE = 0.08;
/** A row of the profile strip with ink on at most this share of its pixels is blank (specks of noise). */
const SPECK_SHARE = 0.01;
/** The share of the page's width, from the left, whose ink profile finds the rows. */
const PROFILE_STRIP = 0.3;

export interface BulletBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The bullet marks of a PGM page image (see above), ink being the pixels at or below `threshold`. */
export function findBullets(image: PageImage, threshold: number): BulletBox[] {
  const { width, height } = image;
  const pixels = image.image.subarray(image.image.length - width * height);
  const isInk = (x: number, y: number) => pixels[y * width + x]! <= threshold;
  // Rows are found in the page's left part, where bullets stand: a page turned a degree on the scanner
  // drifts a row's height across the whole width, but little across a third of it.
  const strip = Math.round(width * PROFILE_STRIP);
  const rowInk = new Uint32Array(height);
  for (let y = 0; y < height; y += 1) {
    let ink = 0;
    for (let index = y * width, end = index + strip; index < end; index += 1)
      if (pixels[index]! <= threshold) ink += 1;
    rowInk[y] = ink;
  }
  const bullets: BulletBox[] = [];
  let y = 0;
  // A row with a few specks of ink is still blank paper (noisy scans).
  const blankRow = Math.max(1, Math.round(strip * SPECK_SHARE));
  while (y < height) {
    if (rowInk[y]! <= blankRow) {
      y += 1;
      continue;
    }
    const top = y;
    while (y < height && rowInk[y]! > blankRow) y += 1;
    const bottom = y; // exclusive
    const rowHeight = bottom - top;
    if (rowHeight < MIN_ROW_HEIGHT || rowHeight > MAX_ROW_SHARE * height) continue;
    // A column holds ink when two pixels of the row are ink: one is a speck.
    const columnHasInk = (x: number) => {
      let ink = 0;
      for (let row = top; row < bottom; row += 1) if (isInk(x, row) && ++ink >= 2) return true;
      return false;
    };
    let x = 0;
    while (x < width && !columnHasInk(x)) x += 1;
    const left = x;
    while (x < width && columnHasInk(x)) x += 1;
    const right = x; // exclusive
    const markWidth = right - left;
    if (markWidth < MIN_SIZE) continue;
    let gapEnd = right;
    while (gapEnd < width && !columnHasInk(gapEnd)) gapEnd += 1;
    if (gapEnd >= width || gapEnd - right < MIN_GAP_SHARE * markWidth) continue;
    let markTop = bottom;
    let markBottom = top;
    let filled = 0;
    for (let row = top; row < bottom; row += 1)
      for (let column = left; column < right; column += 1)
        if (isInk(column, row)) {
          filled += 1;
          markTop = Math.min(markTop, row);
          markBottom = Math.max(markBottom, row + 1);
        }
    const markHeight = markBottom - markTop;
    if (markHeight < MIN_SIZE || markHeight > MAX_HEIGHT_SHARE * rowHeight) continue;
    const aspect = markWidth / markHeight;
    if (aspect < MIN_ASPECT || aspect > MAX_ASPECT) continue;
    if (filled < MIN_FILL * markWidth * markHeight) continue;
    bullets.push({ x0: left, y0: markTop, x1: right, y1: markBottom });
  }
  return bullets;
}

/** The page image with its bullet marks painted white (a copy; the image given is left as it is). */
export function withoutBullets(image: PageImage, threshold: number): { image: PageImage; bullets: number } {
  const bullets = findBullets(image, threshold);
  if (bullets.length === 0) return { image, bullets: 0 };
  const copy = Buffer.from(image.image);
  const offset = copy.length - image.width * image.height;
  for (const box of bullets)
    for (let row = Math.max(0, box.y0 - 1); row < Math.min(image.height, box.y1 + 1); row += 1)
      copy.fill(
        255,
        offset + row * image.width + Math.max(0, box.x0 - 1),
        offset + row * image.width + Math.min(image.width, box.x1 + 1),
      );
  return { image: { ...image, image: copy }, bullets: bullets.length };
}
