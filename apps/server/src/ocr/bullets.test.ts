import { describe, expect, it } from 'vitest';
import { findBullets, withoutBullets } from './bullets';
import type { PageImage } from './engine';

const WIDTH = 400;
const ROW = 30;

/** A white page of `rows` rows of 30 pixels, drawn by `draw(set, row top)` for each row. */
function page(rows: number, draw: (ink: (x: number, y: number) => void, top: number, row: number) => void) {
  const height = Math.max(rows * ROW + 20, 600);
  const pixels = new Uint8Array(WIDTH * height).fill(255);
  const ink = (x: number, y: number) => {
    pixels[y * WIDTH + x] = 0;
  };
  for (let row = 0; row < rows; row += 1) draw(ink, 10 + row * ROW, row);
  const header = Buffer.from(`P5\n${WIDTH} ${height}\n255\n`, 'ascii');
  return { image: Buffer.concat([header, Buffer.from(pixels)]), width: WIDTH, height } satisfies PageImage;
}
const box = (ink: (x: number, y: number) => void, x0: number, y0: number, w: number, h: number) => {
  for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) ink(x, y);
};
const ring = (ink: (x: number, y: number) => void, x0: number, y0: number, size: number) => {
  for (let i = 0; i < size; i += 1) {
    ink(x0 + i, y0);
    ink(x0 + i, y0 + size - 1);
    ink(x0, y0 + i);
    ink(x0 + size - 1, y0 + i);
  }
};
/** Letters: blocks 7 wide and 16 tall with gaps, from x. */
const words = (ink: (x: number, y: number) => void, x: number, top: number) => {
  for (let letter = 0; letter < 12; letter += 1) box(ink, x + letter * 10, top + 2, 7, 16);
};

describe('bullet marks on a scanned page', () => {
  it('finds the filled mark before each row of text, and clears it', () => {
    const image = page(4, (ink, top) => {
      box(ink, 20, top + 6, 8, 8);
      words(ink, 40, top);
    });
    const bullets = findBullets(image, 128);
    expect(bullets).toHaveLength(4);
    expect(bullets[0]).toEqual({ x0: 20, y0: 16, x1: 28, y1: 24 });
    const cleared = withoutBullets(image, 128);
    expect(cleared.bullets).toBe(4);
    expect(findBullets(cleared.image, 128)).toEqual([]);
    // The text is left as it was, and the image given is not changed.
    expect(findBullets(image, 128)).toHaveLength(4);
  });

  it('leaves letters, digits, dashes and a mark alone on its row', () => {
    const image = page(4, (ink, top, row) => {
      if (row === 0) ring(ink, 20, top + 6, 9); // an "o": not filled
      if (row === 1) box(ink, 20, top + 2, 3, 16); // an "l" or a "1": not square
      if (row === 2) box(ink, 20, top + 9, 12, 2); // a dash: not square
      if (row !== 3) words(ink, 40, top);
      else box(ink, 20, top + 6, 8, 8); // a dot and nothing after it
    });
    expect(findBullets(image, 128)).toEqual([]);
  });

  it('reads the first letter of a row without a bullet as text', () => {
    const image = page(2, (ink, top) => words(ink, 20, top));
    expect(findBullets(image, 128)).toEqual([]);
  });
});
