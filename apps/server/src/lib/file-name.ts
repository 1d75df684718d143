/**
 * The one cleaner of uploaded file names, applied by the multipart reader to every upload path: removes what
 * breaks a Content-Disposition header or a file system (control characters such as CR and LF, quotes, path
 * separators) and bounds the length.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/]/g, '_')
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'resume';
}
