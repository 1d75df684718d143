import { dropUnsureCredentials } from '../extract/ocr';
import type { DocumentLine, ExtractedDocument } from '../extract/types';
import { allRoleProfiles, getRoleProfile, type ResolvedRoleProfile } from '../roles/role-profiles';
import { DATE_SEARCH_REFERENCE, findDates } from '../sections/dates';
import { matchHeadingText } from '../sections/headings';
import { detectLanguage } from '../sections/languages';
import { parseResume } from '../sections/parse-resume';
import { joinWrappedLines, textMargins } from '../sections/wrapped-bullets';
import type { ParsedResume } from '../sections/types';
import {
  findResumeSkills,
  resumeSkillLines,
  withCertifiedSkills,
  type EvidencedSkill,
} from '../skills/evidence';
import type { CheckInput } from '../ats/check-input';
import { STANDARD_SECTIONS } from '../ats/rules/structure';
import type { AnalysisContext } from './analysis-context';
import { assessReadiness, inferRoleForOther, type Readiness } from './readiness';

/** Evidence lines kept per skill. */
export const MAX_SKILL_EVIDENCE = 2;
const OTHER_ROLE = 'Other';
/** Date ranges on at least this many lines make a career history that an analysis should have read. */
const MIN_DATED_LINES = 2;

/** What an analysis reads from one resume, before it judges anything. */
export interface ResumeInput {
  /** The context with the target role as the role profile names it (or as inferred, for "Other"). */
  context: AnalysisContext;
  parsed: ParsedResume;
  skills: EvidencedSkill[];
  /** The role read from the resume's skills when the target role is "Other". */
  inferred: ResolvedRoleProfile | undefined;
  readiness: Readiness | undefined;
  /** What the ATS rules read. */
  checkInput: CheckInput;
}

function wordCount(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => sum + (line.text.match(/\S+/g)?.length ?? 0), 0);
}

/**
 * Why the reading of the sections is unsure, or undefined when it is sound: no heading recognised, dated
 * lines with no experience section around them, or an experience section whose roles could not be read.
 */
function readingNoteOf(document: ExtractedDocument, parsed: ParsedResume): string | undefined {
  const datedLines = document.lines.filter((line) =>
    findDates(line.text, DATE_SEARCH_REFERENCE).some((match) => match.isRange),
  );
  if (!parsed.sections.some((section) => section.headingLine >= 0))
    return 'No section heading could be recognised in this file, so its sections could not be told apart. An ATS may file it as one block of text too.';
  const hasExperience = parsed.sections.some((section) => section.kind === 'experience');
  if (!hasExperience && datedLines.length >= MIN_DATED_LINES)
    return 'The file lists dated entries, but no heading marks them as work experience, so your roles could not be read. An ATS may not find them either.';
  const experienceLines = new Set(
    parsed.sections
      .filter((section) => section.kind === 'experience')
      .flatMap((section) => section.lineIndexes),
  );
  if (hasExperience && parsed.experience.length === 0 && experienceLines.size >= MIN_DATED_LINES)
    return 'Your experience section has content, but its roles (title, employer, dates) could not be told apart. An ATS may read them as one block too.';
  // A heading set as one (by its layout) that names no section we know, while a standard section is not
  // found: that section may well be under it ("What I Bring" over the skills), so its absence is not stated.
  const unnamed = parsed.sections.filter(
    (section) =>
      section.kind === 'other' &&
      section.headingLine >= 0 &&
      section.lineIndexes.length > 0 &&
      matchHeadingText(section.heading) === undefined,
  );
  const missing = STANDARD_SECTIONS.filter(
    (kind) => !parsed.sections.some((section) => section.kind === kind),
  );
  // Work history found from its dates, under no heading or one that names something else: the file's
  // headings were not all read, so a standard section not found may be there under one of them.
  const inferred = parsed.sections.filter(
    (section) => section.kind === 'experience' && matchHeadingText(section.heading) !== 'experience',
  );
  if (inferred.length > 0 && missing.length > 0) {
    const under = inferred[0]?.heading ? ` (under “${inferred[0].heading}”)` : '';
    return `Your work history was found from its dates${under}, not from a heading we know, so this file's headings could not all be read: no ${missing.join(', ')} section was recognised, but it may be under a heading we do not know. Name your sections plainly ("Experience", "Education", "Skills") so an ATS files them too.`;
  }
  if (unnamed.length > 0 && missing.length > 0) {
    const names = unnamed.map((section) => `“${section.heading}”`).join(', ');
    return `No ${missing.join(', ')} section was recognised, but this file has headings that name no section we know (${names}): it may be under one of them. Name it plainly ("Experience", "Education", "Skills") so an ATS files it too.`;
  }
  return undefined;
}

/**
 * What the person achieved: the bullets of roles and projects (or their body lines), each as written, its
 * lines the page wrapped joined into one (sections/wrapped-bullets.ts).
 */
function achievementLines(
  document: ExtractedDocument,
  parsed: ParsedResume,
  margins: ReadonlyMap<string, number>,
): DocumentLine[] {
  const seen = new Set<number>();
  const groups: number[][] = [];
  const take = (indexes: readonly number[]) => {
    const fresh = indexes.filter((index) => !seen.has(index) && document.lines[index] !== undefined);
    for (const index of fresh) seen.add(index);
    if (fresh.length) groups.push(fresh);
  };
  for (const role of parsed.experience) take(role.bulletLines);
  for (const section of parsed.sections) {
    if (section.kind !== 'projects') continue;
    take(section.lineIndexes.filter((index) => document.lines[index]?.bullet));
  }
  return groups
    .flatMap((indexes) => joinWrappedLines(document.lines, indexes, margins))
    .sort((a, b) => a.index - b.index);
}

/** Bullets of past roles (not those shared with a current role), as written, for the tense check. */
function pastRoleBulletsOf(
  document: ExtractedDocument,
  parsed: ParsedResume,
  margins: ReadonlyMap<string, number>,
): DocumentLine[] {
  const currentRoles = new Set(
    parsed.experience.filter((role) => role.dates?.current).flatMap((role) => role.bulletLines),
  );
  return parsed.experience
    .filter((role) => role.dates && !role.dates.current)
    .flatMap((role) =>
      joinWrappedLines(
        document.lines,
        role.bulletLines.filter((index) => !currentRoles.has(index)),
        margins,
      ),
    );
}

/** The resume's job titles, most recent first (its roles' order, turned when they run oldest first). */
function recentTitles(parsed: ParsedResume): string[] {
  const roles = parsed.reverseChronological === false ? [...parsed.experience].reverse() : parsed.experience;
  return roles.map((role) => role.title?.trim() ?? '').filter((title) => title !== '');
}

/**
 * A job title as whole words, in any case, plural or possessive: "Cook" is in "Line Cooks" and "the cook's
 * station", not in "cooking" (a chef's "Highly skilled in cooking" was shown as the title "Chef" appearing).
 */
function titlePattern(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es|['’]s)?(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Reads everything the analysis judges from an extracted resume: its sections, skills, target role
 * profile and readiness for it, and the input of the ATS rules. Contact lines never reach the content
 * checks, so a name or an address cannot move a score.
 */
export function gatherResumeInput(document: ExtractedDocument, givenContext: AnalysisContext): ResumeInput {
  let context = givenContext;
  const parsed = parseResume(document, { referenceDate: context.referenceDate });
  const contactLines = new Set<number>(parsed.contact.lineIndexes);
  parsed.sectionOfLine.forEach((kind, index) => {
    if (kind === 'contact') contactLines.add(index);
  });
  const contentLines = document.lines.filter((line) => !contactLines.has(line.index));
  const skills = withCertifiedSkills(
    dropUnsureCredentials(
      findResumeSkills(resumeSkillLines(document.lines, parsed, contactLines), MAX_SKILL_EVIDENCE),
      document.ocr,
    ),
  );
  // "Other" is no role to measure against: read the field from the resume instead (its job titles, most
  // recent first, then its skills).
  const inferred =
    context.targetRole === OTHER_ROLE
      ? inferRoleForOther(allRoleProfiles(), recentTitles(parsed), skills)
      : undefined;
  const profile =
    inferred ?? (context.targetRole === OTHER_ROLE ? undefined : getRoleProfile(context.targetRole));
  if (profile) context = { ...context, targetRole: profile.title };
  const titleVariants = profile ? [profile.title, ...profile.titleAliases].map(titlePattern) : [];
  const titleEvidence = titleVariants.length
    ? contentLines.filter((line) => titleVariants.some((title) => title.test(line.text)))
    : [];
  const readiness = profile
    ? assessReadiness({
        profile,
        level: context.experienceLevel,
        skills,
        parsed,
        market: inferred ? undefined : context.market,
        showsRoleTitle: titleEvidence.length > 0,
        lines: contentLines,
      })
    : undefined;
  const roleCoverage = readiness
    ? {
        share: readiness.coverageShare,
        covered: readiness.covered
          .filter((requirement) => requirement.importance !== 'certification')
          .map((requirement) => requirement.name),
        implied: readiness.implied
          .filter((entry) => entry.requirement.importance !== 'certification')
          .map((entry) => entry.requirement.name),
        missing: readiness.missing
          .filter((requirement) => requirement.importance !== 'certification')
          .map((r) => r.name),
      }
    : undefined;
  // Where each page's text ends, for joining the lines a PDF wrapped into the bullets they belong to.
  const margins = textMargins(document.lines);
  const checkInput: CheckInput = {
    language: detectLanguage(contentLines.map((line) => line.text)),
    readingNote: readingNoteOf(document, parsed),
    document,
    parsed,
    contentLines,
    bullets: achievementLines(document, parsed, margins),
    pastRoleBullets: pastRoleBulletsOf(document, parsed, margins),
    wordCount: wordCount(contentLines),
    level: context.experienceLevel,
    targetRole: context.targetRole,
    roleCoverage,
    titleEvidence,
  };
  return { context, parsed, skills, inferred, readiness, checkInput };
}
