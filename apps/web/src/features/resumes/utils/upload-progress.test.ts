import { describe, expect, it } from 'vitest';
import { nextUploadProgress, UPLOAD_PROGRESS_CAP } from './upload-progress';

describe('nextUploadProgress', () => {
  it('rises by 10 and stops at 90', () => {
    const values: number[] = [];
    let value = 0;
    for (let tick = 0; tick < 12; tick += 1) {
      value = nextUploadProgress(value);
      values.push(value);
    }
    expect(values).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(UPLOAD_PROGRESS_CAP).toBe(90);
  });
});
