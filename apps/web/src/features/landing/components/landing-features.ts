import {
  LuBriefcase,
  LuChartNoAxesColumn,
  LuFileSearch,
  LuGauge,
  LuMessagesSquare,
  LuShieldCheck,
} from 'react-icons/lu';
import type { Feature } from './feature-section';

export const RESUME_FEATURES: Feature[] = [
  {
    icon: LuGauge,
    title: 'An ATS score with every check explained',
    description:
      'A 0-100 score built from concrete checks: readable contact details, standard section headings, consistent dates, a layout parsers can follow and more. Each check says what it found and why it matters, and the report leads with the single change that will help most.',
  },
  {
    icon: LuChartNoAxesColumn,
    title: 'Skill gaps measured against real postings',
    description:
      'Tell us the role and level you are aiming for. CareerLens looks at what real job postings for that role and level ask for, then shows which in-demand skills your resume already proves and which ones it is missing.',
  },
  {
    icon: LuShieldCheck,
    title: 'Suggestions that stay true to you',
    description:
      'CareerLens never writes achievements you did not earn. It shows where your real experience is hidden or under-described, so every line you add is one you can defend in an interview.',
  },
];

export const JOB_FEATURES: Feature[] = [
  {
    icon: LuBriefcase,
    title: 'Job matches ranked 0-100, with a reason',
    description:
      'Jobs are scored from 0 to 100 against your resume, and each match says why it ranked where it did, so you can decide quickly which openings deserve your time.',
  },
  {
    icon: LuFileSearch,
    title: 'Your fit for one specific job',
    description:
      'Found a posting you care about? Check your resume against it to see the skills you match, the skills to add and section-by-section feedback before you apply.',
  },
  {
    icon: LuMessagesSquare,
    title: 'Job profiles with interview questions',
    description:
      'Each job profile breaks down the skills, responsibilities and growth path of a role, with interview questions by difficulty and model answers that show what a strong response covers.',
  },
];
