import { describe, expect, it } from 'vitest';
import { analyzePosting, POSTING_ANALYSIS_VERSION } from './analyze-posting';
import type { JobPostingInput } from './types';

function posting(overrides: Partial<JobPostingInput>): JobPostingInput {
  return {
    source: 'demo',
    sourceId: null,
    title: 'Software Engineer',
    companyName: 'Brightwater Labs',
    companyLogo: null,
    companyUrl: null,
    companyIndustry: null,
    jobLevel: null,
    isRemote: null,
    jobType: [],
    jobFunction: null,
    jobUrl: null,
    jobUrlDirect: null,
    location: { city: null, state: null, country: null },
    description: '',
    descriptionFormat: 'markdown',
    datePosted: null,
    salary: null,
    emails: [],
    ...overrides,
  };
}

// Fictional companies; written for these tests.
const MARKDOWN_POSTING = [
  '**About Brightwater Labs**',
  '',
  'Brightwater Labs is a leading provider of analytics for coastal shipping. Our platform is built on Salesforce and Tableau dashboards used by 300 ports.',
  '',
  "**What you'll do**",
  '',
  '* Design and build batch and streaming pipelines in Python and Apache Airflow',
  '* Model data in Snowflake with dbt',
  '* Partner with analysts to keep reporting reliable',
  '',
  '**What you bring**',
  '',
  '* 5\\\\+ years of experience in data engineering',
  '* Strong SQL and Python skills',
  "* Bachelor's degree in Computer Science or a related field",
  '* Experience with Kafka is a plus',
  '* Clear written communication',
  '',
  '**Nice to have**',
  '',
  '* Terraform',
  '* Familiarity with Kubernetes',
  '',
  '**Benefits**',
  '',
  '* Health insurance, dental and vision cover',
  '* A company laptop with Microsoft Office and Jira licences',
  '* Hybrid schedule with two days a week in our Lisbon office',
  '',
  'Brightwater Labs is an equal opportunity employer and considers applicants without regard to race, color, religion or veteran status.',
].join('\n');

const HTML_POSTING = [
  '<h2>About Northwind Clinics</h2><p>Northwind Clinics runs twelve community hospitals and charts everything in Epic.</p>',
  '<h3>Key duties</h3><ul><li>Perform patient assessment and medication administration for five to six patients per shift</li>',
  '<li>Start and maintain IV therapy as ordered</li></ul>',
  '<h3>Minimum qualifications</h3><ul><li>Current RN license in the state of Ohio</li><li>BLS certification required</li>',
  '<li>Associate degree in nursing; BSN preferred</li><li>1+ year of acute care experience</li></ul>',
  '<h3>Preferred qualifications</h3><ul><li>ACLS certification</li></ul>',
  '<h3>What we offer</h3><ul><li>Sign-on bonus of $10,000 for the night shift</li><li>Tuition reimbursement up to $5,250 a year</li></ul>',
].join('');

const TEXT_POSTING = [
  'Copper Kettle Bistro is hiring a line cook for our busy downtown kitchen.',
  'You will prepare food to recipe and keep your station clean during service.',
  'Knife skills and a ServSafe certification are required. Experience with food costing is a plus.',
  'We offer free staff meals and paid time off after ninety days.',
].join('\n');

describe('analyzePosting: a Markdown posting with bold headings', () => {
  const analysis = analyzePosting(
    posting({ title: 'Senior Data Engineer', description: MARKDOWN_POSTING, descriptionFormat: 'markdown' }),
  );

  it('fills each list from its section, as written', () => {
    expect(analysis.responsibilities).toEqual([
      'Design and build batch and streaming pipelines in Python and Apache Airflow',
      'Model data in Snowflake with dbt',
      'Partner with analysts to keep reporting reliable',
    ]);
    expect(analysis.requirements).toEqual([
      '5+ years of experience in data engineering',
      'Strong SQL and Python skills',
      "Bachelor's degree in Computer Science or a related field",
    ]);
    expect(analysis.niceToHaves).toEqual(['Experience with Kafka is a plus']);
    expect(analysis.benefits).toEqual([
      'Health insurance, dental and vision cover',
      'A company laptop with Microsoft Office and Jira licences',
      'Hybrid schedule with two days a week in our Lisbon office',
    ]);
  });

  it('splits required from preferred skills', () => {
    expect(analysis.requiredSkills).toEqual(
      expect.arrayContaining(['python', 'sql', 'data-engineering', 'apache-airflow', 'snowflake', 'dbt']),
    );
    expect(analysis.preferredSkills).toEqual(['apache-kafka', 'terraform', 'kubernetes']);
    expect(analysis.requiredSkills).not.toEqual(expect.arrayContaining(['apache-kafka']));
  });

  it('leaves out skills named only in the company description or the benefits', () => {
    const all = [...analysis.requiredSkills, ...analysis.preferredSkills];
    for (const id of ['salesforce', 'tableau', 'microsoft-office', 'jira']) expect(all).not.toContain(id);
  });

  it('ranks requirements before duties, more mentions first, and soft skills last', () => {
    const rank = (id: string): number => analysis.requiredSkills.indexOf(id);
    expect(rank('python')).toBe(0);
    expect(rank('sql')).toBeLessThan(rank('snowflake'));
    expect(rank('data-engineering')).toBeLessThan(rank('apache-airflow'));
    expect(analysis.requiredSkills.at(-1)).toBe('written-communication');
  });

  it('reads the role, level, years, degree and hybrid work', () => {
    expect(analysis).toMatchObject({
      version: POSTING_ANALYSIS_VERSION,
      roleTitle: 'Data Engineer',
      roleGroup: 'Data & Analytics',
      experienceLevel: 'senior-level',
      minYears: 5,
      education: 'bachelors',
      hybrid: true,
    });
    expect(analysis.roleConfidence).toBeGreaterThan(0.9);
  });

  it('renders safe HTML and one line per block', () => {
    expect(analysis.descriptionHtml).toContain('<li>5+ years of experience in data engineering</li>');
    expect(analysis.descriptionText.split('\n')).toContain('- Model data in Snowflake with dbt');
  });
});

describe('analyzePosting: an HTML posting', () => {
  const analysis = analyzePosting(
    posting({ title: 'RN - Med/Surg Nights', description: HTML_POSTING, descriptionFormat: 'html' }),
  );

  it('finds the sections under HTML headings', () => {
    expect(analysis.responsibilities).toEqual([
      'Perform patient assessment and medication administration for five to six patients per shift',
      'Start and maintain IV therapy as ordered',
    ]);
    expect(analysis.requirements).toEqual([
      'Current RN license in the state of Ohio',
      'Associate degree in nursing',
      '1+ year of acute care experience',
    ]);
    expect(analysis.benefits).toEqual([
      'Sign-on bonus of $10,000 for the night shift',
      'Tuition reimbursement up to $5,250 a year',
    ]);
  });

  it('splits required from preferred skills and leaves the company text out', () => {
    expect(analysis.requiredSkills).toEqual(
      expect.arrayContaining(['bls', 'patient-assessment', 'medication-administration', 'iv-therapy']),
    );
    expect(analysis.preferredSkills).toEqual(['acls']);
    expect(analysis.requiredSkills).not.toContain('epic');
  });

  it('maps the role and reads the degree and the years', () => {
    expect(analysis).toMatchObject({
      roleTitle: 'Registered Nurse',
      education: 'associate',
      minYears: 1,
      experienceLevel: 'entry-level',
      hybrid: false,
    });
  });
});

describe('analyzePosting: a plain-text posting without headings', () => {
  const analysis = analyzePosting(
    posting({ title: 'Line Cook', description: TEXT_POSTING, descriptionFormat: 'text' }),
  );

  it('classifies sentences by their wording', () => {
    expect(analysis.responsibilities).toEqual([
      'You will prepare food to recipe and keep your station clean during service.',
    ]);
    expect(analysis.requirements).toEqual(['Knife skills and a ServSafe certification are required.']);
    expect(analysis.niceToHaves).toEqual(['Experience with food costing is a plus.']);
    expect(analysis.benefits).toEqual(['We offer free staff meals and paid time off after ninety days.']);
  });

  it('treats a skill in a sentence with a preference cue as preferred', () => {
    expect(analysis.requiredSkills).toEqual(['knife-skills', 'servsafe-manager']);
    expect(analysis.preferredSkills).toEqual(['food-costing']);
    expect(analysis.roleTitle).toBe('Chef');
  });
});

describe('analyzePosting: required and preferred within one line', () => {
  it('marks only the item a parenthetical "(preferred)" follows', () => {
    const analysis = analyzePosting(
      posting({
        description: '**Requirements**\n\n* Python, SQL and Kubernetes (preferred)',
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.requiredSkills).toEqual(['python', 'sql']);
    expect(analysis.preferredSkills).toEqual(['kubernetes']);
  });

  it('marks the skills inside a parenthetical plus', () => {
    const analysis = analyzePosting(
      posting({
        description: '**Requirements**\n\n* Strong Java and PostgreSQL (Redis a plus)',
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.requiredSkills).toEqual(['java', 'postgresql']);
    expect(analysis.preferredSkills).toEqual(['redis']);
  });

  it('keeps a skill required when it is also asked for without a cue', () => {
    const analysis = analyzePosting(
      posting({
        description:
          '**Requirements**\n\n* Experience with Docker\n\n**Nice to have**\n\n* Docker and Terraform',
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.requiredSkills).toEqual(['docker']);
    expect(analysis.preferredSkills).toEqual(['terraform']);
  });
});

describe('analyzePosting: hybrid', () => {
  it('is hybrid when the work is, not when the cloud is', () => {
    const work = analyzePosting(
      posting({ description: 'This is a hybrid role in Porto.', descriptionFormat: 'text' }),
    );
    const cloud = analyzePosting(
      posting({ description: 'You will run our hybrid cloud on AWS and Azure.', descriptionFormat: 'text' }),
    );
    expect(work.hybrid).toBe(true);
    expect(cloud.hybrid).toBe(false);
  });

  it('reads "(Hybrid)" in the title', () => {
    expect(analyzePosting(posting({ title: 'Data Analyst (Hybrid)', description: 'Join us.' })).hybrid).toBe(
      true,
    );
  });
});

describe('analyzePosting: guarantees', () => {
  const inputs = [
    posting({ title: 'Senior Data Engineer', description: MARKDOWN_POSTING, descriptionFormat: 'markdown' }),
    posting({ title: 'RN - Med/Surg Nights', description: HTML_POSTING, descriptionFormat: 'html' }),
    posting({ title: 'Line Cook', description: TEXT_POSTING, descriptionFormat: 'text' }),
  ];

  it('is deterministic', () => {
    for (const input of inputs) {
      const first = analyzePosting(input);
      expect(analyzePosting(structuredClone(input))).toEqual(first);
      expect(JSON.stringify(analyzePosting(input))).toBe(JSON.stringify(first));
    }
  });

  it('does not depend on the company name', () => {
    const [input] = inputs as [JobPostingInput];
    expect(
      analyzePosting({ ...input, companyName: 'Someone Else Ltd', companyUrl: 'https://x.example' }),
    ).toEqual(analyzePosting(input));
  });

  it('never invents text: every list item is in the description', () => {
    for (const input of inputs) {
      const analysis = analyzePosting(input);
      const lists = [
        analysis.responsibilities,
        analysis.requirements,
        analysis.niceToHaves,
        analysis.benefits,
      ];
      for (const item of lists.flat()) expect(analysis.descriptionText).toContain(item.replace(/…$/, ''));
    }
  });

  it('caps list items and drops fragments', () => {
    const longBullet = `Own ${'the reliability of our ledger service '.repeat(20)}end to end.`;
    const analysis = analyzePosting(
      posting({
        description: `**Responsibilities**\n\n* ${longBullet}\n* Ship\n* Review code with the team daily`,
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.responsibilities).toHaveLength(2);
    expect(analysis.responsibilities[0]?.length).toBeLessThanOrEqual(301);
    expect(analysis.responsibilities[0]).toMatch(/…$/);
    expect(analysis.responsibilities[1]).toBe('Review code with the team daily');
  });

  it('handles an empty description', () => {
    const analysis = analyzePosting(posting({ title: 'Rust Engineer', description: '' }));
    expect(analysis).toMatchObject({
      descriptionHtml: '',
      descriptionText: '',
      requiredSkills: [],
      preferredSkills: [],
      responsibilities: [],
      roleTitle: 'Software Engineer',
      minYears: null,
      education: null,
      hybrid: false,
    });
  });

  it('stays fast on a long posting', () => {
    const section = (heading: string, line: string): string =>
      `**${heading}**\n\n${Array.from({ length: 40 }, (_, index) => `* ${line} ${index}`).join('\n')}\n\n`;
    const description = Array.from({ length: 10 }, () =>
      [
        section(
          'Responsibilities',
          'Design and operate Kafka and PostgreSQL services with Python and Go for team',
        ),
        section(
          'Requirements',
          '5+ years of experience with Kubernetes, Terraform and AWS in production, item',
        ),
        section('Benefits', 'Health insurance, dental cover and a yearly learning budget, perk'),
      ].join(''),
    ).join('');
    expect(description.length).toBeGreaterThan(90_000);
    // Guards against super-linear blow-ups, not a benchmark: about 25 ms on an idle machine.
    const timings = Array.from({ length: 3 }, () => {
      const started = performance.now();
      analyzePosting(posting({ description }));
      return performance.now() - started;
    });
    expect(Math.min(...timings)).toBeLessThan(2_000);
    const analysis = analyzePosting(posting({ description }));
    expect(analysis.responsibilities).toHaveLength(30);
  });
});

describe('analyzePosting: fields of study offered as alternatives for a degree', () => {
  it('does not require each field a degree may be in, and keeps the skills asked for around them', () => {
    const analysis = analyzePosting(
      posting({
        title: 'Data Analyst',
        description:
          '**Requirements**\n\n' +
          "* Bachelor's degree in Statistics, Mathematics, Economics, Computer Science or a related field\n" +
          '* BS/MS in Computer Science, Finance, or equivalent, and 3+ years of SQL\n' +
          '* Advanced Microsoft Excel and Python',
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.requiredSkills).not.toContain('computer-science');
    expect(analysis.requiredSkills).not.toContain('statistics');
    expect(analysis.requiredSkills).toEqual(expect.arrayContaining(['sql', 'microsoft-excel', 'python']));
    expect(analysis.education).toBe('bachelors');
  });

  it('keeps a field asked for on its own, and a field asked for as a skill elsewhere', () => {
    const analysis = analyzePosting(
      posting({
        title: 'Software Engineer',
        description:
          '**Requirements**\n\n' +
          "* Bachelor's degree in Computer Science\n" +
          "* Master's in Statistics, Mathematics or a related quantitative field\n" +
          '* Strong statistics and SQL skills',
        descriptionFormat: 'markdown',
      }),
    );
    expect(analysis.requiredSkills).toEqual(
      expect.arrayContaining(['computer-science', 'statistics', 'sql']),
    );
  });
});

describe('analyzePosting: soft skills written as things', () => {
  it('reads no quality from initiatives, the organization or the leadership team in duties', () => {
    const analysis = analyzePosting(
      posting({
        title: 'Staff Engineer',
        description: [
          '**Responsibilities**',
          '- Drive cross-team initiatives such as platform migrations',
          '- Choose platform technologies for the organization',
          '- Report progress to the leadership team every week',
          '- Lead negotiations with cloud vendors',
          '',
          '**Requirements**',
          '- Strong communication and leadership skills',
        ].join('\n'),
      }),
    );
    const skills = [...analysis.requiredSkills, ...analysis.preferredSkills];
    expect(skills).not.toContain('initiative');
    expect(skills).not.toContain('organization');
    expect(skills).toEqual(expect.arrayContaining(['communication', 'leadership', 'negotiation']));
  });
});
