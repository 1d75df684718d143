/**
 * Derives packages/core/content/onet/role-tasks.json from O*NET 29.2 (CC BY 4.0): for every catalogue role,
 * the core task statements of its occupation in core's editorial mapping (ROLE_OCCUPATIONS, the one matching
 * uses), so a guide never quotes the tasks of an occupation the role is not. Run:
 * node --import tsx scripts/build-onet-tasks.ts [path/to/onet-29.2]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLE_TITLES } from '@careerlens/contracts';
import { ROLE_OCCUPATIONS } from '@careerlens/core';

const MAX_TASKS = 8;
const folder = path.resolve(process.argv[2] ?? '../shared/data/onet-29.2');
const rows = (file: string): string[][] =>
  readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));

const occupations = new Map(rows('Occupation Data.txt').map(([code = '', title = '']) => [code, title]));

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
  const code = ROLE_OCCUPATIONS[role];
  if (code === undefined || !tasksByCode.has(code)) {
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
  source: 'O*NET 29.2: Occupation Data, Task Statements (core tasks)',
  roles,
};
const target = path.resolve(import.meta.dirname, '../packages/core/content/onet/role-tasks.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `${Object.keys(roles).length} of ${ROLE_TITLES.length} roles with tasks; without an occupation or tasks: ${unmatched.join(', ')}`,
);
