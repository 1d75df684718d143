import { bench, describe } from 'vitest';
import { createSkillMatcher, findSkills } from './matcher';
import { SKILLS } from './taxonomy';

/**
 * Timing for the skill matcher; prints figures, asserts nothing. Run from the repository root:
 *   npx vitest bench --project core packages/core/src/skills
 * Targets: a two-page resume (~900 words) well under 3 ms; 10,000 postings of ~400 words well under 10 s.
 */

const RESUME_SECTION = `Jordan Avery
Senior Data Analyst | jordan.avery@example.com | +44 20 7946 0958 | London, UK
SUMMARY
Data analyst with 7 years of experience turning messy data into decisions. I excel at stakeholder communication and go to market analysis for B2B SaaS products.
EXPERIENCE
Senior Data Analyst, Northwind Traders — Jan 2021 – Present
• Built 40+ Tableau and Power BI dashboards used by the C-suite and regional managers, cutting reporting time by 35%.
• Wrote SQL (PostgreSQL, Snowflake) and Python (pandas, NumPy, scikit-learn) pipelines orchestrated with Apache Airflow.
• Ran A/B testing for pricing pages with the growth team; results fed the FP&A forecast and the P&L review.
• Partnered with R&D on churn modelling in R; presented findings to C level executives.
• Automated month-end reconciliations with Excel VBA macros and Microsoft Excel Power Query.
Data Analyst, Contoso Retail — Jun 2017 – Dec 2020
• Managed a sales force reporting pack in Salesforce and HubSpot; trained 12 account managers.
• Designed KPIs and OKRs with product managers; improved forecast accuracy by 12%.
• Migrated legacy Access reports to a cloud data warehouse on Google Cloud Platform (BigQuery).
• Access to finance systems was restricted; I negotiated new data-sharing agreements with vendors.
EDUCATION
MSc Statistics, University of Leeds, 2017
SKILLS
Python, R, SQL, Tableau, Power BI, Looker, dbt, Git, Docker, AWS (S3, Redshift), GCP, Excel, Google Sheets
Machine learning, regression analysis, time series forecasting, data visualization, statistical modelling
Agile/Scrum, JIRA, Confluence, stakeholder management, project management, presentation skills
Languages: English (native), Spanish (professional), French (basic)`;

const RESUME_WORDS = 900;
const POSTING_WORDS = 400;
const SKILL_WORD_SHARE = 0.12;

function repeatToWords(text: string, words: number): string {
  const all = text.split(/(\s+)/);
  let result = '';
  let count = 0;
  for (let index = 0; count < words; index = (index + 1) % all.length) {
    const piece = all[index] ?? '';
    result += piece;
    if (piece.trim() !== '') count += 1;
  }
  return result;
}

/** Deterministic synthetic postings: filler words with skill names mixed in, one bullet per line. */
function makePosting(seed: number): string {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const filler =
    'the a and to of in for with our you will team work experience years strong ability build support drive deliver across customers product data business growth clients systems processes reports requirements including ensure manage develop lead partner'.split(
      ' ',
    );
  const lines: string[] = [];
  let words = 0;
  while (words < POSTING_WORDS) {
    const line: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      if (random() < SKILL_WORD_SHARE) {
        const skill = SKILLS[Math.floor(random() * SKILLS.length)];
        line.push(skill?.name ?? '');
      } else {
        line.push(filler[Math.floor(random() * filler.length)] ?? '');
      }
      words += 1;
    }
    lines.push(`• ${line.join(' ')}.`);
  }
  return lines.join('\n');
}

const resume = repeatToWords(RESUME_SECTION, RESUME_WORDS);
const postings = Array.from({ length: 100 }, (_, index) => makePosting(index + 1));
findSkills('warm up');

describe('skill matcher', () => {
  bench('index build (whole taxonomy)', () => {
    createSkillMatcher(SKILLS);
  });

  bench(`resume of ${RESUME_WORDS} words`, () => {
    findSkills(resume);
  });

  bench(`100 postings of ~${POSTING_WORDS} words (x100 for 10,000)`, () => {
    for (const posting of postings) findSkills(posting);
  });
});
