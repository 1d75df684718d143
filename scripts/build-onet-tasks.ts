/**
 * Derives packages/core/content/onet/role-tasks.json from O*NET 29.2 (CC BY 4.0): for every catalogue role,
 * the O*NET occupation whose title or alternate title is the role's title, and that occupation's core task
 * statements. Run: node --import tsx scripts/build-onet-tasks.ts [path/to/onet-29.2]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLE_TITLES } from '@careerlens/contracts';

const MAX_TASKS = 8;
/**
 * Roles whose title is no O*NET title, or names an unrelated one first ("Data Analyst" is also a survey
 * researcher's alternate title): the occupation chosen by reading the O*NET descriptions.
 */
const CHOSEN: Readonly<Record<string, string>> = {
  'Software Engineer': '15-1252.00',
  'Frontend Engineer': '15-1254.00',
  'Backend Engineer': '15-1252.00',
  'Full Stack Engineer': '15-1252.00',
  'DevOps Engineer': '15-1244.00',
  'Embedded Systems Engineer': '17-2061.00',
  'Engineering Manager': '11-9041.00',
  'Product Owner': '15-1211.00',
  'UX Designer': '15-1255.00',
  'UX Researcher': '19-3022.00',
  'Content Marketing Manager': '11-2021.00',
  'SEO Specialist': '13-1161.01',
  'Social Media Manager': '27-3031.00',
  'Sales Development Representative': '41-3091.00',
  'Investment Banking Analyst': '13-2051.00',
  'Data Scientist': '15-2051.00',
  'Data Analyst': '15-2051.01',
  'HR Generalist': '13-1071.00',
  'HR Business Partner': '11-3121.00',
  'Learning and Development Specialist': '13-1151.00',
  'Aircraft Maintenance Technician': '49-3011.00',
};
const folder = path.resolve(process.argv[2] ?? '../shared/data/onet-29.2');
const rows = (file: string): string[][] =>
  readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));

const fold = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim()
    .replace(/s$/u, '');

const occupations = new Map(rows('Occupation Data.txt').map(([code = '', title = '']) => [code, title]));
const codesByTitle = new Map<string, string[]>();
const addTitle = (title: string, code: string): void => {
  const key = fold(title);
  const codes = codesByTitle.get(key) ?? [];
  if (!codes.includes(code)) codes.push(code);
  codesByTitle.set(key, codes);
};
for (const [code, title] of occupations) addTitle(title, code);
for (const [code = '', title = ''] of rows('Sample of Reported Titles.txt')) addTitle(title, code);
for (const [code = '', title = ''] of rows('Alternate Titles.txt')) addTitle(title, code);

// Core tasks first; an occupation rated without core tasks keeps its other tasks.
const tasksByCode = new Map<string, string[]>();
const otherTasksByCode = new Map<string, string[]>();
for (const [code = '', , task = '', type = ''] of rows('Task Statements.txt')) {
  const target = type === 'Core' ? tasksByCode : otherTasksByCode;
  target.set(code, [...(target.get(code) ?? []), task.trim()]);
}
for (const [code, tasks] of otherTasksByCode) if (!tasksByCode.has(code)) tasksByCode.set(code, tasks);

const roles: Record<string, { code: string; occupation: string; tasks: string[] }> = {};
const unmatched: string[] = [];
for (const role of ROLE_TITLES) {
  // The title as written, then as other employers write it ("Engineer" / "Developer", "HR" / "Human Resources").
  const variants = [
    role,
    role.replace(/\bEngineer\b/u, 'Developer'),
    role.replace(/\bEngineer\b/u, 'Software Engineer'),
    role.replace(/^HR\b/u, 'Human Resources'),
    role.replace(/^UX\b/u, 'User Experience'),
    role.replace(/^QA\b/u, 'Quality Assurance'),
    role.replace(/^IT\b/u, 'Computer'),
  ];
  const candidates = [
    ...(CHOSEN[role] === undefined ? [] : [CHOSEN[role]]),
    ...variants.flatMap((variant) => codesByTitle.get(fold(variant)) ?? []),
  ];
  const code = candidates.find((candidate) => tasksByCode.has(candidate));
  if (code === undefined) {
    unmatched.push(role);
    continue;
  }
  roles[role] = {
    code,
    occupation: occupations.get(code) ?? '',
    tasks: (tasksByCode.get(code) ?? []).slice(0, MAX_TASKS),
  };
}
const output = {
  attribution:
    'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment ' +
    'and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of ' +
    'USDOL/ETA. CareerLens has modified all or some of this information. USDOL/ETA has not approved, endorsed, ' +
    'or tested these modifications.',
  source:
    'O*NET 29.2: Occupation Data, Alternate Titles, Sample of Reported Titles, Task Statements (core tasks)',
  roles,
};
const target = path.resolve(import.meta.dirname, '../packages/core/content/onet/role-tasks.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `${Object.keys(roles).length} of ${ROLE_TITLES.length} roles matched; unmatched: ${unmatched.join(', ')}`,
);
