import { EXPERIENCE_LEVEL_IDS, ROLE_GROUPS, ROLE_TITLES } from '@careerlens/contracts';
import { z } from 'zod';
import { DEMO_COMPANY_SIZES, DEMO_SECTORS, type DemoCompany } from '../demo/companies';
import { DEMO_PLACES } from '../demo/places';
import type { DemoRoleSetting } from '../demo/role-settings';
import type { BankQuestion, ThemedQuestion } from '../interview/types';
import type { RoleProfile } from '../roles/types';
import type { SkillDefinition } from '../skills/types';

/**
 * The schemas of the data files under packages/core/content: their shape, and the limits that the types'
 * comments set (words per model answer, criteria per question, list lengths of a role profile, ...).
 * src/content/check.ts applies them file by file; the test and `npm run content:check` run that check.
 * Each schema's output is checked below to be assignable to the type the code reads the data as.
 */

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The placeholders the interview generator fills from the posting (see BankQuestion). */
const PLACEHOLDERS = new Set(['{role}', '{skill}', '{responsibility}']);

export const MODEL_ANSWER_WORDS = { min: 80, max: 180 } as const;
export const EVALUATION_CRITERIA = { min: 3, max: 5 } as const;

export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

const text = z.string().trim().min(1);
/** A deed of a skill: "balance cash drawer". */
const DEED = /^[a-z]{2,}(?:-[a-z]+)?[a-z] [a-z][a-z-]*(?: [a-z][a-z-]*){0,2}$/u;
const kebab = z.string().regex(KEBAB_CASE, 'kebab-case');
const textWithPlaceholders = text.refine(
  (value) => (value.match(/\{[^}]*\}/gu) ?? []).every((placeholder) => PLACEHOLDERS.has(placeholder)),
  { message: `placeholders other than ${[...PLACEHOLDERS].join(', ')}` },
);
/** A list of `min`-`max` items, with the limit in the message so a writer sees what to fix. */
const listOf = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item).refine((items) => items.length >= min && items.length <= max, {
    error: (issue) => `${min}-${max} items, found ${(issue.input as unknown[]).length}`,
  });
/** Every experience level, each with a value. */
const byLevel = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(EXPERIENCE_LEVEL_IDS.map((level) => [level, value])) as Record<
      (typeof EXPERIENCE_LEVEL_IDS)[number],
      T
    >,
  );
const someLevels = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(EXPERIENCE_LEVEL_IDS), value);

const bankQuestionShape = {
  id: kebab,
  type: z.enum(['technical', 'behavioural', 'situational']),
  difficulty: z.enum(['EASY', 'MEDIUM', 'HARD']),
  question: textWithPlaceholders,
  answer: textWithPlaceholders.refine(
    (answer) => {
      const words = countWords(answer);
      return words >= MODEL_ANSWER_WORDS.min && words <= MODEL_ANSWER_WORDS.max;
    },
    {
      error: (issue) =>
        `model answer of ${MODEL_ANSWER_WORDS.min}-${MODEL_ANSWER_WORDS.max} words, found ${countWords(issue.input as string)}`,
    },
  ),
  evaluationCriteria: listOf(text, EVALUATION_CRITERIA.min, EVALUATION_CRITERIA.max),
  /** Catalogue roles a question written for one field suits; absent, it suits any posting asking for its skill. */
  fits: z
    .array(z.enum(ROLE_TITLES as unknown as [string, ...string[]]))
    .min(1)
    .optional(),
};
/** Behavioural answers use STAR and label the parts. */
const isStarWhereBehavioural = (question: { type: string; answer: string }): boolean =>
  question.type !== 'behavioural' ||
  /Situation:[\s\S]*Task:[\s\S]*Action:[\s\S]*Result:/u.test(question.answer);
const STAR_ISSUE = {
  message: 'behavioural answer labels Situation: Task: Action: Result: in that order',
  path: ['answer'],
};

/** A question of the bank (BankQuestion): 80-180 words of model answer, 3-5 criteria, STAR for behavioural. */
export const BankQuestionSchema = z
  .strictObject(bankQuestionShape)
  .refine(isStarWhereBehavioural, STAR_ISSUE);

/** A behavioural or situational question with its theme; the id reads '<type>-<theme>-<n>'. */
export const ThemedQuestionSchema = z
  // setInDuty: written to follow a duty of the posting quoted before it; asked only with one.
  .strictObject({ ...bankQuestionShape, theme: kebab, setInDuty: z.boolean().optional() })
  .refine(isStarWhereBehavioural, STAR_ISSUE)
  .refine((question) => question.type !== 'technical', {
    message: 'behavioural or situational',
    path: ['type'],
  })
  .refine((question) => new RegExp(`^${question.type}-${question.theme}-\\d+$`, 'u').test(question.id), {
    message: "id reads '<type>-<theme>-<n>'",
    path: ['id'],
  });

/** A skill of the taxonomy (SkillDefinition). */
export const SkillSchema = z.strictObject({
  id: kebab,
  name: text,
  type: z.enum(['hard', 'tool', 'soft', 'certification', 'language', 'domain']),
  aliases: z.array(text).optional(),
  related: z.array(kebab).optional(),
  /** A certification's: ids of the skills holding it shows (what its exam or training certifies). */
  certifies: z.array(kebab).optional(),
  /** A suite's: ids of the products it is made of (Microsoft Office: Word, Excel, PowerPoint...). */
  parts: z.array(kebab).optional(),
  /** A hard, domain or soft skill's: "<verb> <object>", lower case, the verb bare, the object of 1-3 words. */
  deeds: z.array(z.string().regex(DEED, 'a bare verb and an object of 1-3 words, lower case')).optional(),
  groups: z.array(z.enum(ROLE_GROUPS)).optional(),
  guard: z
    .strictObject({
      caseSensitive: z.boolean().optional(),
      contextAny: z.array(text).optional(),
      contextNone: z.array(text).optional(),
      notFollowedBy: z.array(text).optional(),
      notPrecededBy: z.array(text).optional(),
    })
    .optional(),
});

/** A role profile (RoleProfile), with the list lengths its comments set. */
export const RoleProfileSchema = z.strictObject({
  title: text,
  group: z.enum(ROLE_GROUPS),
  titleAliases: z.array(text),
  summary: text,
  coreSkills: listOf(text, 5, 8),
  commonSkills: listOf(text, 8, 15),
  /** 2-6, or none for roles without certifications. */
  certifications: z
    .array(text)
    .refine((items) => items.length === 0 || (items.length >= 2 && items.length <= 6), {
      error: (issue) => `none or 2-6 items, found ${(issue.input as unknown[]).length}`,
    }),
  education: z.array(text).min(1),
  responsibilities: byLevel(listOf(text, 4, 6)),
  successMetrics: listOf(text, 3, 5),
  teamInteractions: listOf(text, 3, 5),
  industries: listOf(text, 3, 5),
  careerProgression: listOf(text, 2, 4),
});

const PayBandSchema = z
  .strictObject({ interval: z.enum(['yearly', 'hourly']), min: z.number().positive(), max: z.number() })
  .refine((band) => band.min <= band.max, { message: 'min <= max' });
const fourLevels = <T extends z.ZodType>(value: T) => z.tuple([value, value, value, value]);

/** How the demo corpus posts a catalogue role (DemoRoleSetting). */
export const DemoRoleSettingSchema = z.strictObject({
  titles: fourLevels(z.union([text, z.array(text).min(1).readonly()])).readonly(),
  field: text,
  team: text,
  jobFunction: text,
  sectors: z.array(z.enum(DEMO_SECTORS)).min(1).readonly(),
  employers: someLevels(z.array(kebab).min(1).readonly()).optional(),
  workplace: z.enum(['remote', 'hybrid', 'onsite']),
  market: z.enum(['us', 'global']),
  pay: fourLevels(PayBandSchema).readonly().nullable(),
  commission: z.boolean().optional(),
  credentials: someLevels(text).optional(),
  niceCertifications: z.array(text).readonly().optional(),
  levelSkills: someLevels(z.array(text).readonly()).optional(),
  summary: text.optional(),
  education: z.array(text).readonly().optional(),
  entryExperience: text.optional(),
  conditions: text.optional(),
  shiftWork: z.array(z.enum(EXPERIENCE_LEVEL_IDS)).readonly().optional(),
  internship: text.optional(),
  contracts: z.boolean().optional(),
  levels: z.array(z.enum(EXPERIENCE_LEVEL_IDS)).readonly().optional(),
  midLevelAliases: z.array(text).readonly().optional(),
});

const placeKey = z.enum(
  Object.keys(DEMO_PLACES) as [keyof typeof DEMO_PLACES, ...(keyof typeof DEMO_PLACES)[]],
);

/** A fictional employer of the demo corpus (DemoCompany). */
export const DemoCompanySchema = z.strictObject({
  name: text,
  slug: kebab,
  sector: z.enum(DEMO_SECTORS),
  industry: text,
  description: text,
  size: z.enum(DEMO_COMPANY_SIZES),
  offices: z.tuple([placeKey], placeKey).readonly(),
});

/** titles/extra-title-aliases.json: posting titles the profiles do not list yet, by catalogue title. */
export const ExtraTitleAliasesSchema = z.record(text, z.array(text).min(1));

/** titles/neighbour-titles.json: occupations nearest a catalogue role, with a note where that is not plain. */
export const NeighbourTitlesSchema = z.record(
  text,
  z.strictObject({ note: text.optional(), titles: z.array(text).min(1) }),
);

/** Compile-time: what a schema accepts is what the code reads the data as. */
type Assignable<From, To> = [From] extends [To] ? true : never;
export const SCHEMAS_MATCH_TYPES: [
  Assignable<z.output<typeof BankQuestionSchema>, BankQuestion>,
  Assignable<z.output<typeof ThemedQuestionSchema>, ThemedQuestion>,
  Assignable<z.output<typeof SkillSchema>, SkillDefinition>,
  Assignable<z.output<typeof RoleProfileSchema>, RoleProfile>,
  Assignable<z.output<typeof DemoRoleSettingSchema>, DemoRoleSetting>,
  Assignable<z.output<typeof DemoCompanySchema>, DemoCompany>,
] = [true, true, true, true, true, true];
