import { describe, expect, it } from 'vitest';
import type { ResumeSkillLine } from './evidence';
import { activitiesOfPersonNoun, findTitleActivities } from './title-activities';

const titled = (...titles: string[]): ResumeSkillLine[] =>
  titles.map((title, index) => ({
    index,
    text: `${title}, Company Name, 2019 - 2021`,
    section: 'experience',
    isTitle: true,
    roleTitle: title,
  }));
const ids = (...titles: string[]) => findTitleActivities(titled(...titles), 3).map((skill) => skill.id);

describe('skills a job title names by its person noun', () => {
  it('gives the activity of the person noun by word formation', () => {
    expect(activitiesOfPersonNoun('Teacher')).toContain('teaching');
    expect(activitiesOfPersonNoun('Baker')).toContain('baking');
    expect(activitiesOfPersonNoun('Accountant')).toContain('accounting');
    expect(activitiesOfPersonNoun('Videographer')).toContain('videography');
    expect(activitiesOfPersonNoun('Cashier')).toContain('cashiering');
    expect(activitiesOfPersonNoun('Tutor')).toContain('tutoring');
    expect(activitiesOfPersonNoun('Phlebotomist')).toContain('phlebotomy');
    expect(activitiesOfPersonNoun('Hygienist')).toContain('hygiene');
    expect(activitiesOfPersonNoun('Typist')).toContain('typing');
  });

  it('reads the activity from role titles when the taxonomy holds it', () => {
    expect(ids('Substitute Teacher', 'Full Charge Bookkeeper', 'Sales Associate/Cashier')).toEqual([
      'teaching',
      'bookkeeping',
      'cash-register-operation',
    ]);
    const lineCook = findTitleActivities(titled('Line Cook'), 3);
    expect(lineCook.find((skill) => skill.id === 'line-cooking')?.evidence[0]?.matched).toBe('Line Cook');
    expect(lineCook.find((skill) => skill.id !== 'line-cooking')?.evidence[0]?.matched).toBe('Cook');
  });

  it('gives nothing for person nouns whose activity is no skill, and reads only role titles', () => {
    expect(ids('Manager', 'Administrative Assistant', 'Sales Associate', 'Senior Engineer')).toEqual([]);
    const headline: ResumeSkillLine = { index: 0, text: 'Teacher', section: undefined, isTitle: true };
    expect(findTitleActivities([headline], 3)).toEqual([]);
  });

  it('reads the skill a title’s compound names, with the words before the person noun', () => {
    expect(ids('Cost Accountant')).toEqual(['cost-accounting', 'accounting']);
    expect(ids('Senior Project Manager', 'Case Manager')).toEqual(['project-management', 'case-management']);
    expect(ids('Software Engineer')).toEqual(['software-engineering']);
    expect(findTitleActivities(titled('Regional Account Manager'), 3)[0]?.evidence[0]?.matched).toBe(
      'Account Manager',
    );
    // Two words that name something of their own are not broken up: no Resource Planning here.
    expect(ids('Human Resource Manager')).toEqual(['human-resources-management']);
    // Joined by a slash, the words are two titles: "Analyst/Manager" is no compound of Manager.
    expect(ids('Systems Analyst/Manager')).toEqual(['systems-analysis']);
    // A person noun in -ist names its field: "-ology", "-y", "-e".
    expect(ids('Exercise Physiologist', 'Registered Respiratory Therapist', 'Dental Hygienist')).toEqual([
      'exercise-physiology',
      'anatomy-and-physiology',
      'respiratory-therapy',
      'dental-hygiene',
    ]);
    expect(ids('Phlebotomist', 'Clerk Typist')).toEqual(['phlebotomy', 'typing']);
    // Nothing where the activity is no skill of the taxonomy.
    expect(ids('Receptionist', 'Specialist', 'Scientist')).toEqual([]);
  });
});
