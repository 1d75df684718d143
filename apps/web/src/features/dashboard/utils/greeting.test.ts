import { describe, expect, it } from 'vitest';
import { greetingLine, greetingMessage } from './greeting';

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
    expect(greetingMessage({ targetRole: 'Data Analyst', hasPrimaryResume: false })).toBe(
      'Upload your resume to get your ATS score, your skill gaps for Data Analyst roles and jobs that match you.',
    );
  });

  it('talks about the resume once there is one', () => {
    expect(greetingMessage({ targetRole: 'Recruiter', hasPrimaryResume: true })).toContain('Recruiter roles');
    expect(greetingMessage({ targetRole: 'Recruiter', hasPrimaryResume: true })).toContain(
      'primary resume is in',
    );
  });

  it('has a wording without a target role', () => {
    expect(greetingMessage({ targetRole: null, hasPrimaryResume: false })).toContain('the roles you want');
  });
});
