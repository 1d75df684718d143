import { describe, expect, it } from 'vitest';
import { CHECKED_FOLDERS, checkContent, type ContentFiles } from './check';
import { KNOWN_CONTENT_VIOLATIONS } from './known-violations';
import { readContentFiles, unimportedContentFiles } from '../testing/content-files';

/** The content files under packages/core/content against their schemas; `npm run content:check` runs the same. */
describe('content data files', () => {
  const files = readContentFiles(CHECKED_FOLDERS);

  it('meet their schemas and limits, apart from the known violations', () => {
    const problems = checkContent(files);
    const unexpected = problems.filter((problem) => !KNOWN_CONTENT_VIOLATIONS.includes(problem.key));
    expect(unexpected).toEqual([]);
    const stale = KNOWN_CONTENT_VIOLATIONS.filter((key) => !problems.some((problem) => problem.key === key));
    expect(stale).toEqual([]);
    // 11 role profiles with one certification.
    expect(KNOWN_CONTENT_VIOLATIONS).toHaveLength(11);
  });

  it('are each imported by the core', () => {
    expect(files.size).toBeGreaterThan(80);
    expect(unimportedContentFiles(files.keys())).toEqual([]);
  });

  it('reports broken limits with the file, the entry and the field', () => {
    const path = 'interview-questions/skills/tech-data-ml.json';
    const data = structuredClone(files.get(path)) as Record<string, Record<string, unknown>[]>;
    const [name, questions] = Object.entries(data)[0] ?? [];
    const [first, second] = questions ?? [];
    if (name === undefined || first === undefined || second === undefined)
      throw new Error('no skill questions');
    Object.assign(first, { answer: 'Too short for {company}.', evaluationCriteria: ['One'] });
    Object.assign(second, { type: 'behavioural' });
    const broken: ContentFiles = new Map([[path, data]]);
    const messages = checkContent(broken).map((problem) => `${problem.key}: ${problem.message}`);
    expect(messages).toEqual([
      `${path} ${name}/${String(first.id)} answer: placeholders other than {role}, {skill}, {responsibility}`,
      `${path} ${name}/${String(first.id)} answer: model answer of 80-180 words, found 4`,
      `${path} ${name}/${String(first.id)} evaluationCriteria: 3-5 items, found 1`,
      `${path} ${name}/${String(second.id)} answer: behavioural answer labels Situation: Task: Action: Result: in that order`,
    ]);
  });

  it('asks a skill for two questions or more, of mixed type or difficulty, at least one technical', () => {
    const path = 'interview-questions/skills/tech-data-ml.json';
    const data = files.get(path) as Record<string, Array<Record<string, unknown>>>;
    const [name, questions] = Object.entries(data)[0] ?? [];
    const [first, second] = questions ?? [];
    if (name === undefined || first === undefined || second === undefined)
      throw new Error('no skill questions');
    const check = (list: Array<Record<string, unknown>>) =>
      checkContent(new Map([[path, { [name]: list }]])).map((problem) => problem.message);
    expect(check([first])).toEqual(['two questions or more, found 1']);
    const behavioural = (question: Record<string, unknown>, n: number) => ({
      ...question,
      id: `${String(question.id)}-b${n}`,
      type: 'situational',
      difficulty: 'MEDIUM',
    });
    expect(check([behavioural(first, 1), behavioural(second, 2)])).toEqual([
      'at least one technical question',
      'the questions differ in type or difficulty',
    ]);
    // A third question written for particular roles joins the pool without changing its mix.
    const third = { ...second, id: `${String(second.id)}-fits`, fits: ['Data Analyst'] };
    expect(check([first, second, third])).toEqual([]);
  });

  it('lets only a certification certify, and only skills of the taxonomy that are not credentials', () => {
    const entry = (id: string, type: string, certifies?: string[]) => ({
      id,
      name: id,
      type,
      ...(certifies === undefined ? {} : { certifies }),
    });
    const messages = checkContent(
      new Map([
        [
          'taxonomy/test.json',
          [
            entry('food-safety', 'domain'),
            entry('teamwork', 'soft'),
            entry('food-card', 'certification', ['food-safety']),
            entry('chef-card', 'certification', ['food-card', 'teamwork', 'no-such-skill']),
            entry('cooking', 'hard', ['food-safety']),
          ],
        ],
      ]),
    ).map((problem) => `${problem.key}: ${problem.message}`);
    expect(messages).toEqual([
      'taxonomy/test.json chef-card certifies: food-card is a certification skill, not one a credential shows',
      'taxonomy/test.json chef-card certifies: teamwork is a soft skill, not one a credential shows',
      'taxonomy/test.json chef-card certifies: no skill no-such-skill',
      'taxonomy/test.json cooking certifies: only a certification certifies',
    ]);
  });

  it('lets a deed show one hard, domain or soft skill, written as a bare verb and its object', () => {
    const messages = checkContent(
      new Map([
        [
          'taxonomy/test.json',
          [
            { id: 'cash-handling', name: 'Cash Handling', type: 'hard', deeds: ['balance cash drawer'] },
            { id: 'cashiering', name: 'Cashiering', type: 'domain', deeds: ['balance cash drawer'] },
            { id: 'teamwork', name: 'Teamwork', type: 'soft', deeds: ['help colleague'] },
            { id: 'excel', name: 'Excel', type: 'tool', deeds: ['build spreadsheet'] },
            { id: 'lesson-planning', name: 'Lesson Planning', type: 'hard', deeds: ['Wrote lesson plans'] },
          ],
        ],
      ]),
    ).map((problem) => `${problem.key}: ${problem.message}`);
    expect(messages).toEqual([
      'taxonomy/test.json lesson-planning deeds.0: a bare verb and an object of 1-3 words, lower case',
      'taxonomy/test.json cashiering deeds: "balance cash drawer" already shows cash-handling',
      'taxonomy/test.json excel deeds: only a hard, domain or soft skill has deeds',
    ]);
  });

  it('reports a role file named for no catalogue title, or holding another role', () => {
    const profile = files.get('role-profiles/data-analytics/data-analyst.json');
    const messages = checkContent(
      new Map([
        ['role-profiles/data-analytics/data-wizard.json', profile],
        ['role-profiles/data-analytics/data-scientist.json', profile],
      ]),
    ).map((problem) => `${problem.key}: ${problem.message}`);
    expect(messages).toEqual([
      'role-profiles/data-analytics/data-wizard.json (file): named for a catalogue title (its slug)',
      'role-profiles/data-analytics/data-scientist.json title: the file of Data Scientist holds its profile',
    ]);
  });

  it('reports a role profile whose lists are too long or too short', () => {
    const path = 'role-profiles/data-analytics/data-analyst.json';
    const profile = structuredClone(files.get(path)) as Record<string, unknown> | undefined;
    if (profile === undefined) throw new Error('no profile');
    Object.assign(profile, { coreSkills: ['SQL'], careerProgression: ['A', 'B', 'C', 'D', 'E'] });
    const keys = checkContent(new Map([[path, profile]])).map((problem) => problem.key);
    expect(keys).toEqual([
      `${path} ${String(profile.title)} coreSkills`,
      `${path} ${String(profile.title)} careerProgression`,
    ]);
  });
});
