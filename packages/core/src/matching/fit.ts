import type { ExperienceLevel } from '@careerlens/contracts';
import type { DocumentLine, ExtractedDocument } from '../extract/types';
import { findEducation } from '../postings/posting-facts';
import { levelFromTitle } from '../postings/posting-level';
import { mapPostingRole } from '../postings/posting-role';
import type { PostingAnalysis } from '../postings/types';
import { getRoleProfile, LEVEL_YEARS } from '../roles/role-profiles';
import { parseResume } from '../sections/parse-resume';
import type { DegreeLevel, SectionKind } from '../sections/types';
import { dropUnsureCredentials } from '../extract/ocr';
import { findResumeSkills, resumeSkillLines, withCertifiedSkills } from '../skills/evidence';
import { findSkills } from '../skills/matcher';
import { inOtherWordsAdvice, nearMention, type LineText } from '../skills/near-mention';
import { getSkill, relatedSkillIds } from '../skills/taxonomy';
import {
  combine,
  creditFor,
  effectiveYears,
  FIT_METHOD_VERSION,
  FIT_RULES,
  FIT_WEIGHTS,
  indexResume,
  levelName,
  matchLevelOf,
  MATCH_THRESHOLDS,
  preferredOnly,
  requiredYearsOf,
  round,
  similarityPart,
  skillName,
  skillSums,
  skillsPart,
  relevanceOf,
  experiencePart,
  titleClosenessOf,
  titlePenaltyOf,
  fieldClosenessOf,
  fieldFactorOf,
  yearsFitOf,
  type SkillCredit,
} from './components';
import {
  compareTerms,
  lexicalTerms,
  lexicalVector,
  type IdfTable,
  type SparseVector,
} from './lexical-vector';
import type {
  EvidenceLine,
  FitResult,
  FitSection,
  FitTarget,
  MatchingSkillDetail,
  PreparedResume,
  PreparedSection,
  PreparedSkill,
  PreparedTitle,
  ScoreFitOptions,
} from './types';

export { FIT_METHOD_VERSION, FIT_RULES, FIT_WEIGHTS, MATCH_THRESHOLDS } from './components';

/** Terms kept in a resume vector: resumes are scored against many postings, so keep nearly all. */
export const RESUME_VECTOR_TERMS = 400;
/** Terms kept in a posting vector (stored with every posting). */
export const POSTING_VECTOR_TERMS = 64;
/** Work lines kept for suggestions. */
const MAX_BULLETS = 80;
/** Other content lines kept, to find a skill named in other words; longer lines are cut. */
const MAX_OTHER_LINES = 150;
const MAX_OTHER_LINE_CHARS = 300;
/** Every occurrence of a skill is read, to know every section it is written in. */
const ALL_EVIDENCE = 1000;
const MAX_SUGGESTIONS = 6;
/** A field factor at or below this earns the "different field" suggestion. */
const FIELD_SUGGESTION_FACTOR = 0.85;
const MAX_NAMES_IN_SENTENCE = 3;
const QUOTE_LENGTH = 70;
/** A bullet speaks to a missing skill's context when it shares this many content words with it. */
const MIN_SHARED_FOR_BULLET = 2;

export interface LexicalOptions {
  /** IDF table from the server's corpus (see computeIdf); the same one must be used on both sides. */
  idf?: IdfTable;
  defaultIdf?: number;
}

// ---------------------------------------------------------------------------------------------------
// The resume.

const WORK_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'projects', 'volunteer']);

const DEGREE_RANK: Readonly<Record<DegreeLevel, number>> = {
  'high-school': 1,
  diploma: 1,
  certificate: 1,
  other: 1,
  associate: 2,
  bachelors: 3,
  masters: 4,
  doctorate: 5,
};

const REQUIRED_DEGREE_RANK: Readonly<Record<string, number>> = {
  'high-school': 1,
  associate: 2,
  bachelors: 3,
  masters: 4,
  doctorate: 5,
};

const LEVEL_ORDER: readonly ExperienceLevel[] = [
  'entry-level',
  'mid-level',
  'senior-level',
  'lead-principal',
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function sectionOf(
  lines: readonly DocumentLine[],
  skillsBySection: Map<SectionKind, Set<string>>,
  kind: SectionKind,
  present: boolean,
): PreparedSection {
  return {
    present,
    skillIds: [...(skillsBySection.get(kind) ?? [])],
    terms: lexicalTerms(lines.map((line) => line.text).join('\n')),
  };
}

/**
 * Reads a resume once for matching: parses it, leaves out the contact block and page headers/footers
 * (so the name and contact details never reach a score), finds its skills with the line that proves each,
 * its years of dated experience, highest degree, job titles (mapped to catalogue roles), work lines,
 * summary and projects, and a binary lexical vector. The result is plain JSON for the server to store.
 */
export function prepareResume(
  document: ExtractedDocument,
  referenceDate: Date,
  options: LexicalOptions = {},
): PreparedResume {
  const parsed = parseResume(document, { referenceDate });
  const excluded = new Set<number>(parsed.contact.lineIndexes);
  parsed.sectionOfLine.forEach((kind, index) => {
    if (kind === 'contact') excluded.add(index);
  });
  // Repeated page headers and footers carry the name and page numbers, never content.
  for (const line of document.lines)
    if (line.region === 'header' || line.region === 'footer') excluded.add(line.index);
  const contentLines = document.lines.filter((line) => !excluded.has(line.index));
  const kindOf = (index: number): SectionKind => parsed.sectionOfLine[index] ?? 'other';

  const headerLines = new Set(parsed.experience.flatMap((role) => role.headerLines));
  const isWorkLine = (index: number): boolean => WORK_SECTIONS.has(kindOf(index)) && !headerLines.has(index);

  const skillsBySection = new Map<SectionKind, Set<string>>();
  // The same reading as the resume report: credentials only with holder evidence, skills sections as context.
  const skills: PreparedSkill[] = withCertifiedSkills(
    dropUnsureCredentials(
      findResumeSkills(resumeSkillLines(document.lines, parsed, excluded), ALL_EVIDENCE),
      document.ocr,
    ),
  ).map((match) => {
    const sections: SectionKind[] = [];
    for (const evidence of match.evidence) {
      const kind = kindOf(evidence.lineIndex);
      if (!sections.includes(kind)) sections.push(kind);
      let set = skillsBySection.get(kind);
      if (set === undefined) {
        set = new Set();
        skillsBySection.set(kind, set);
      }
      set.add(match.id);
    }
    const inUse = match.evidence.find((evidence) => isWorkLine(evidence.lineIndex));
    const best = inUse ?? match.evidence[0];
    return {
      id: match.id,
      name: match.name,
      sections,
      inUse: inUse !== undefined,
      evidence: { lineIndex: best?.lineIndex ?? -1, text: best?.text ?? '' },
    };
  });

  const lineAt = (index: number): DocumentLine | undefined =>
    excluded.has(index) ? undefined : document.lines[index];
  const workIndexes: number[] = [];
  const seen = new Set<number>();
  const addWork = (index: number) => {
    if (!seen.has(index) && lineAt(index)) {
      seen.add(index);
      workIndexes.push(index);
    }
  };
  for (const role of parsed.experience) for (const index of role.bulletLines) addWork(index);
  if (workIndexes.length === 0) {
    // Roles not split into header and bullets: the experience section's lines are the work lines.
    for (const section of parsed.sections) {
      if (section.kind === 'experience') for (const index of section.lineIndexes) addWork(index);
    }
  }
  for (const section of parsed.sections) {
    if (section.kind === 'volunteer') for (const index of section.lineIndexes) addWork(index);
  }
  const workLines = workIndexes.map((index) => lineAt(index)).filter((line): line is DocumentLine => !!line);
  const keptWork = new Set(workLines.slice(0, MAX_BULLETS).map((line) => line.index));
  const otherLines = contentLines
    .filter((line) => !keptWork.has(line.index) && line.text.trim() !== '')
    .slice(0, MAX_OTHER_LINES)
    .map((line) => ({ lineIndex: line.index, text: line.text.slice(0, MAX_OTHER_LINE_CHARS) }));

  const titleTexts = [
    ...new Set(parsed.experience.map((role) => role.title?.trim() ?? '').filter((title) => title !== '')),
  ];
  // The resume's skills choose between the senses of a title that names two jobs ("Product Designer").
  const usedSkills = skills.filter((skill) => skill.inUse).map((skill) => skill.id);
  const listedSkills = skills.filter((skill) => !skill.inUse).map((skill) => skill.id);
  const titles: PreparedTitle[] = titleTexts.map((title) => {
    const role = mapPostingRole(title, usedSkills, listedSkills, { skillsChooseSenseOnly: true });
    return { title, roleTitle: role.roleTitle, roleGroup: role.roleGroup, confidence: role.roleConfidence };
  });
  let titleSeniority: ExperienceLevel | null = null;
  for (const title of titleTexts) {
    const level = levelFromTitle(title);
    if (
      level &&
      (titleSeniority === null || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(titleSeniority))
    ) {
      titleSeniority = level;
    }
  }

  let highestDegree: PreparedResume['highestDegree'] = null;
  for (const entry of parsed.education) {
    if (highestDegree === null || DEGREE_RANK[entry.level] > DEGREE_RANK[highestDegree.level]) {
      highestDegree = { level: entry.level, degree: entry.degree?.trim() || null };
    }
  }

  const linesOfKind = (kind: SectionKind): DocumentLine[] =>
    parsed.sections
      .filter((section) => section.kind === kind)
      .flatMap((section) => section.lineIndexes)
      .map((index) => lineAt(index))
      .filter((line): line is DocumentLine => !!line);
  const summaryLines = linesOfKind('summary');
  const projectLines = linesOfKind('projects');

  return {
    methodVersion: FIT_METHOD_VERSION,
    referenceDate: isoDate(referenceDate),
    skills,
    yearsOfExperience: round(parsed.totalExperienceMonths / 12, 1),
    roleCount: parsed.experience.length,
    datedRoleCount: parsed.experience.filter((role) => role.dates?.start !== undefined).length,
    titleSeniority,
    highestDegree,
    educationCount: parsed.education.length,
    titles,
    bullets: workLines.slice(0, MAX_BULLETS).map((line) => ({ lineIndex: line.index, text: line.text })),
    otherLines,
    experienceTerms: lexicalTerms([...titleTexts, ...workLines.map((line) => line.text)].join('\n')),
    summary: sectionOf(summaryLines, skillsBySection, 'summary', summaryLines.length > 0),
    projects: sectionOf(projectLines, skillsBySection, 'projects', projectLines.length > 0),
    vector: lexicalVector(contentLines.map((line) => line.text).join('\n'), {
      termFrequency: 'binary',
      skillIds: skills.map((skill) => skill.id),
      maxTerms: RESUME_VECTOR_TERMS,
      ...options,
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The target.

/** For each skill id, the content terms of the statements that name it, less the skill's own words. */
function skillContextOf(statements: readonly string[], ids: readonly string[]): Record<string, string[]> {
  const wanted = new Set(ids);
  const context: Record<string, string[]> = {};
  const matches = findSkills(
    statements.map((text, index) => ({ index, text })),
    { maxEvidence: ALL_EVIDENCE },
  );
  for (const match of matches) {
    if (!wanted.has(match.id)) continue;
    const own = new Set(lexicalTerms(`${match.name} ${match.evidence.map((e) => e.matched).join(' ')}`));
    const terms = new Set<string>();
    for (const evidence of match.evidence) {
      for (const term of lexicalTerms(evidence.text)) if (!own.has(term)) terms.add(term);
    }
    context[match.id] = [...terms].sort(compareTerms);
  }
  return context;
}

/**
 * The lexical vector of a posting, to compute once at ingestion and store: its title, duties,
 * requirements and nice-to-haves (not the company blurb, benefits or legal text), or the whole description
 * when it has no such sections, with its skills as terms.
 */
export function postingVector(
  analysis: PostingAnalysis,
  title: string,
  options: LexicalOptions = {},
): SparseVector {
  const statements = [...analysis.responsibilities, ...analysis.requirements, ...analysis.niceToHaves];
  const text =
    statements.length > 0 ? [title, ...statements].join('\n') : `${title}\n${analysis.descriptionText}`;
  return lexicalVector(text, {
    skillIds: [...analysis.requiredSkills, ...analysis.preferredSkills],
    maxTerms: POSTING_VECTOR_TERMS,
    withHashes: true,
    ...options,
  });
}

/** A fit target from an analysed posting (`title` is the posting's own title). */
export function targetFromPosting(
  analysis: PostingAnalysis,
  title: string,
  options: LexicalOptions = {},
): FitTarget {
  const required = [...new Set(analysis.requiredSkills)];
  const preferred = [...preferredOnly(required, [...new Set(analysis.preferredSkills)])];
  const statements = [...analysis.responsibilities, ...analysis.requirements, ...analysis.niceToHaves];
  return {
    source: 'posting',
    title,
    roleTitle: analysis.roleTitle,
    roleGroup: analysis.roleGroup,
    roleConfidence: analysis.roleConfidence,
    experienceLevel: analysis.experienceLevel,
    minYears: analysis.minYears,
    education: analysis.education,
    requiredSkills: required,
    preferredSkills: preferred,
    responsibilities: [...analysis.responsibilities],
    skillContext: skillContextOf(statements, [...required, ...preferred]),
    vector: postingVector(analysis, title, options),
  };
}

/**
 * A fit target from a catalogue role at a level, for "analyse against my target role" without a posting:
 * required = the profile's core skills, preferred = its common skills, the duties of that level, the
 * level's minimum years and the degree the profile's education text names. Throws for a title outside
 * the catalogue.
 */
export function targetFromRole(
  roleTitle: string,
  level: ExperienceLevel | null,
  options: LexicalOptions = {},
): FitTarget {
  const profile = getRoleProfile(roleTitle);
  if (!profile) throw new RangeError(`No role profile for "${roleTitle}"`);
  const responsibilities = [...profile.responsibilities[level ?? 'mid-level']];
  const required = [...profile.coreSkillIds];
  const preferred = [...preferredOnly(required, profile.commonSkillIds)];
  const education = findEducation(
    profile.education.map((text, blockIndex) => ({
      blockIndex,
      section: 'requirements' as const,
      intent: 'requirement' as const,
      text,
      isBullet: false,
    })),
  );
  return {
    source: 'role',
    title: profile.title,
    roleTitle: profile.title,
    roleGroup: profile.group,
    roleConfidence: 1,
    experienceLevel: level,
    minYears: level ? LEVEL_YEARS[level][0] : null,
    education,
    requiredSkills: required,
    preferredSkills: preferred,
    responsibilities,
    skillContext: skillContextOf(responsibilities, [...required, ...preferred]),
    vector: lexicalVector([profile.title, profile.summary, ...responsibilities].join('\n'), {
      skillIds: [...required, ...preferred],
      maxTerms: POSTING_VECTOR_TERMS,
      ...options,
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Scoring.

interface Duty {
  text: string;
  terms: string[];
}

function dutiesOf(target: FitTarget): Duty[] {
  return target.responsibilities
    .map((text) => ({ text, terms: lexicalTerms(text) }))
    .filter((duty) => duty.terms.length >= FIT_RULES.minDutyTerms);
}

function sharedShare(terms: readonly string[], pool: ReadonlySet<string>): number {
  if (terms.length === 0) return 0;
  let shared = 0;
  for (const term of terms) if (pool.has(term)) shared += 1;
  return shared / terms.length;
}

/** Duties the work lines speak to: a duty whose content words are half there or more is addressed. */
function dutyCoverage(duties: readonly Duty[], pool: ReadonlySet<string>) {
  if (duties.length === 0) return { score: null, addressed: [] as boolean[] };
  let sum = 0;
  const addressed = duties.map((duty) => {
    const share = sharedShare(duty.terms, pool);
    sum += Math.min(1, share / FIT_RULES.dutyAddressedShare);
    return share >= FIT_RULES.dutyAddressedShare;
  });
  return { score: sum / duties.length, addressed };
}

/** What a summary or projects section proves: the target's skills it names, and the duties it touches. */
function sectionProof(
  section: PreparedSection,
  targetIds: readonly string[],
  duties: readonly Duty[],
  skillsForFull: number,
) {
  const named = targetIds.filter((id) => section.skillIds.includes(id));
  const pool = new Set(section.terms);
  const touched = duties.filter(
    (duty) => sharedShare(duty.terms, pool) >= FIT_RULES.dutyAddressedShare,
  ).length;
  if (!section.present) return { score: 0, named, touched };
  const skillPart = targetIds.length
    ? Math.min(1, named.length / Math.min(skillsForFull, targetIds.length))
    : null;
  // Two duties touched is full credit: a summary or a project is short.
  const dutyPart = duties.length ? Math.min(1, touched / Math.min(2, duties.length)) : null;
  let score: number;
  if (skillPart === null && dutyPart === null) score = 0;
  else if (skillPart === null) score = dutyPart ?? 0;
  else if (dutyPart === null) score = skillPart;
  else score = FIT_RULES.sectionSkillShare * skillPart + (1 - FIT_RULES.sectionSkillShare) * dutyPart;
  return { score, named, touched };
}

function educationFit(resume: PreparedResume, required: FitTarget['education']): number | null {
  if (required === null || required === 'none') return null;
  if (resume.highestDegree === null) return 0;
  const gap = (REQUIRED_DEGREE_RANK[required] ?? 0) - DEGREE_RANK[resume.highestDegree.level];
  if (gap <= 0) return 1;
  return gap === 1 ? FIT_RULES.educationOneBelow : FIT_RULES.educationFarBelow;
}

// ---------------------------------------------------------------------------------------------------
// Wording. Every sentence uses only facts from the resume and the target.

function listNames(names: readonly string[], max = MAX_NAMES_IN_SENTENCE): string {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function duties(count: number): string {
  return `${count} listed ${count === 1 ? 'duty' : 'duties'}`;
}

function yearsText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'}`;
}

function quote(text: string): string {
  const clean = text
    .replace(/^[\s•·▪●◦*–—-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= QUOTE_LENGTH) return `"${clean}"`;
  const cut = clean.slice(0, QUOTE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `"${(space > QUOTE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…"`;
}

const DEGREE_NAMES: Readonly<Record<string, string>> = {
  'high-school': 'a high-school diploma',
  associate: 'an associate degree',
  bachelors: "a bachelor's degree",
  masters: "a master's degree",
  doctorate: 'a doctorate',
  diploma: 'a diploma',
  certificate: 'a certificate',
  other: 'a qualification',
};

function who(target: FitTarget): string {
  return target.source === 'posting' ? 'the posting' : `a ${target.roleTitle} role`;
}

function Who(target: FitTarget): string {
  const text = who(target);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------------

/**
 * Scores a prepared resume against a target, deterministically and with every point explained. The
 * parts and their weights are FIT_WEIGHTS; the rules are FIT_RULES:
 * - skills: coverage of the required and preferred skills (exact or alias = full credit, listed only =
 *   0.9, implied through a related skill = 0.4 and marked implied), a preferred skill weighing 0.35 of a
 *   required one, earlier (more important) skills a little more; a skill counts once, however often it is
 *   repeated;
 * - experience: years against the minimum (smoothly down when short, slightly down when far above the
 *   level), times how relevant the work is (the duties the work lines speak to and the target's skills
 *   used in them; unrelated years keep 60% of their credit), times a title penalty when the job titles
 *   are far from the target role (never a bonus for a matching title);
 * - education: meets the degree asked for or not (none asked: not counted);
 * - projects: the target's skills and duties the section shows; counted as the better of it and the
 *   experience score, so a projects section can help and never hurts, and its absence costs nothing;
 * - summary: the same; a missing summary is a mild loss (score 0 at weight 0.05);
 * - semantic: lexical cosine of the resume and target vectors (off with `useSemantic: false`).
 */
export function scoreFit(
  resume: PreparedResume,
  target: FitTarget,
  options: ScoreFitOptions = {},
): FitResult {
  const index = indexResume(resume);
  const useSemantic = options.useSemantic ?? true;
  const required = target.requiredSkills;
  const preferred = preferredOnly(required, target.preferredSkills);
  const targetIds = [...required, ...preferred];

  // Lexical similarity.
  const similarity = similarityPart(
    index,
    target.vector,
    options.embeddings,
    options.embeddings?.target,
    useSemantic,
  );
  const semantic = similarity.semantic;

  // Skills.
  const requiredCredits = required.map((id) => creditFor(index, id));
  const preferredCredits = preferred.map((id) => creditFor(index, id));
  const unconfirmed = unconfirmedOf(resume, [...requiredCredits, ...preferredCredits]);
  const sums = skillSums(index, required, preferred);
  const skills = skillsPart(sums, semantic);

  // Experience.
  const duties = dutiesOf(target);
  const dutyResult = dutyCoverage(duties, index.experienceTerms);
  const yearsFit = yearsFitOf(resume, target.minYears, target.experienceLevel);
  const relevance = relevanceOf(dutyResult.score, sums, semantic);
  const closeness = titleClosenessOf(resume, index, target.roleTitle, target.roleConfidence);
  const titlePenalty = titlePenaltyOf(closeness.closeness);
  const experience = experiencePart(yearsFit, relevance, titlePenalty);

  // Education, projects, summary.
  const education = educationFit(resume, target.education);
  const projects = sectionProof(resume.projects, targetIds, duties, FIT_RULES.projectsSkillsForFull);
  const summary = sectionProof(resume.summary, targetIds, duties, FIT_RULES.summarySkillsForFull);

  const componentScores = {
    skills,
    experience,
    education,
    projects: Math.max(projects.score, experience),
    summary: summary.score,
    semantic,
  };
  const { overall, applied } = combine(componentScores);
  const field = fieldClosenessOf(
    resume,
    index,
    target.roleTitle,
    target.roleConfidence,
    options.statedTarget,
  );
  const fieldFactor = fieldFactorOf(field.closeness);
  const overallMatchScore = round(overall * fieldFactor, 3);

  const sectionScores: Record<FitSection, number> = {
    experience: round(experience, 2),
    skills: round(skills, 2),
    education: round(education ?? (resume.educationCount > 0 ? 1 : 0.5), 2),
    projects: round(projects.score, 2),
    summary: round(summary.score, 2),
  };

  // Skill details.
  const evidenceOf = (id: string): EvidenceLine | null => {
    const skill = index.skills.get(id);
    return skill && skill.evidence.lineIndex >= 0 ? { ...skill.evidence } : null;
  };
  const detail = (credit: SkillCredit, isRequired: boolean): MatchingSkillDetail | undefined => {
    if (credit.kind === 'missing') return undefined;
    const entry: MatchingSkillDetail = {
      skill: skillName(credit.id),
      skillId: credit.id,
      kind: credit.kind,
      evidence: evidenceOf(credit.via ?? credit.id),
      required: isRequired,
      credit: credit.credit,
    };
    if (credit.via) entry.via = skillName(credit.via);
    return entry;
  };
  const matchingSkillsDetail = [
    ...requiredCredits.map((credit) => detail(credit, true)),
    ...preferredCredits.map((credit) => detail(credit, false)),
  ].filter((entry): entry is MatchingSkillDetail => entry !== undefined);
  // A skill the resume may name in other words is scored as before but never stated as missing or implied.
  const notNamed = (credits: SkillCredit[]) =>
    credits.filter((credit) => credit.kind !== 'exact' && !unconfirmed.has(credit.id));
  const missingRequired = notNamed(requiredCredits).map((credit) => skillName(credit.id));
  const missingPreferred = notNamed(preferredCredits).map((credit) => skillName(credit.id));
  const impliedSkills = matchingSkillsDetail
    .filter((entry) => entry.kind === 'implied' && !unconfirmed.has(entry.skillId))
    .map((entry) => ({ skill: entry.skill, via: entry.via ?? '', required: entry.required }));
  const unconfirmedDetail = [...requiredCredits, ...preferredCredits].flatMap((credit, position) => {
    const line = unconfirmed.get(credit.id);
    return line ? [{ skill: skillName(credit.id), required: position < requiredCredits.length, line }] : [];
  });

  const years = effectiveYears(resume);
  const requiredYears = requiredYearsOf(target.minYears, target.experienceLevel);
  const feedback = sectionFeedbackOf({
    semanticUsed: semantic !== null,
    resume,
    target,
    requiredCredits,
    preferredCredits,
    unconfirmed,
    years,
    requiredYears,
    dutyAddressed: dutyResult.addressed,
    titlePenalty,
    closestTitle: closeness.title,
    education,
    projects,
    summary,
  });
  const suggestions = suggestionsOf({
    resume,
    target,
    requiredCredits,
    preferredCredits,
    unconfirmed,
    years,
    requiredYears,
    duties,
    dutyAddressed: dutyResult.addressed,
    titlePenalty,
    education,
  });
  // A resume from another field loses the most: say so first, and how to address it.
  if (
    fieldFactor <= FIELD_SUGGESTION_FACTOR &&
    field.closest &&
    field.closest.roleTitle !== target.roleTitle
  ) {
    const reads =
      field.closest.basis === 'title'
        ? `Your job titles (${quote(field.closest.source)}) read as ${field.closest.roleTitle} work`
        : `Your skills read as ${field.closest.roleTitle} work`;
    suggestions.unshift(
      `${reads}, a different field from ${target.roleTitle}. If you are moving into it, say so in your summary and lead with the experience and skills that carry over.`,
    );
    suggestions.splice(MAX_SUGGESTIONS);
  }

  return {
    matchLevel: matchLevelOf(overallMatchScore),
    overallMatchScore,
    // GOOD and above (0.6), not the 75-80% commercial checkers call a good match: see MATCH_THRESHOLDS.
    isGoodMatch: overallMatchScore >= MATCH_THRESHOLDS.good,
    sectionScores,
    sectionFeedback: feedback,
    matchingSkills: matchingSkillsDetail
      .filter((entry) => entry.kind === 'exact')
      .map((entry) => entry.skill),
    missingSkills: [...missingRequired, ...missingPreferred],
    suggestions,
    details: {
      matchingSkillsDetail,
      missingRequired,
      missingPreferred,
      impliedSkills,
      unconfirmed: unconfirmedDetail,
      weights: FIT_WEIGHTS,
      appliedWeights: applied,
      componentScores: {
        skills: round(skills, 3),
        experience: round(experience, 3),
        education: round(education ?? 0, 3),
        projects: round(componentScores.projects, 3),
        summary: round(summary.score, 3),
        semantic: round(semantic ?? 0, 3),
      },
      experience: {
        years: years.years,
        requiredYears,
        yearsFit: round(yearsFit, 3),
        dutiesAddressed: dutyResult.addressed.filter(Boolean).length,
        dutiesTotal: duties.length,
        relevance: round(relevance, 3),
        skillsInUse: [...requiredCredits, ...preferredCredits].filter(
          (credit) => credit.kind === 'exact' && index.skills.get(credit.id)?.inUse,
        ).length,
        titlePenalty: round(titlePenalty, 3),
        closestTitle: closeness.title,
      },
      semantic: { used: useSemantic, cosine: round(similarity.cosine, 4), basis: similarity.basis },
      field: {
        closeness: round(field.closeness, 3),
        factor: round(fieldFactor, 3),
        closestRole: field.closest?.roleTitle ?? null,
        basis: field.closest?.basis ?? null,
      },
      methodVersion: FIT_METHOD_VERSION,
    },
  };
}

interface FeedbackInput {
  semanticUsed: boolean;
  resume: PreparedResume;
  target: FitTarget;
  requiredCredits: SkillCredit[];
  preferredCredits: SkillCredit[];
  /** Skills not named that a line may name in other words, with the line. */
  unconfirmed: ReadonlyMap<string, EvidenceLine>;
  years: { years: number; known: boolean };
  requiredYears: number | null;
  dutyAddressed: boolean[];
  titlePenalty: number;
  closestTitle: string | null;
  education: number | null;
  projects: { score: number; named: string[]; touched: number };
  summary: { score: number; named: string[]; touched: number };
}

function skillsFeedback(input: FeedbackInput): string {
  const { requiredCredits: req, preferredCredits: pref } = input;
  if (req.length === 0 && pref.length === 0) {
    return input.semanticUsed
      ? `${Who(input.target)} names no skills we recognise, so this score compares its wording with your resume.`
      : `${Who(input.target)} names no skills we recognise, so nothing here shows a fit on skills.`;
  }
  const exact = (credits: SkillCredit[]) => credits.filter((credit) => credit.kind === 'exact').length;
  // An implied skill a line may name in other words is said to be that, below, not implied.
  const implied = (credits: SkillCredit[]) =>
    credits.filter((credit) => credit.kind === 'implied' && !input.unconfirmed.has(credit.id)).length;
  const parts: string[] = [];
  if (req.length) {
    let text = `Shows ${exact(req)} of ${plural(req.length, 'required skill')}`;
    if (implied(req)) text += ` (${implied(req)} more implied by related skills)`;
    parts.push(text);
  }
  if (pref.length) {
    parts.push(
      req.length
        ? `${exact(pref)} of ${pref.length} preferred`
        : `Shows ${exact(pref)} of ${plural(pref.length, 'preferred skill')}`,
    );
  }
  const asked = req.length ? req : pref;
  const missing = asked
    .filter((credit) => credit.kind === 'missing' && !input.unconfirmed.has(credit.id))
    .map((c) => skillName(c.id));
  const unsure = asked.filter((credit) => input.unconfirmed.has(credit.id)).map((c) => skillName(c.id));
  let tail = missing.length ? `; missing ${listNames(missing)}` : '';
  if (unsure.length) tail += `; ${listNames(unsure)} possibly in other words, not confirmed`;
  return `${parts.join(' and ')}${tail}.`;
}

function experienceFeedback(input: FeedbackInput): string {
  const { years, requiredYears, resume, target } = input;
  let text: string;
  if (resume.roleCount === 0) text = 'No roles found in an experience section';
  else if (!years.known)
    text = `Your ${plural(resume.roleCount, 'role')} carry no dates, so years could not be counted`;
  else text = `About ${yearsText(years.years)} of dated experience`;
  if (requiredYears !== null && requiredYears > 0) text += ` against ${requiredYears}+ asked for`;
  else if (target.experienceLevel)
    text += ` for ${target.experienceLevel === 'entry-level' ? 'an' : 'a'} ${levelName(target.experienceLevel)} role`;
  const total = input.dutyAddressed.length;
  const clauses: string[] = [];
  if (total > 0) {
    clauses.push(`speak to ${input.dutyAddressed.filter(Boolean).length} of ${duties(total)}`);
  }
  const skillCount = input.requiredCredits.length + input.preferredCredits.length;
  if (skillCount > 0) {
    const inUse = [...input.requiredCredits, ...input.preferredCredits].filter(
      (credit) => credit.kind === 'exact' && input.resume.skills.some((s) => s.id === credit.id && s.inUse),
    ).length;
    clauses.push(`use ${inUse} of its ${plural(skillCount, 'skill')}`);
  }
  if (clauses.length) text += `; your work lines ${clauses.join(' and ')}`;
  if (input.titlePenalty >= 0.05 && input.closestTitle) {
    text += `; your closest job title (${input.closestTitle}) is far from ${target.roleTitle}`;
  }
  return `${text}.`;
}

function educationFeedback(input: FeedbackInput): string {
  const { resume, target } = input;
  const required = target.education;
  const listed = resume.highestDegree
    ? `${DEGREE_NAMES[resume.highestDegree.level]}${resume.highestDegree.degree ? ` (${resume.highestDegree.degree})` : ''}`
    : null;
  if (required === null || required === 'none') {
    return `${Who(target)} states no degree requirement, so education does not count toward this match${listed ? `; your resume lists ${listed}` : ''}.`;
  }
  const asked = `${Who(target)} asks for ${DEGREE_NAMES[required] ?? required}`;
  if (!listed) return `${asked}; your resume lists no education.`;
  if (input.education === 1) return `${asked}; your resume lists ${listed}.`;
  return `${asked}; the highest your resume lists is ${listed}.`;
}

function sectionFeedback(
  kind: 'projects' | 'summary',
  proof: { named: string[]; touched: number },
  present: boolean,
  target: FitTarget,
  dutiesTotal: number,
): string {
  if (!present) {
    return kind === 'projects'
      ? 'No projects section; it costs nothing here, as your experience stands in for it.'
      : 'No summary found; a short one naming the role and your matching skills would help.';
  }
  const label = kind === 'projects' ? 'Your projects' : 'Your summary';
  const total =
    target.requiredSkills.length + preferredOnly(target.requiredSkills, target.preferredSkills).length;
  let text =
    total === 0
      ? `${label} cannot be compared on skills, as ${who(target)} names none we recognise`
      : proof.named.length
        ? `${label} ${proof.named.length === 1 ? 'names 1' : `name${kind === 'summary' ? 's' : ''} ${proof.named.length}`} of ${who(target)}'s skills (${listNames(proof.named.map(skillName))})`
        : `${label} ${kind === 'summary' ? 'names' : 'name'} none of ${who(target)}'s skills`;
  if (dutiesTotal > 0)
    text += ` and ${kind === 'summary' ? 'touches' : 'touch'} ${proof.touched} of its ${duties(dutiesTotal)}`;
  return `${text}.`;
}

function sectionFeedbackOf(input: FeedbackInput): Record<FitSection, string> {
  const dutiesTotal = input.dutyAddressed.length;
  return {
    experience: experienceFeedback(input),
    skills: skillsFeedback(input),
    education: educationFeedback(input),
    projects: sectionFeedback(
      'projects',
      input.projects,
      input.resume.projects.present,
      input.target,
      dutiesTotal,
    ),
    summary: sectionFeedback(
      'summary',
      input.summary,
      input.resume.summary.present,
      input.target,
      dutiesTotal,
    ),
  };
}

/**
 * The skills asked for and not named that a resume line may name in other words (skills/near-mention.ts),
 * with the first such line: work lines first, then the rest.
 */
function unconfirmedOf(
  resume: PreparedResume,
  credits: readonly SkillCredit[],
): ReadonlyMap<string, EvidenceLine> {
  const found = new Map<string, EvidenceLine>();
  const open = credits.filter((credit) => credit.kind !== 'exact');
  if (open.length === 0) return found;
  const known = nearLinesOf(resume);
  for (const credit of open) {
    if (found.has(credit.id)) continue;
    // A skill the resume suggests through a related one is quoted from a line naming part of it too.
    const suggested = credit.kind === 'implied';
    const key = suggested ? `${credit.id}|suggested` : credit.id;
    let near = known.bySkill.get(key);
    if (near === undefined) {
      const line = nearMention(credit.id, known.texts, { suggested });
      near = line ? { lineIndex: line.index, text: line.text } : null;
      known.bySkill.set(key, near);
    }
    if (near) found.set(credit.id, near);
  }
  return found;
}

/**
 * A resume's lines as near mentions read them, and what each skill looked for found, kept for the resume
 * object: the matching list scores one resume against many postings, each asking for some of the same skills.
 */
const nearLines = new WeakMap<
  PreparedResume,
  { texts: LineText[]; bySkill: Map<string, EvidenceLine | null> }
>();

function nearLinesOf(resume: PreparedResume) {
  let known = nearLines.get(resume);
  if (known === undefined) {
    const lines = [...resume.bullets, ...(resume.otherLines ?? [])];
    known = { texts: lines.map((line) => ({ index: line.lineIndex, text: line.text })), bySkill: new Map() };
    nearLines.set(resume, known);
  }
  return known;
}

// ---------------------------------------------------------------------------------------------------
// Suggestions: concrete, and never claiming what the resume does not show.

interface SuggestionInput {
  resume: PreparedResume;
  target: FitTarget;
  requiredCredits: SkillCredit[];
  preferredCredits: SkillCredit[];
  unconfirmed: ReadonlyMap<string, EvidenceLine>;
  years: { years: number; known: boolean };
  requiredYears: number | null;
  duties: Duty[];
  dutyAddressed: boolean[];
  titlePenalty: number;
  education: number | null;
}

/** The work line where a missing skill would belong: one naming a related skill, else one sharing the posting's words. */
function bulletFor(resume: PreparedResume, target: FitTarget, id: string): EvidenceLine | undefined {
  const bulletIndexes = new Set(resume.bullets.map((bullet) => bullet.lineIndex));
  for (const related of relatedSkillIds(id)) {
    const skill = resume.skills.find((entry) => entry.id === related);
    if (skill && bulletIndexes.has(skill.evidence.lineIndex)) return skill.evidence;
  }
  const context = target.skillContext[id];
  if (!context || context.length === 0) return undefined;
  const pool = new Set(context);
  let best: EvidenceLine | undefined;
  let bestShared = MIN_SHARED_FOR_BULLET - 1;
  for (const bullet of resume.bullets) {
    let shared = 0;
    for (const term of lexicalTerms(bullet.text)) if (pool.has(term)) shared += 1;
    if (shared > bestShared) {
      best = bullet;
      bestShared = shared;
    }
  }
  return best;
}

function missingSkillSuggestion(input: SuggestionInput, id: string): string {
  const name = skillName(id);
  const type = getSkill(id)?.type;
  const asks =
    input.target.source === 'posting'
      ? `The posting requires ${name}`
      : `${name} is a core ${input.target.roleTitle} skill`;
  if (type === 'certification')
    return `${asks}: if you hold it, list it under Certifications; if not, consider earning it.`;
  if (type === 'soft')
    return `${asks}: if it is true of you, show it with an example in a bullet rather than only listing it.`;
  if (type === 'language') return `${asks}: if you speak it, list it under Languages with your level.`;
  // "used Power BI", but "experience with medication administration".
  const condition = type === 'tool' ? `used ${name}` : `experience with ${name}`;
  const bullet = bulletFor(input.resume, input.target, id);
  if (bullet)
    return `If you have ${condition}, name it in the bullet ${quote(bullet.text)}; if not, consider learning it.`;
  return `${asks}: if you have ${type === 'tool' ? 'used it' : 'experience with it'}, name it in the bullet that describes that work; if not, consider learning it.`;
}

function suggestionsOf(input: SuggestionInput): string[] {
  const { resume, target } = input;
  const suggestions: string[] = [];
  const stated = (credit: SkillCredit) => !input.unconfirmed.has(credit.id);
  const missingRequired = input.requiredCredits.filter(
    (credit) => credit.kind === 'missing' && stated(credit),
  );
  for (const credit of missingRequired.slice(0, 3))
    suggestions.push(missingSkillSuggestion(input, credit.id));

  const unsure = [...input.requiredCredits, ...input.preferredCredits].filter((credit) => !stated(credit));
  const [firstUnsure] = unsure;
  const unsureLine = firstUnsure ? input.unconfirmed.get(firstUnsure.id) : undefined;
  if (firstUnsure && unsureLine) {
    const others = unsure.slice(1, 3).map((credit) => skillName(credit.id));
    suggestions.push(inOtherWordsAdvice(quote(unsureLine.text), skillName(firstUnsure.id), others));
  }

  for (const credit of input.requiredCredits
    .filter((entry) => entry.kind === 'implied' && stated(entry))
    .slice(0, 2)) {
    const via = resume.skills.find((skill) => skill.id === credit.via);
    const name = skillName(credit.id);
    const where =
      via && resume.bullets.some((bullet) => bullet.lineIndex === via.evidence.lineIndex)
        ? ` in the bullet ${quote(via.evidence.text)}`
        : '';
    suggestions.push(
      `Your resume shows ${via?.name ?? skillName(credit.via ?? '')}, which is related to ${name}: if you have also used ${name}, name it${where}.`,
    );
  }

  if (!input.years.known && resume.roleCount > 0) {
    suggestions.push(
      'Add dates (month and year) to each role so that your years of experience can be counted.',
    );
  } else if (input.requiredYears !== null && input.years.years < input.requiredYears) {
    suggestions.push(
      `${Who(target)} asks for ${input.requiredYears}+ years and your dated roles add up to ${yearsText(input.years.years)}: make sure every relevant role carries its dates, and lead with results that show work at this level.`,
    );
  }

  const listedOnly = input.requiredCredits
    .filter(
      (credit) => credit.kind === 'exact' && !resume.skills.find((skill) => skill.id === credit.id)?.inUse,
    )
    .map((credit) => skillName(credit.id));
  if (listedOnly.length) {
    suggestions.push(
      `${listNames(listedOnly)} ${listedOnly.length === 1 ? 'appears' : 'appear'} only in a list: show ${listedOnly.length === 1 ? 'it' : 'them'} in a bullet that says what you did and what came of it.`,
    );
  }

  const unaddressed = input.duties.find((_, position) => !input.dutyAddressed[position]);
  if (unaddressed) {
    suggestions.push(
      `${Who(target)} lists the duty ${quote(unaddressed.text)}: if you have done this, describe it in a bullet with a result.`,
    );
  }

  if (input.education !== null && input.education < 1 && target.education) {
    suggestions.push(
      `${Who(target)} asks for ${DEGREE_NAMES[target.education] ?? target.education}: if you have one, list it in an Education section with the degree and field.`,
    );
  }

  if (!resume.summary.present) {
    const shown = input.requiredCredits
      .filter((credit) => credit.kind === 'exact')
      .map((credit) => skillName(credit.id));
    suggestions.push(
      `Add a two-line summary that names the role (${target.roleTitle})${shown.length ? ` and skills your resume shows (${listNames(shown)})` : ''}.`,
    );
  }

  const missingPreferred = input.preferredCredits
    .filter((credit) => credit.kind !== 'exact' && stated(credit))
    .map((credit) => skillName(credit.id));
  if (missingPreferred.length) {
    suggestions.push(
      `Preferred but not on your resume: ${listNames(missingPreferred)}. Add any you have used; they are not required.`,
    );
  }

  if (input.titlePenalty >= 0.2) {
    suggestions.push(
      `Your job titles are far from ${target.roleTitle}: use your summary to say how your experience carries over to this role.`,
    );
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
