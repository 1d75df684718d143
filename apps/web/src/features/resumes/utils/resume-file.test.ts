import { RESUME_MAX_BYTES } from '@careerlens/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  formatFileSize,
  INVALID_TYPE_PROBLEM,
  RESUME_ACCEPT,
  TOO_LARGE_PROBLEM,
} from './resume-file';

describe('checkResumeFile', () => {
  it('accepts PDF, DOC, DOCX and TXT whatever the case of the extension', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'my.resume.docx', 'notes.txt'])
      expect(checkResumeFile({ name, size: 1000 })).toBeNull();
  });

  it('refuses other types with the spec messages', () => {
    for (const name of ['setup.exe', 'photo.png', 'resume', 'resume.pdf.exe', 'archive.zip'])
      expect(checkResumeFile({ name, size: 1000 })).toEqual(INVALID_TYPE_PROBLEM);
    expect(INVALID_TYPE_PROBLEM).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF, DOC, DOCX, or TXT file',
    });
  });

  it('allows exactly 10MB and refuses one byte more', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toEqual(TOO_LARGE_PROBLEM);
    expect(TOO_LARGE_PROBLEM).toEqual({
      title: 'File too large',
      description: 'File size cannot exceed 10MB',
    });
  });

  it('reports the type before the size', () => {
    expect(checkResumeFile({ name: 'huge.png', size: RESUME_MAX_BYTES * 2 })).toEqual(INVALID_TYPE_PROBLEM);
  });
});

describe('RESUME_ACCEPT and formatFileSize', () => {
  it('offers the four extensions in the file picker', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.txt']));
  });

  it('formats sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11.0 MB');
  });
});
