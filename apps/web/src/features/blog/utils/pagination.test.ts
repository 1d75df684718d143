import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './pagination';

describe('pagination helpers', () => {
  it('counts pages and clamps the page from the URL', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(clampPage(null, 5)).toBe(1);
    expect(clampPage('abc', 5)).toBe(1);
    expect(clampPage('-2', 5)).toBe(1);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('99', 5)).toBe(5);
  });
  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(8, 16)).toEqual([1, 'gap', 7, 8, 9, 'gap', 16]);
    expect(pageItems(16, 16)).toEqual([1, 'gap', 15, 16]);
  });
});
