import { SIGNUP_RESUME_MAX_BYTES } from '@careerlens/contracts/constants';

export const SIGNUP_RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const SIGNUP_RESUME_ACCEPT = [
  ...SIGNUP_RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
export const SIGNUP_RESUME_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file';
export const SIGNUP_RESUME_SIZE_MESSAGE = 'File size must be under 1MB';

/** The step-4 rule: PDF, DOC or DOCX, at most 1 MB. Returns the message to show, or null when the file is fine. */
export function checkSignupResume(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!SIGNUP_RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return SIGNUP_RESUME_TYPE_MESSAGE;
  if (file.size > SIGNUP_RESUME_MAX_BYTES) return SIGNUP_RESUME_SIZE_MESSAGE;
  return null;
}

export { formatFileSize } from '../../../lib/format';
