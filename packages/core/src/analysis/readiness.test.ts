import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract';
import { allRoleProfiles } from '../roles/role-profiles';
import { findSkills } from '../skills/matcher';
import { analyzeResume } from './analyze-resume';
import { inferRoleForOther, inferRoleFromSkills } from './readiness';

const TEACHER = `Maths Teacher
Summary
Mathematics teacher with 19 years in middle and high school classrooms.
Experience
Mathematics Teacher, Lincoln High School, Baltimore, MD 08/2005 - Present
- Made lesson plans for algebra and geometry units aligned to state standards.
- Used differentiated instruction and formative assessment for 150 students a year.
- Experience working with special needs students and co-teaching with the special education team.
- Managed classroom behaviour with positive behavioral interventions and parent conferences.
Mathematics Teacher, Roosevelt Middle School, Baltimore, MD 08/2000 - 06/2005
- Taught pre-algebra and built curriculum units with the department.
Education
Master of Education, Curriculum and Instruction, University of Maryland, 2004
Certifications
Maryland Teacher Certificate, Mathematics 7-12
`;

async function analyse(targetRole: string) {
  const document = await extractDocument(new TextEncoder().encode(TEACHER), 'txt');
  return analyzeResume(document, {
    targetRole,
    experienceLevel: 'senior-level',
    referenceDate: new Date('2026-11-01T00:00:00Z'),
  });
}

describe('readiness across fields', () => {
  it("finds a teacher's own skills and credential", async () => {
    const analysis = await analyse('Teacher');
    const ids = analysis.skills.map((skill) => skill.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'lesson-planning',
        'differentiated-instruction',
        'special-education',
        'teaching-license',
      ]),
    );
    expect(analysis.skills.find((skill) => skill.id === 'teaching-license')?.evidenceKinds).toContain(
      'credential',
    );
  });

  it('scores a teacher low against Accountant and says why, and well against Teacher', async () => {
    const accountant = await analyse('Accountant');
    const teacher = await analyse('Teacher');
    expect(accountant.jobReadinessScore).toBeLessThan(20);
    expect(teacher.jobReadinessScore).toBeGreaterThan(accountant.jobReadinessScore + 30);
    expect(accountant.readiness.fieldMatch).toBeLessThan(0.5);
    expect(accountant.comprehensiveAnalysis.jobReadinessAnalysis.developmentAreas[0]).toMatch(
      /reads as another field's/,
    );
  });

  it('reads the field from the resume when the target is Other', async () => {
    const other = await analyse('Other');
    expect(other.readiness.inferredRole).toBe('Teacher');
    expect(other.targetRole).toBe('Teacher');
    expect(other.comprehensiveAnalysis.strengths.map((strength) => strength.title).join(' ')).not.toMatch(
      /Other skill/,
    );
  });

  it('reads the role of Other from the current job title before generic skills', () => {
    // An electrician whose bullets name management work: the skills alone point to a manager's role.
    const skills = findSkills(
      [
        'Managed projects and prepared the annual maintenance budget; led process improvement and vendor management.',
        'Supervised contractors, scheduled staff and managed inventory and purchasing.',
        'Installed conduit and wiring.',
      ].join('\n'),
    );
    const bySkills = inferRoleFromSkills(allRoleProfiles(), skills);
    expect(bySkills?.title).not.toBe('Electrician');
    expect(inferRoleForOther(allRoleProfiles(), ['Electrician', 'Project Manager'], skills)?.title).toBe(
      'Electrician',
    );
    // No title the catalogue knows: the skills decide.
    expect(inferRoleForOther(allRoleProfiles(), ['Associate'], skills)?.title).toBe(bySkills?.title);
  });

  it('lets a loosely read title name the role of Other only when nothing else points anywhere', () => {
    // A florist: "Design Associate" reads loosely as a designer's title, and the resume shows none of a
    // designer's skills but many of a retail associate's.
    const skills = findSkills(
      [
        'Skills: Retail Sales, Customer Service, Cash Handling, Visual Merchandising, Point of Sale Systems',
        'Operated the POS system, handled cash and built window displays.',
      ].join('\n'),
    );
    const loose = inferRoleForOther(allRoleProfiles(), ['Floral Design Associate'], []);
    expect(loose).toBeDefined();
    const withSkills = inferRoleForOther(allRoleProfiles(), ['Floral Design Associate'], skills);
    expect(withSkills?.title).toBe('Retail Sales Associate');
  });
});
