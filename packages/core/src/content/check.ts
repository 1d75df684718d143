import { findRoleGroup, isCatalogueRole, ROLE_TITLES } from '@careerlens/contracts';
import type { z } from 'zod';
import { findSkillByName } from '../skills/taxonomy';
import {
  BankQuestionSchema,
  DemoCompanySchema,
  DemoRoleSettingSchema,
  ExtraTitleAliasesSchema,
  NeighbourTitlesSchema,
  RoleProfileSchema,
  SkillSchema,
  ThemedQuestionSchema,
} from './schemas';

/**
 * Checks the data files under packages/core/content against their schemas (schemas.ts) and the rules that
 * span entries: where a file belongs, unique ids, the mix of questions per role and per skill. Pure: the
 * caller reads the files (content.test.ts, scripts/check-content.ts).
 */

/** One broken rule: `key` names the file, the entry and the rule, for the allow-list. */
export interface ContentProblem {
  key: string;
  message: string;
}

/** Content files by path under packages/core/content ("taxonomy/soft-skills.json"), parsed. */
export type ContentFiles = ReadonlyMap<string, unknown>;

/** The folders that hold content with a schema; other files (onet/) are generated and checked elsewhere. */
export const CHECKED_FOLDERS = [
  'interview-questions/roles',
  'interview-questions/skills',
  'interview-questions/themes',
  'taxonomy',
  'role-profiles',
  'demo/role-settings',
  'demo/companies',
  'titles',
] as const;

/** The folders that hold one file per role, in a folder per role group. */
const ROLE_FOLDERS = ['role-profiles', 'interview-questions/roles'] as const;

/** A role group or a role as its folder or file is named: 'HR & People' -> 'hr-people'. */
const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
const fileStem = (path: string): string => (path.split('/').pop() ?? '').replace(/\.json$/u, '');
const folderOf = (path: string): string => path.split('/').slice(0, -1).join('/');

export function checkContent(files: ContentFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (key: string, message: string): void => {
    problems.push({ key, message });
  };
  /** Validates one entry; the issues' keys read "<file> <entry> <field path>". */
  const validate = <T extends z.ZodType>(
    schema: T,
    value: unknown,
    where: string,
  ): z.output<T> | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      report(`${where} ${issue.path.join('.') || '(entry)'}`, issue.message);
    return undefined;
  };
  const taxonomy: Array<{ path: string; skill: z.output<typeof SkillSchema> }> = [];
  /** Themes with questions written for each role's field (`fits`), and where the role was first named. */
  const fieldThemes = new Map<string, { themes: Set<string>; where: string }>();
  const themes = new Set<string>();
  const questionIds = new Map<string, string>();
  const checkUniqueId = (id: string, where: string): void => {
    const other = questionIds.get(id);
    if (other !== undefined) report(`${where} id`, `question id ${id} is also used in ${other}`);
    questionIds.set(id, where);
  };
  const companySlugs = new Set<string>();
  for (const [path, data] of files)
    if (folderOf(path) === 'demo/companies' && Array.isArray(data))
      for (const company of data) companySlugs.add((company as { slug?: string }).slug ?? '');

  for (const [path, rawData] of files) {
    // Role content is one file per role in a folder per role group: role-profiles/<group>/<role>.json holds
    // the role's profile, interview-questions/roles/<group>/<role>.json its questions. Read as before: the
    // group is the folder, the title the one whose slug names the file.
    const parent = folderOf(path);
    const perRole = ROLE_FOLDERS.find((folder) => parent.startsWith(`${folder}/`));
    const folder = perRole ?? parent;
    const stem = perRole === undefined ? fileStem(path) : fileStem(parent);
    let data = rawData;
    if (perRole !== undefined) {
      const title = ROLE_TITLES.find((candidate) => slugify(candidate) === fileStem(path));
      if (title === undefined) {
        report(`${path} (file)`, 'named for a catalogue title (its slug)');
        continue;
      }
      if (perRole === 'role-profiles') {
        if ((rawData as { title?: unknown } | null)?.title !== title)
          report(`${path} title`, `the file of ${title} holds its profile`);
        data = [rawData];
      } else data = { [title]: rawData };
    }
    switch (folder) {
      case 'interview-questions/roles':
      case 'interview-questions/skills': {
        if (typeof data !== 'object' || data === null || Array.isArray(data)) {
          report(`${path} (file)`, 'an object of question lists keyed by title or skill name');
          break;
        }
        for (const [key, questions] of Object.entries(data)) {
          const where = `${path} ${key}`;
          if (!Array.isArray(questions)) {
            report(where, 'a list of questions');
            continue;
          }
          const valid = questions.flatMap((question, index) => {
            const parsed = validate(
              BankQuestionSchema,
              question,
              `${where}/${(question as { id?: string }).id ?? index}`,
            );
            if (parsed) checkUniqueId(parsed.id, where);
            return parsed ? [parsed] : [];
          });
          if (folder === 'interview-questions/roles') {
            if (!isCatalogueRole(key)) report(`${where} (key)`, 'not a catalogue title');
            else if (slugify(findRoleGroup(key) ?? '') !== stem)
              report(
                `${where} (key)`,
                `belongs in the folder of its group, ${slugify(findRoleGroup(key) ?? '')}/`,
              );
            const count = (type: string): number => valid.filter((question) => question.type === type).length;
            if (
              questions.length !== 4 ||
              count('technical') !== 2 ||
              count('situational') !== 1 ||
              count('behavioural') !== 1
            )
              report(`${where} (mix)`, 'four questions: two technical, one situational, one behavioural');
            if (
              !valid.some((question) => question.difficulty !== 'HARD') ||
              !valid.some((question) => question.difficulty === 'HARD')
            )
              report(`${where} (difficulty)`, 'at least one EASY or MEDIUM and at least one HARD');
          } else {
            const skill = findSkillByName(key);
            if (skill === undefined) report(`${where} (key)`, 'no taxonomy skill has this name or alias');
            // Two questions, or more where some are written for particular roles ("fits"); those asked
            // anywhere are at least a technical one and one of another type or difficulty.
            if (questions.length < 2)
              report(`${where} (mix)`, `two questions or more, found ${questions.length}`);
            else if (valid.length === questions.length) {
              const general = valid.filter((question) => question.fits === undefined);
              const mix = general.length >= 2 ? general : valid;
              if (!mix.some((question) => question.type === 'technical'))
                report(`${where} (mix)`, 'at least one technical question');
              if (new Set(mix.map((question) => `${question.type} ${question.difficulty}`)).size < 2)
                report(`${where} (mix)`, 'the questions differ in type or difficulty');
            }
          }
        }
        break;
      }
      case 'interview-questions/themes': {
        if (!Array.isArray(data)) {
          report(`${path} (file)`, 'a list of questions');
          break;
        }
        for (const [index, question] of data.entries()) {
          const where = `${path} ${(question as { id?: string }).id ?? index}`;
          const parsed = validate(ThemedQuestionSchema, question, where);
          if (!parsed) continue;
          checkUniqueId(parsed.id, where);
          if (parsed.theme !== stem)
            report(`${where} theme`, `belongs in the file of its theme, ${parsed.theme}.json`);
          themes.add(parsed.theme);
          for (const title of parsed.fits ?? []) {
            const entry = fieldThemes.get(title) ?? { themes: new Set<string>(), where };
            entry.themes.add(parsed.theme);
            fieldThemes.set(title, entry);
          }
        }
        break;
      }
      case 'taxonomy':
        for (const skill of checkList(path, data, SkillSchema, 'id')) taxonomy.push({ path, skill });
        break;
      case 'role-profiles':
        for (const profile of checkList(path, data, RoleProfileSchema, 'title')) {
          if (!isCatalogueRole(profile.title))
            report(`${path} ${profile.title} title`, 'not a catalogue title');
          if (findRoleGroup(profile.title) !== profile.group || slugify(profile.group) !== stem)
            report(
              `${path} ${profile.title} group`,
              "the catalogue's group of the title, and that group's folder",
            );
        }
        break;
      case 'demo/companies':
        checkList(path, data, DemoCompanySchema, 'slug');
        break;
      case 'demo/role-settings': {
        if (typeof data !== 'object' || data === null || Array.isArray(data)) {
          report(`${path} (file)`, 'an object of settings keyed by catalogue title');
          break;
        }
        for (const [title, setting] of Object.entries(data)) {
          const parsed = validate(DemoRoleSettingSchema, setting, `${path} ${title}`);
          if (!isCatalogueRole(title) || slugify(findRoleGroup(title) ?? '') !== stem)
            report(`${path} ${title} (key)`, "a catalogue title, in its group's file");
          for (const slug of Object.values(parsed?.employers ?? {}).flat())
            if (!companySlugs.has(slug)) report(`${path} ${title} employers`, `no demo company ${slug}`);
        }
        break;
      }
      case 'titles': {
        const schema = stem === 'neighbour-titles' ? NeighbourTitlesSchema : ExtraTitleAliasesSchema;
        const parsed = validate(schema, data, path);
        for (const role of Object.keys(parsed ?? {}))
          if (!isCatalogueRole(role)) report(`${path} ${role} (key)`, 'not a catalogue title');
        break;
      }
      default:
        report(`${path} (file)`, `not in a content folder with a schema: ${CHECKED_FOLDERS.join(', ')}`);
    }
  }
  // A field's own themed questions replace the general ones for its roles (findThemedQuestions): a role
  // with some has one for every theme, so its guides never mix the two kinds.
  for (const [title, { themes: own, where }] of fieldThemes) {
    const missing = [...themes].filter((theme) => !own.has(theme));
    if (missing.length > 0)
      report(`${where} fits`, `${title} has themed questions of its own but none on ${missing.join(', ')}`);
  }

  // What a certification certifies: skills of the taxonomy, not credentials or soft skills.
  const typeOf = new Map(taxonomy.map(({ skill }) => [skill.id, skill.type] as const));
  for (const { path, skill } of taxonomy) {
    if (skill.certifies === undefined) continue;
    if (skill.type !== 'certification')
      report(`${path} ${skill.id} certifies`, 'only a certification certifies');
    for (const id of skill.certifies) {
      const type = typeOf.get(id);
      if (type === undefined) report(`${path} ${skill.id} certifies`, `no skill ${id}`);
      else if (type === 'certification' || type === 'soft')
        report(`${path} ${skill.id} certifies`, `${id} is a ${type} skill, not one a credential shows`);
    }
  }
  // A deed shows one skill, a hard, domain or soft one (a practice: Parent Communication).
  const deedOf = new Map<string, string>();
  for (const { path, skill } of taxonomy) {
    if (skill.deeds === undefined) continue;
    if (skill.type !== 'hard' && skill.type !== 'domain' && skill.type !== 'soft')
      report(`${path} ${skill.id} deeds`, 'only a hard, domain or soft skill has deeds');
    for (const deed of skill.deeds) {
      const other = deedOf.get(deed);
      if (other !== undefined) report(`${path} ${skill.id} deeds`, `"${deed}" already shows ${other}`);
      deedOf.set(deed, skill.id);
    }
  }
  // A suite is a product made of products: tools, each part of one suite at most.
  const suiteOf = new Map<string, string>();
  for (const { path, skill } of taxonomy) {
    if (skill.parts === undefined) continue;
    if (skill.type !== 'tool') report(`${path} ${skill.id} parts`, 'only a tool (a suite) has parts');
    for (const id of skill.parts) {
      const type = typeOf.get(id);
      if (type === undefined) report(`${path} ${skill.id} parts`, `no skill ${id}`);
      else if (type !== 'tool')
        report(`${path} ${skill.id} parts`, `${id} is a ${type} skill, not a product`);
      const other = suiteOf.get(id);
      if (other !== undefined) report(`${path} ${skill.id} parts`, `${id} is already a part of ${other}`);
      suiteOf.set(id, skill.id);
    }
  }
  return problems;

  /** Validates a file that lists entries, each named in problem keys by its `nameKey` field. */
  function checkList<T extends z.ZodType>(
    path: string,
    data: unknown,
    schema: T,
    nameKey: string,
  ): z.output<T>[] {
    if (!Array.isArray(data)) {
      report(`${path} (file)`, 'a list');
      return [];
    }
    return data.flatMap((entry, index) => {
      const name = (entry as Record<string, unknown> | null)?.[nameKey];
      const parsed = validate(schema, entry, `${path} ${typeof name === 'string' ? name : index}`);
      return parsed === undefined ? [] : [parsed];
    });
  }
}
