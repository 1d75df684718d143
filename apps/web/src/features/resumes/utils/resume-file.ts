import { RESUME_FILE_TYPES, RESUME_MAX_BYTES } from '@careerlens/contracts/constants';

/** What the file picker offers: the four extensions and their MIME types. */
export const RESUME_ACCEPT = [
  ...RESUME_FILE_TYPES.map((type) => `.${type}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');

export interface ResumeFileProblem {
  title: string;
  description: string;
}

/** Spec section 5, "Resume upload modal". */
export const INVALID_TYPE_PROBLEM: ResumeFileProblem = {
  title: 'Invalid file type',
  description: 'Please upload a PDF, DOC, DOCX, or TXT file',
};
export const TOO_LARGE_PROBLEM: ResumeFileProblem = {
  title: 'File too large',
  description: 'File size cannot exceed 10MB',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** PDF, DOC, DOCX or TXT (by extension), at most 10MB. Null when the file may be uploaded. */
export function checkResumeFile(file: { name: string; size: number }): ResumeFileProblem | null {
  if (!(RESUME_FILE_TYPES as readonly string[]).includes(extensionOf(file.name))) return INVALID_TYPE_PROBLEM;
  if (file.size > RESUME_MAX_BYTES) return TOO_LARGE_PROBLEM;
  return null;
}

export { formatFileSize } from '../../../lib/format';
