/** Spec section 4, "Upload modal": the bar rises this much... */
export const UPLOAD_PROGRESS_STEP = 10;
/** ...this often while the file is on its way... */
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
/** ...up to here, and jumps to 100 when the server has answered. */
export const UPLOAD_PROGRESS_CAP = 90;
/** The success view stays this long before the modal closes by itself. */
export const UPLOAD_SUCCESS_CLOSE_MS = 1000;

/** The next value of the fake upload progress: +10, never past 90. */
export function nextUploadProgress(value: number): number {
  return Math.min(UPLOAD_PROGRESS_CAP, value + UPLOAD_PROGRESS_STEP);
}
