import { describe, expect, it } from 'vitest';
import type { SectionKind } from '../sections/types';
import { findResumeSkills, withCertifiedSkills, type ResumeSkillLine } from './evidence';
import { findSkills } from './matcher';

/** Lines of a resume, each "section: text" ("-" for none); a "title:" line is a job title. */
function resume(...specs: string[]): ResumeSkillLine[] {
  return specs.map((spec, index) => {
    const [head, ...rest] = spec.split(': ');
    const text = rest.join(': ');
    if (head === 'title') return { index, text, section: 'experience', isTitle: true };
    return { index, text, section: head === '-' ? undefined : (head as SectionKind), isTitle: false };
  });
}

const ids = (lines: ResumeSkillLine[]) => findResumeSkills(lines, 2).map((skill) => skill.id);
const textIds = (text: string) => findSkills(text).map((skill) => skill.id);

describe('credentials need holder evidence', () => {
  it('does not credit a CPA the person works with, and credits one they hold', () => {
    expect(
      ids(resume('experience: Work with CPA to provide information for year-end tax preparation.')),
    ).not.toContain('cpa');
    const held = findResumeSkills(
      resume('certifications: CPA, State of Ohio', 'experience: Staff accountant for a tax practice.'),
      2,
    ).find((skill) => skill.id === 'cpa');
    expect(held?.evidenceKinds).toContain('credential');
    expect(ids(resume('summary: Licensed CPA with ten years in audit and accounting.'))).toContain('cpa');
  });

  it('does not credit a credential being pursued or expired', () => {
    expect(
      ids(resume('education: Pursuing Project Management Professional (PMP) certification')),
    ).not.toContain('pmp');
    expect(ids(resume('summary: Top Secret Security Clearance [Expired]'))).not.toContain(
      'top-secret-clearance',
    );
  });

  it('reads the holder cue in the clause of the name, not elsewhere on a list line', () => {
    const found = ids(resume('skills: blood pressure, CPR (Certified, first aid, Home Care'));
    expect(found).toContain('cpr');
    expect(found).not.toContain('first-aid-certification');
    expect(ids(resume('experience: Administered minor first aid to injured students.'))).not.toContain(
      'first-aid-certification',
    );
  });

  it('credits a licence named in a job title, and ServSafe written as "Serve Safe Certified"', () => {
    expect(ids(resume('title: RN Charge Nurse Company Name'))).toContain('rn-license');
    expect(ids(resume('summary: Serve Safe Certified, 2015'))).toContain('servsafe-manager');
  });

  it('credits a credential listed on a line of its own, and not one among a list of skills', () => {
    expect(ids(resume('accomplishments: Serve Safe 2015'))).toContain('servsafe-manager');
    expect(ids(resume('skills: CPR – exp. 06/2026'))).toContain('cpr');
    expect(ids(resume('skills: blood pressure, first aid, appointment setting'))).not.toContain(
      'first-aid-certification',
    );
  });

  it('reads "Certified X" and "Licensed X" as the credential named "X Certificate" or "X License"', () => {
    expect(ids(resume('skills: Certified forklift operator'))).toContain('forklift-certification');
    expect(ids(resume('accomplishments: Certified Food Handler, State of Virginia'))).toContain(
      'food-handler-card',
    );
    // A credential whose own name is worded so is still someone else's when the person works with them.
    expect(
      ids(resume('experience: Worked with a Certified Public Accountant on year-end taxes.')),
    ).not.toContain('cpa');
  });

  it('takes a valid, current or possessed credential as held', () => {
    expect(
      ids(resume('summary: Possession of Current Valid California Drivers License, insurance')),
    ).toContain('drivers-license');
    expect(
      ids(resume('summary: I currently maintain a US Government "Secret Security Clearance".')),
    ).toContain('secret-clearance');
    expect(ids(resume('experience: Drove to client sites; driver’s license required.'))).not.toContain(
      'drivers-license',
    );
  });
});

describe('skills a held credential certifies', () => {
  const certified = (lines: ResumeSkillLine[]) => withCertifiedSkills(findResumeSkills(lines, 2));

  it('adds what a held credential certifies, with the credential line as its evidence', () => {
    const skills = certified(
      resume('certifications: ServSafe Manager Certified, 2019', 'experience: Sous chef.'),
    );
    const safety = skills.find((skill) => skill.id === 'food-safety');
    expect(safety?.evidenceKinds).toEqual(['credential']);
    expect(safety?.evidence[0]?.text).toBe('ServSafe Manager Certified, 2019');
    expect(certified(resume('certifications: PMP, 2021')).map((skill) => skill.id)).toContain(
      'project-management',
    );
  });

  it('adds nothing for a credential the person does not hold, and keeps a skill found otherwise', () => {
    const mentioned = certified(
      resume('experience: Work with CPA to provide information for year-end tax preparation.'),
    ).map((skill) => skill.id);
    expect(mentioned).not.toContain('cpa');
    expect(mentioned).not.toContain('accounting');
    const both = certified(
      resume('certifications: Food Handler Card', 'experience: Enforced food safety standards on the line.'),
    ).filter((skill) => skill.id === 'food-safety');
    expect(both).toHaveLength(1);
    expect(both[0]?.evidenceKinds).not.toContain('credential');
  });
});

describe('suites and their parts', () => {
  it('reads two parts of a suite as the suite, with their lines, and one part as that part only', () => {
    const found = findResumeSkills(
      resume('skills: Microsoft Word, Outlook, Excel', 'experience: Built monthly reports in PowerPoint.'),
      3,
    );
    const office = found.find((skill) => skill.id === 'microsoft-office');
    expect(office?.evidence.map((item) => item.lineIndex)).toEqual([0, 1]);
    expect(office?.evidenceKinds).toEqual(['role', 'listed']);
    expect(ids(resume('skills: Microsoft Excel, SQL'))).not.toContain('microsoft-office');
    expect(ids(resume('skills: Photoshop, Illustrator'))).toContain('adobe-creative-cloud');
  });
});

describe('skills read from what the resume says', () => {
  it('reads lesson plans as Lesson Planning and special needs students as Special Education', () => {
    const found = ids(
      resume(
        'experience: Made lesson plans for each unit and taught algebra to 30 students.',
        'experience: Experience working with special needs students.',
      ),
    );
    expect(found).toEqual(expect.arrayContaining(['lesson-planning', 'special-education']));
  });

  it('tells how each skill is shown: used in a role, listed, held', () => {
    const skills = findResumeSkills(
      resume('skills: QuickBooks, Payroll', 'experience: Reconciled accounts in QuickBooks every month.'),
      2,
    );
    expect(skills.find((skill) => skill.id === 'quickbooks')?.evidenceKinds).toEqual(['role', 'listed']);
  });

  it('reads ambiguous names as skills when a skills section lists them, not in prose', () => {
    const listed = ids(resume('skills: Java · Jenkins · Oracle · Log4j · NetBeans'));
    expect(listed).toEqual(expect.arrayContaining(['jenkins', 'oracle-database', 'log4j', 'netbeans']));
    expect(ids(resume('experience: Reported to Mr Jenkins at Oracle headquarters.'))).toEqual([]);
    // A list item must be the name itself: "Outlook Express" is not Express.
    expect(ids(resume('skills: Word, Excel, Outlook Express'))).not.toContain('express-js');
    // A single letter needs its context words even in a list: a painter's "C" is no language.
    expect(ids(resume('skills: blueprints, C, charts, color, painting'))).not.toContain('c');
    expect(ids(resume('skills: MS Access, VBA, C, C++'))).toContain('c');
    // Letters joined by a sign are the name only so written: "a P" (of "a P&L") is not A/P.
    expect(ids(resume('skills: account management, a P, B2B'))).not.toContain('accounts-payable');
    expect(ids(resume('skills: A/P, A/R, general ledger'))).toContain('accounts-payable');
  });

  it('reads an ambiguous name from a list only beside a skill of its field', () => {
    // An accountant's "DBA" and "Express" are an accounting package and American Express.
    const accountant = ids(
      resume('skills: Microsoft Excel, Payables, payroll, Peachtree, DBA, Express, QuickBooks, Sage'),
    );
    expect(accountant).toEqual(expect.arrayContaining(['quickbooks', 'payroll-processing']));
    expect(accountant).not.toContain('express-js');
    expect(accountant).not.toContain('database-administration');
    // "Networking" among qualities is meeting people, not computer networks.
    expect(ids(resume('skills: Networking, Public Speaking, Leadership, Policy Analysis'))).not.toContain(
      'computer-networking',
    );
    // The neighbour may stand on the next line of the list.
    expect(ids(resume('skills: Selenium · Python', 'skills: Jenkins · Express'))).toEqual(
      expect.arrayContaining(['jenkins', 'express-js']),
    );
  });

  it('counts a language only where the resume speaks of languages', () => {
    expect(
      ids(resume('experience: Taught English Language Learners with sheltered instruction.')),
    ).not.toContain('english');
    expect(ids(resume('-: Bilingual, fluent in Spanish and English'))).toEqual(
      expect.arrayContaining(['spanish', 'english']),
    );
  });
});

describe('soft skills need to be presented as the person’s qualities', () => {
  it('does not take an organisation, a project or a law for a quality', () => {
    const found = ids(
      resume(
        'experience: Oct, 2008 structured The Lane Organization, LLC under the records of the state.',
        'experience: Wrote compliance initiatives for corporate security policies.',
        'experience: Contributor to Federal Managers Financial Integrity Act Compliance Review.',
      ),
    );
    expect(found).not.toContain('organization');
    expect(found).not.toContain('initiative');
    expect(found).not.toContain('integrity');
  });

  it('reads them listed, written as traits or with a word saying so, and activities done', () => {
    expect(ids(resume('skills: Communication, Leadership'))).toEqual(
      expect.arrayContaining(['communication', 'leadership']),
    );
    expect(ids(resume('experience: Excellent organizational skills.'))).toContain('organization');
    expect(ids(resume('experience: Detail oriented and accurate'))).toContain('attention-to-detail');
    expect(
      ids(resume('experience: Manages 7 employees, providing mentoring to promote career paths')),
    ).toContain('mentoring');
    expect(
      ids(
        resume(
          'experience: Worked well with teammates and openly invited coaching from the management team.',
        ),
      ),
    ).not.toContain('coaching');
  });
});

describe('matching rules for resumes, postings and profiles alike', () => {
  it('does not read a skill phrase that names a figure or an organisation', () => {
    expect(textIds('Process Retail Sales Revenue for all stores')).not.toContain('retail-sales');
    expect(textIds('Audited commercial leasing companies')).not.toContain('property-leasing');
    expect(textIds('Met the Department of Treasury mandate')).not.toContain('treasury-management');
    expect(textIds('Sold retail sales training to stores')).toContain('retail-sales');
  });

  it('reads a name a line break cut in two, in a wrapped sentence or a wrapped list', () => {
    const lines = (...texts: string[]) => texts.map((text, index) => ({ index, text }));
    const idsOf = (...texts: string[]) => findSkills(lines(...texts)).map((skill) => skill.id);
    expect(idsOf('Completed coursework in root cause', 'analysis and reporting.')).toContain(
      'root-cause-analysis',
    );
    expect(idsOf('Docker • Git • HTML/CSS • SQL • Material', 'UI • Tailwind CSS')).toContain('material-ui');
    expect(
      idsOf('• Lean • Kanban • Design Thinking • Test-', 'Driven Development • Pair Programming'),
    ).toContain('test-driven-development');
    // A new sentence or heading on the next line is not read on from the line before.
    expect(idsOf('Managed the customer', 'Service desk relocation.')).not.toContain('customer-service');
    expect(idsOf('Trained staff in root cause.', 'analysis of defects')).not.toContain('root-cause-analysis');
  });

  it('does not read the work a piece of software serves as the person’s own, except in a list of skills', () => {
    expect(textIds('Provides support to SOX compliant payroll application for hourly staff')).not.toContain(
      'payroll-processing',
    );
    expect(textIds('Implement enterprise staff scheduling solution across 12 sites')).not.toContain(
      'staff-scheduling',
    );
    expect(
      textIds('Implemented MedStat software for Contract Management in the Finance Dept.'),
    ).not.toContain('contract-management');
    expect(textIds('Processed payroll for 200 employees with the ADP payroll application')).toContain(
      'payroll-processing',
    );
    expect(ids(resume('skills: 3D visualization software, AutoCAD, SketchUp'))).toContain('3d-rendering');
  });

  it('does not read a skill phrase that names a committee or a system, but still reads the work done with one', () => {
    expect(textIds('Served on the Data Analysis Committee, Intermediate School 141')).not.toContain(
      'data-analysis',
    );
    expect(textIds('Project Manager for HR Recruiting system (Halogen)')).not.toContain('recruiting');
    expect(textIds('Project manager for Radiology Information System replacement')).not.toContain(
      'radiology',
    );
    expect(textIds('Worked with Risk Management General Counsel on claims')).not.toContain('risk-management');
    expect(textIds('Senior Care Network, Clinical Social Worker')).not.toContain('geriatrics');
    // Other professionals named by their field, in the plural, are whom the person worked with.
    expect(textIds('Increased referrals from primary care physicians and Elder Law attorneys')).not.toContain(
      'primary-care',
    );
    expect(textIds('Supervised Family Practice residents on the psychiatry rotation')).not.toContain(
      'family-medicine',
    );
    expect(textIds('Provided primary care to 20 patients a day')).toContain('primary-care');
    // A document followed, and the people of another unit, named by a field.
    expect(
      textIds('Process weekly payroll following the guidelines of the Collective Bargaining Agreement'),
    ).not.toContain('collective-bargaining');
    expect(
      textIds('Managed settlements in conjunction with Risk Management partners and Defense Counsel'),
    ).not.toContain('risk-management');
    expect(textIds('Led collective bargaining with two unions')).toContain('collective-bargaining');
    // In small letters the system is the work's own: these people do it.
    expect(textIds('Designed project plan templates for future divestitures')).toContain('project-planning');
    expect(textIds('Manage payroll and time and attendance systems')).toContain('timekeeping');
  });

  it('reads an acronym the line defines as other words as those words, not as the skill', () => {
    expect(textIds('Assisted with the Safety Risk Management (SRM) process.')).not.toContain(
      'vendor-management',
    );
    expect(textIds('Led SRM (Supplier Relationship Management) for 40 vendors')).toContain(
      'vendor-management',
    );
    expect(textIds('Holds a Commercial Driver License (CDL)')).toContain('commercial-drivers-license');
  });

  it('never takes a link or a link target as evidence', () => {
    expect(textIds('Details: javascript:void(0) and https://example.com/react-guide')).toEqual([]);
    expect(textIds('HYPERLINK "http://medals.com/ribbon-c-2070.html" Navy ribbon')).toEqual([]);
    expect(textIds('JavaScript: ES6 and TypeScript')).toContain('javascript');
  });

  it('resolves AWS by the field of the text', () => {
    expect(textIds('Welding instructor preparing students for AWS certification tests')).toEqual(
      expect.arrayContaining(['aws-certified-welder']),
    );
    expect(textIds('Welding instructor preparing students for AWS certification tests')).not.toContain('aws');
    expect(textIds('Deployed services on AWS with Terraform')).toContain('aws');
  });

  it('folds versions and vendor prefixes into the product', () => {
    expect(textIds('Supported desktops on Windows7, Windows XP and Windows 8')).toContain(
      'microsoft-windows',
    );
    expect(textIds('Tuned MS SQL Server 2008 and Oracle 10g databases')).toEqual(
      expect.arrayContaining(['microsoft-sql-server', 'oracle-database']),
    );
    expect(textIds('Built web apps with JSP, Servlets and JDBC')).toEqual(
      expect.arrayContaining(['jsp', 'java-servlets', 'jdbc']),
    );
  });

  it('keeps "bi-weekly" and store closing out of Business Intelligence and Deal Closing', () => {
    expect(textIds('Completed bi-weekly payroll; opening and closing of the store')).toEqual(
      expect.not.arrayContaining(['business-intelligence', 'deal-closing']),
    );
    expect(textIds('Built BI dashboards')).toContain('business-intelligence');
  });
});
