import { describe, expect, it } from 'vitest';
import { checkSignupResume, formatFileSize } from './signup-resume';

describe('signup resume check', () => {
  it('accepts PDF, DOC and DOCX up to 1 MB, whatever the case of the extension', () => {
    expect(checkSignupResume({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(checkSignupResume({ name: 'CV.DOCX', size: 1024 * 1024 })).toBeNull();
    expect(checkSignupResume({ name: 'old.doc', size: 10 })).toBeNull();
  });

  it('refuses other types', () => {
    expect(checkSignupResume({ name: 'cv.txt', size: 10 })).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkSignupResume({ name: 'pdf', size: 10 })).toBe('Please upload a PDF, DOC, or DOCX file');
  });

  it('refuses files over 1 MB', () => {
    expect(checkSignupResume({ name: 'cv.pdf', size: 1024 * 1024 + 1 })).toBe('File size must be under 1MB');
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
