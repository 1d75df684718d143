/**
 * Test-only: fictional resumes and postings for the matching tests and benchmarks, written for them.
 * Resumes go through the real PDF/DOCX writers and `extractDocument`; postings through `analyzePosting`.
 */
import { extractDocument } from '../extract/extract';
import type { ExtractedDocument } from '../extract/types';
import { analyzePosting } from '../postings/analyze-posting';
import type { JobPostingInput, PostingAnalysis } from '../postings/types';
import { linesToItems, makeDocx, makePdf, type DocxBlock } from '../testing/documents';

export const REFERENCE_DATE = new Date(Date.UTC(2025, 5, 15));

export interface ResumeSpec {
  name?: string;
  contact?: string[];
  summary?: string[] | null;
  skills?: string[];
  experience?: Array<{ title: string; employer: string; dates: string; bullets: string[] }>;
  projects?: string[];
  education?: string[];
}

/** A data analyst with about six years of dated roles. */
export const DATA_ANALYST: ResumeSpec = {
  name: 'Jane Doe',
  contact: ['jane.doe@example.com | +44 20 7946 0958 | London, UK'],
  summary: [
    'Data analyst with six years of turning sales and operations data into decisions.',
    'Builds SQL pipelines and Tableau dashboards that managers use every week.',
  ],
  skills: ['SQL, Python, Tableau, Microsoft Excel, Statistics, A/B Testing, Data Cleaning, Looker'],
  experience: [
    {
      title: 'Senior Data Analyst',
      employer: 'Acme Analytics Ltd',
      dates: 'Jan 2021 – Present',
      bullets: [
        '• Built weekly sales dashboards in Tableau used by 40 store managers',
        '• Wrote SQL queries and Python scripts to clean and validate order data',
        '• Designed and analyzed A/B tests of pricing, lifting margin by 3%',
        '• Presented findings and recommendations to senior leaders every quarter',
      ],
    },
    {
      title: 'Data Analyst',
      employer: 'Globex Retail plc',
      dates: 'Jul 2019 – Dec 2020',
      bullets: [
        '• Answered ad hoc data requests from finance and marketing teams',
        '• Maintained recurring reports in Microsoft Excel and fixed data quality issues',
        '• Ran cohort and funnel analyses to explain changes in repeat purchases',
      ],
    },
  ],
  projects: ['• Customer churn model: logistic regression in Python with statistics on 80,000 customers'],
  education: ['BSc Mathematics, University of Bristol, 2019'],
};

/** A recent graduate with one internship. */
export const GRADUATE_ANALYST: ResumeSpec = {
  name: 'Sam Lee',
  contact: ['sam.lee@example.com | +1 415 555 0100 | Austin, TX'],
  summary: ['Recent statistics graduate looking for a first data analyst role.'],
  skills: ['SQL, Python, Microsoft Excel, Statistics'],
  experience: [
    {
      title: 'Data Analyst Intern',
      employer: 'Initech',
      dates: 'Jun 2024 – Dec 2024',
      bullets: ['• Wrote SQL queries for weekly sales reports', '• Cleaned survey data in Python'],
    },
  ],
  education: ['BSc Statistics, University of Texas, 2025'],
};

/** A registered nurse. */
export const NURSE: ResumeSpec = {
  name: 'Maria Santos',
  contact: ['maria.santos@example.com | +1 312 555 0142 | Chicago, IL'],
  summary: ['Registered nurse with seven years of acute care on medical-surgical units.'],
  skills: ['Patient Assessment, Medication Administration, IV Therapy, Epic, Wound Care, BLS, ACLS'],
  experience: [
    {
      title: 'Registered Nurse',
      employer: 'Lakeside General Hospital',
      dates: 'Mar 2018 – Present',
      bullets: [
        '• Performed patient assessment and medication administration for six patients per shift',
        '• Started and maintained IV therapy and documented care in Epic',
        '• Educated patients and families on discharge plans and wound care',
      ],
    },
  ],
  education: ['BSN, Loyola University Chicago, 2017'],
};

const LONG_BULLETS = [
  '• Built weekly sales dashboards in Tableau used by 40 store managers across three regions',
  '• Wrote SQL queries and Python scripts to clean and validate 2 million order records a day',
  '• Designed and analyzed A/B tests of pricing and promotions, lifting gross margin by 3%',
  '• Presented findings and recommendations to senior leaders at the quarterly business review',
  '• Automated supplier scorecards with dbt models on Snowflake, saving 6 hours a week',
  '• Defined key metrics and a single source of truth with finance and product teams',
  '• Mentored two junior analysts on SQL, statistics and communicating insights',
  '• Forecast demand for 2,000 products with time series models in R and Python',
];

/** A two-page resume: five roles with eight bullets each, for timing. */
export const LONG_RESUME: ResumeSpec = {
  ...DATA_ANALYST,
  summary: [
    'Analytics lead with twelve years of experience in retail, logistics and e-commerce analytics.',
    'Known for SQL, Python and Tableau work that changes pricing, stock and marketing decisions.',
    'Comfortable with stakeholders from store managers to the executive team.',
  ],
  experience: [
    ['Lead Data Analyst', 'Acme Analytics Ltd', 'Jan 2021 – Present'],
    ['Senior Data Analyst', 'Globex Retail plc', 'Jul 2018 – Dec 2020'],
    ['Data Analyst', 'Initech Logistics', 'Sep 2016 – Jun 2018'],
    ['Reporting Analyst', 'Umbrella Foods', 'Jan 2015 – Aug 2016'],
    ['Junior Analyst', 'Vandelay Imports', 'Jun 2013 – Dec 2014'],
  ].map(([title, employer, dates]) => ({
    title: title as string,
    employer: employer as string,
    dates: dates as string,
    bullets: LONG_BULLETS,
  })),
  projects: [
    '• Customer churn model: logistic regression in Python with statistics on 80,000 customers',
    '• Open-source Looker dashboards for city bike-share data, 1,200 monthly users',
    '• Kaggle competition on retail demand forecasting: top 5% with gradient boosting',
  ],
  skills: [
    'SQL, Python, R, Tableau, Power BI, Looker, Microsoft Excel, Google Sheets',
    'Statistics, A/B Testing, Data Cleaning, Forecasting, dbt, Snowflake, BigQuery, Airflow',
    'Stakeholder Management, Communication, Mentoring',
  ],
  education: ['MSc Statistics, University of Leeds, 2013', 'BSc Mathematics, University of Bristol, 2012'],
};

/** The lines of a resume in reading order, with bold headings. */
export function resumeLines(
  spec: ResumeSpec,
): Array<string | { text: string; bold?: boolean; size?: number }> {
  const lines: Array<string | { text: string; bold?: boolean; size?: number }> = [];
  if (spec.name) lines.push({ text: spec.name, bold: true, size: 18 });
  for (const line of spec.contact ?? []) lines.push(line);
  if (spec.summary) {
    lines.push({ text: 'SUMMARY', bold: true });
    lines.push(...spec.summary);
  }
  if (spec.experience?.length) {
    lines.push({ text: 'EXPERIENCE', bold: true });
    for (const role of spec.experience) {
      lines.push({ text: `${role.title} — ${role.employer}`, bold: true });
      lines.push(role.dates);
      lines.push(...role.bullets);
    }
  }
  if (spec.projects?.length) {
    lines.push({ text: 'PROJECTS', bold: true });
    lines.push(...spec.projects);
  }
  if (spec.skills?.length) {
    lines.push({ text: 'SKILLS', bold: true });
    lines.push(...spec.skills);
  }
  if (spec.education?.length) {
    lines.push({ text: 'EDUCATION', bold: true });
    lines.push(...spec.education);
  }
  return lines;
}

/** A resume as a real PDF (one page per 44 lines), read back through extractDocument. */
export async function resumePdf(spec: ResumeSpec): Promise<ExtractedDocument> {
  const lines = resumeLines(spec);
  const pages: Array<typeof lines> = [];
  for (let start = 0; start < lines.length; start += 44) pages.push(lines.slice(start, start + 44));
  return extractDocument(makePdf(pages.map((page) => linesToItems(page))), 'pdf');
}

/** The same resume as a DOCX. */
export async function resumeDocx(spec: ResumeSpec): Promise<ExtractedDocument> {
  const blocks: DocxBlock[] = [];
  for (const line of resumeLines(spec)) {
    if (typeof line === 'string') blocks.push(line.startsWith('• ') ? { bullet: line.slice(2) } : line);
    else if (line.size) blocks.push(line.text);
    else if (/^[A-Z ]+$/.test(line.text)) blocks.push({ heading: line.text });
    else blocks.push(line.text);
  }
  return extractDocument(makeDocx(blocks), 'docx');
}

export function posting(overrides: Partial<JobPostingInput>): JobPostingInput {
  return {
    source: 'demo',
    sourceId: null,
    title: 'Data Analyst',
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

export const DATA_ANALYST_POSTING = [
  '**About us**',
  '',
  'Brightwater Labs sells garden supplies online in five countries.',
  '',
  "**What you'll do**",
  '',
  '* Build weekly dashboards in Tableau or Power BI for the sales and operations teams',
  '* Write SQL queries to pull, clean and validate order data',
  '* Design and analyze A/B tests and explain the results to managers',
  '* Present findings and recommendations to senior leaders',
  '',
  '**Requirements**',
  '',
  '* 3+ years of experience as a data analyst',
  '* Strong SQL and Python',
  '* Experience with Tableau and Power BI',
  '* Solid statistics and Microsoft Excel',
  "* Bachelor's degree in Statistics, Mathematics, Economics or a related field",
  '',
  '**Nice to have**',
  '',
  '* Experience with dbt or Snowflake',
  '* Looker is a plus',
  '',
  '**Benefits**',
  '',
  '* Health insurance and a yearly learning budget',
].join('\n');

export const LEAD_ANALYST_POSTING = [
  "**What you'll do**",
  '',
  '* Lead a team of analysts and set their priorities and methods',
  '* Set the analytics strategy and reporting standards for the company',
  '* Build dashboards in Tableau for executives',
  '',
  '**Requirements**',
  '',
  '* 10+ years of experience in analytics, including 4 years leading teams',
  '* Expert SQL and Python',
  '* Tableau',
  "* Bachelor's degree in a quantitative field; Master's preferred",
].join('\n');

export const NURSE_POSTING = [
  '**Key duties**',
  '',
  '* Perform patient assessment and medication administration for five to six patients per shift',
  '* Start and maintain IV therapy as ordered',
  '* Document care in Epic and educate patients and families',
  '',
  '**Minimum qualifications**',
  '',
  '* Current RN license',
  '* BLS certification required',
  '* Associate degree in nursing; BSN preferred',
  '* 2+ years of acute care experience',
  '',
  '**Preferred qualifications**',
  '',
  '* ACLS certification',
].join('\n');

export function analysed(title: string, description: string): PostingAnalysis {
  return analyzePosting(posting({ title, description }));
}
