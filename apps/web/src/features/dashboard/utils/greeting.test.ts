import { describe, expect, it } from 'vitest';
import { greetingLine, greetingMessage, primaryResumeState } from './greeting';

describe('greetingLine', () => {
  it('chooses the line by the length of the first name', () => {
    expect(greetingLine('Ada')).toBe("Great to see you, Ada! Let's move your search forward.");
    expect(greetingLine('Jordan')).toBe('Great to see you, Jordan!');
    expect(greetingLine('Maximilianus')).toBe('Hello, Maximilianus!');
  });

  it('switches at 5 and 11 characters', () => {
    expect(greetingLine('Alexa')).toContain('move your search forward');
    expect(greetingLine('Alexandra')).toBe('Great to see you, Alexandra!');
    expect(greetingLine('Christopher')).toBe('Hello, Christopher!');
  });

  it('survives a blank name', () => {
    expect(greetingLine('  ')).toContain('there');
  });
});

describe('greetingMessage', () => {
  it('asks for a resume when there is no primary resume', () => {
    expect(greetingMessage({ targetRole: 'Data Analyst', resumeState: 'none' })).toBe(
      'Upload your resume to get your ATS score, your skill gaps for Data Analyst roles and jobs that match you.',
    );
  });

  it('talks about the resume once it is analysed', () => {
    const message = greetingMessage({ targetRole: 'Recruiter', resumeState: 'analysed' });
    expect(message).toContain('Recruiter roles');
    expect(message).toContain('primary resume is in');
  });

  it('never says the resume is in when its analysis failed', () => {
    const message = greetingMessage({ targetRole: 'Recruiter', resumeState: 'failed' });
    expect(message).not.toContain('is in');
    expect(message).toContain('could not read');
  });

  it('says the analysis is running while it runs', () => {
    expect(greetingMessage({ targetRole: null, resumeState: 'analysing' })).toContain('reading it now');
  });

  it('has a wording without a target role', () => {
    expect(greetingMessage({ targetRole: null, resumeState: 'none' })).toContain('the roles you want');
  });
});

describe('primaryResumeState', () => {
  it('maps the four statuses and no resume', () => {
    expect(primaryResumeState(null)).toBe('none');
    expect(primaryResumeState('UPLOADED')).toBe('analysing');
    expect(primaryResumeState('ANALYSIS_IN_PROGRESS')).toBe('analysing');
    expect(primaryResumeState('ANALYSIS_FAILED')).toBe('failed');
    expect(primaryResumeState('ANALYSIS_COMPLETED')).toBe('analysed');
  });
});
