import type { InterviewQuestion, JobProfileContent } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../postings/analyze-posting';
import { generateJobProfile } from './generate-profile';
import { checkProfileGrounding } from './profile-grounding';
import { SOFTWARE_ENGINEER_POSTING } from './sample-postings';

const { posting, postingId } = SOFTWARE_ENGINEER_POSTING;
const analysis = analyzePosting(posting);
const grounded = generateJobProfile({ posting, analysis, postingId });

/** The grounded profile with one change. */
function broken(change: (profile: JobProfileContent) => void): JobProfileContent {
  const profile = structuredClone(grounded);
  change(profile);
  return profile;
}

function check(profile: JobProfileContent): string[] {
  return checkProfileGrounding(profile, { posting, analysis });
}

function question(profile: JobProfileContent, index: number): InterviewQuestion {
  const found = profile.interview_questions[index];
  if (found === undefined) throw new Error(`No question ${index}`);
  return found;
}

function indexOfType(profile: JobProfileContent, type: InterviewQuestion['type']): number {
  return profile.interview_questions.findIndex((candidate) => candidate.type === type);
}

describe('checkProfileGrounding', () => {
  it('finds nothing wrong with a generated profile', () => {
    expect(check(grounded)).toEqual([]);
  });

  it('catches too few and too many questions', () => {
    expect(check(broken((profile) => profile.interview_questions.splice(7)))).toContainEqual(
      expect.stringMatching(/^interview_questions: 7 questions; a profile needs 8 to 12\.$/u),
    );
    const tooMany = broken((profile) => {
      const extra = profile.interview_questions.map((item, index) => ({
        ...item,
        id: `${item.id}-copy`,
        question: `Completely different wording number ${index} about topic ${'xyzw'.repeat(index + 1)}?`,
      }));
      profile.interview_questions.push(...extra.slice(0, 13 - profile.interview_questions.length));
    });
    expect(check(tooMany)).toContainEqual(expect.stringMatching(/13 questions; a profile needs 8 to 12/u));
  });

  it('catches an assessed skill the posting does not ask for, and one not written as its display name', () => {
    const violations = check(
      broken((profile) => {
        question(profile, 0).assessedSkills = ['Rust'];
        question(profile, 1).assessedSkills = ['typescript'];
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/assesses "Rust", which is not a skill the posting asks for/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(
        /assessed skill "typescript" must be written as the posting's skill name "TypeScript"/u,
      ),
    );
  });

  it('catches an assessed responsibility the posting does not state, or not word for word', () => {
    const stated = analysis.responsibilities[0] ?? '';
    const violations = check(
      broken((profile) => {
        question(profile, 0).assessedResponsibilities = ['Lead the migration to microservices'];
        question(profile, 1).assessedResponsibilities = [`${stated.toLowerCase()}.`];
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(
        /assesses "Lead the migration to microservices", which is not one of the posting's responsibilities/u,
      ),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/must be written exactly as the posting states it/u),
    );
  });

  it('catches a leftover placeholder anywhere in the profile', () => {
    const violations = check(
      broken((profile) => {
        question(profile, 2).answer = 'Situation: I used {skill} to ... Task: ... Action: ... Result: ...';
        profile.preparationTips[0] = 'Review {skill} before the interview.';
      }),
    );
    expect(violations).toContainEqual(
      'interview_questions[2].answer contains the unfilled placeholder "{skill}".',
    );
    expect(violations).toContainEqual('preparationTips[0] contains the unfilled placeholder "{skill}".');
  });

  it('catches two questions that reword each other', () => {
    const violations = check(
      broken((profile) => {
        const first = question(profile, 0);
        question(profile, 5).question = `${first.question.replace(/^How would you/u, 'How could you')}`;
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^interview_questions\[5\] .*rewords interview_questions\[0\]/u),
    );
  });

  it('catches a profile with a single type, a single difficulty or no behavioural question', () => {
    const violations = check(
      broken((profile) => {
        for (const item of profile.interview_questions) {
          item.type = 'technical';
          item.difficulty = 'MEDIUM';
        }
      }),
    );
    expect(violations).toContain('interview_questions: all are technical; mix at least 2 types.');
    expect(violations).toContain('interview_questions: all are MEDIUM; mix at least 2 difficulties.');
    expect(violations).toContain(
      'interview_questions: no behavioural question; include at least one with a STAR answer.',
    );
  });

  it('catches a behavioural answer without STAR labels in order', () => {
    const index = indexOfType(grounded, 'behavioural');
    const violations = check(
      broken((profile) => {
        question(profile, index).answer =
          'I worked hard. Result: it went well. Situation: busy. Task: finish.';
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(
        /behavioural answer is not in STAR form \(missing or out of order: "Action:", "Result:"\)/u,
      ),
    );
  });

  it('catches duplicate ids, empty answers and missing criteria', () => {
    const violations = check(
      broken((profile) => {
        question(profile, 3).id = question(profile, 2).id;
        question(profile, 4).answer = ' ';
        question(profile, 4).evaluationCriteria = [];
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^interview_questions\[3\] .*repeats the id of interview_questions\[2\]/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^interview_questions\[4\] .*the model answer is empty/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^interview_questions\[4\] .*has no evaluation criteria/u),
    );
  });

  it('catches qualifications and responsibilities that are not the posting’s', () => {
    const violations = check(
      broken((profile) => {
        profile.skillsAnalysis.requiredQualifications.push('5+ years of Rust experience');
        profile.rolesAnalysis.coreResponsibilities[0] = 'Own the machine learning platform';
      }),
    );
    expect(violations).toContainEqual(
      'skillsAnalysis.requiredQualifications[4] is not a requirement taken from the posting: "5+ years of Rust experience".',
    );
    expect(violations).toContainEqual(
      'rolesAnalysis.coreResponsibilities[0] is not a responsibility taken from the posting: "Own the machine learning platform".',
    );
  });

  it('accepts requirements quoted from the posting text even when the analysis split them differently', () => {
    const quoted = broken((profile) => {
      profile.skillsAnalysis.requiredQualifications = ['Strong TypeScript and SQL skills'];
    });
    expect(check(quoted)).toEqual([]);
  });

  it('catches invented education and skills', () => {
    const violations = check(
      broken((profile) => {
        profile.skillsAnalysis.educationRequirements.push("Master's degree in Computer Science required");
        profile.skillsAnalysis.technicalSkills.push('Rust');
        profile.skillsAnalysis.softSkills.push('Servant Leadership');
      }),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^skillsAnalysis\.educationRequirements\[1\] is neither quoted/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^skillsAnalysis\.technicalSkills\[\d+\] "Rust" is neither/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^skillsAnalysis\.softSkills\[\d+\] "Servant Leadership"/u),
    );
  });

  it('catches numbers, benefits and names in the fact lists that the posting does not state', () => {
    const first = broken(() => undefined).additionalAnalysis.marketDifferentiators.length;
    const violations = check(
      broken((profile) => {
        profile.additionalAnalysis.marketDifferentiators.push('Unlimited PTO and a four-day week');
        profile.additionalAnalysis.marketDifferentiators.push('401(k) with a 6% company match');
        profile.additionalAnalysis.marketDifferentiators.push('Free gym membership and catered lunches');
        profile.additionalInformation.push('Pay: $140,000 to $180,000 a year.');
        profile.additionalInformation.push('Location: Austin, Texas.');
        profile.additionalInformation.push('The role is part-time.');
      }),
    );
    const differentiators = 'additionalAnalysis.marketDifferentiators';
    expect(violations).toContainEqual(
      expect.stringMatching(new RegExp(`^${differentiators}\\[${first + 0}\\] mentions paid time off`, 'u')),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${differentiators}\\[${first + 0}\\] mentions flexible working`, 'u'),
      ),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(new RegExp(`^${differentiators}\\[${first + 1}\\] states the number 6`, 'u')),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(new RegExp(`^${differentiators}\\[${first + 2}\\] mentions wellness perks`, 'u')),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(new RegExp(`^${differentiators}\\[${first + 2}\\] mentions meals`, 'u')),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^additionalInformation\[\d+\] states the number 140000/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^additionalInformation\[\d+\] states the number 180000/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^additionalInformation\[\d+\] names "Austin", "Texas"/u),
    );
    expect(violations).toContainEqual(
      expect.stringMatching(/^additionalInformation\[\d+\] mentions part-time work/u),
    );
  });

  it('accepts a benefit sentence quoted from the posting and facts from its fields', () => {
    const quoted = broken((profile) => {
      profile.additionalAnalysis.marketDifferentiators = [
        '401(k) with a 4% company match',
        'Remote within the US, $125k-$150k',
      ];
      profile.additionalInformation = [
        'Pay: $125,000 to $150,000 a year.',
        'Work arrangement: remote.',
        'Posted on 2026-11-02.',
      ];
    });
    expect(check(quoted)).toEqual([]);
  });
});
