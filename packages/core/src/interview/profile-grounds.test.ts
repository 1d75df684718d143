import { describe, expect, it } from 'vitest';
import { generateDemoPostings } from '../demo/generate-demo-postings';
import { analyzePosting } from '../postings/analyze-posting';
import { generateJobProfile } from './generate-profile';
import { canGroundProfile } from './profile-grounds';

const POSTINGS = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).slice(0, 6);

describe('every question assesses something the posting asks for', () => {
  it('a posting that lists responsibilities but no skill: each question assesses one of its responsibilities', () => {
    for (const posting of POSTINGS) {
      const read = analyzePosting(posting);
      expect(read.responsibilities.length).toBeGreaterThan(0);
      const analysis = { ...read, requiredSkills: [], preferredSkills: [] };
      const profile = generateJobProfile({ posting, analysis, postingId: posting.sourceId ?? posting.title });
      for (const question of profile.interview_questions) {
        expect(question.assessedSkills).toEqual([]);
        expect(question.assessedResponsibilities.length, question.question).toBeGreaterThan(0);
        for (const duty of question.assessedResponsibilities) expect(read.responsibilities).toContain(duty);
      }
    }
  });

  it('a posting with skills: every question assesses at least one of them', () => {
    for (const posting of POSTINGS) {
      const analysis = analyzePosting(posting);
      const profile = generateJobProfile({ posting, analysis, postingId: posting.sourceId ?? posting.title });
      for (const question of profile.interview_questions)
        expect(question.assessedSkills.length + question.assessedResponsibilities.length).toBeGreaterThan(0);
    }
  });
});

describe('canGroundProfile', () => {
  it('needs a skill or a responsibility', () => {
    const none = { requiredSkills: [], preferredSkills: [], responsibilities: [] };
    expect(canGroundProfile(none)).toBe(false);
    expect(canGroundProfile({ ...none, preferredSkills: ['sql'] })).toBe(true);
    expect(canGroundProfile({ ...none, responsibilities: ['Reconcile the ledger each month'] })).toBe(true);
  });
});
