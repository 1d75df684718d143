import { CHECK_GROUPS, type AnalysisData, type AtsCheck, type ExperienceLevel } from '@careerlens/contracts';
import { dropUnsureCredentials } from '../extract/ocr';
import type { DocumentLine, ExtractedDocument } from '../extract/types';
import { allRoleProfiles, getRoleProfile, LEVEL_YEARS } from '../roles/role-profiles';
import { DATE_SEARCH_REFERENCE, findDates } from '../sections/dates';
import { detectLanguage } from '../sections/languages';
import { parseResume } from '../sections/parse-resume';
import type { ParsedResume } from '../sections/types';
import { findResumeSkills, resumeSkillLines, type EvidencedSkill } from '../skills/evidence';
import { runAtsChecks, type CheckInput } from './ats-checks';
import type { MarketSkillStats } from './market';
import { assessReadiness, inferRoleFromSkills, type Readiness } from './readiness';

/**
 * The version of the method behind every score. Bump it whenever a weight, a rule, a word list or the
 * taxonomy changes what the analysis outputs; re-analysis recomputes resumes made by older versions.
 */
export const ANALYSIS_METHOD_VERSION = 'resume-analysis/2026.11.9';

export interface AnalysisContext {
  targetRole: string | null;
  experienceLevel: ExperienceLevel | null;
  /** "Today" for the analysis (the upload date), so that re-running it gives the same answer. */
  referenceDate: Date;
  market?: MarketSkillStats | undefined;
}

const MAX_MISSING_SKILLS = 8;
const MAX_CRITICAL_GAPS = 5;
const MAX_STRENGTHS = 5;
const MAX_TIPS = 6;
const MAX_SKILL_EVIDENCE = 2;
const OTHER_ROLE = 'Other';

function wordCount(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => sum + (line.text.match(/\S+/g)?.length ?? 0), 0);
}

function percent(share: number): number {
  return Math.round(share * 100);
}

/** Date ranges on at least this many lines make a career history that an analysis should have read. */
const MIN_DATED_LINES = 2;

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
  return undefined;
}

/** Lines that describe what the person achieved: bullets of roles and projects, or their body lines. */
function achievementLines(document: ExtractedDocument, parsed: ParsedResume): DocumentLine[] {
  const lines: DocumentLine[] = [];
  const seen = new Set<number>();
  const add = (index: number) => {
    const line = document.lines[index];
    if (line && !seen.has(index)) {
      seen.add(index);
      lines.push(line);
    }
  };
  for (const role of parsed.experience) for (const index of role.bulletLines) add(index);
  for (const section of parsed.sections) {
    if (section.kind !== 'projects') continue;
    for (const index of section.lineIndexes) if (document.lines[index]?.bullet) add(index);
  }
  return lines.sort((a, b) => a.index - b.index);
}

function scoreChecks(checks: Array<AtsCheck & { layoutMultiplier?: number }>) {
  const points = checks.reduce((sum, check) => sum + check.points, 0);
  const maxPoints = checks.reduce((sum, check) => sum + check.maxPoints, 0);
  const layoutMultiplier = checks.reduce((product, check) => product * (check.layoutMultiplier ?? 1), 1);
  const raw = maxPoints ? (points / maxPoints) * 100 : 0;
  return { raw, layoutMultiplier, score: Math.round(raw * layoutMultiplier), maxPoints };
}

/** Points a fix would add to the final score, so tips can be ranked by what they are worth. */
function gainOf(
  checks: ReadonlyArray<AtsCheck & { layoutMultiplier?: number }>,
  check: AtsCheck & { layoutMultiplier?: number },
  raw: number,
  multiplier: number,
  maxPoints: number,
) {
  if (check.layoutMultiplier !== undefined && check.layoutMultiplier < 1) {
    // The other checks' multipliers, found without dividing by this one (which may be 0: a full scan).
    const others = checks
      .filter((other) => other !== check)
      .reduce((product, other) => product * (other.layoutMultiplier ?? 1), 1);
    return raw * (others - multiplier);
  }
  return maxPoints ? ((check.maxPoints - check.points) / maxPoints) * 100 * multiplier : 0;
}

function strengthsOf(
  checks: AtsCheck[],
  readiness: Readiness | undefined,
  skills: EvidencedSkill[],
  parsed: ParsedResume,
  context: AnalysisContext,
): AnalysisData['comprehensiveAnalysis']['strengths'] {
  const strengths: AnalysisData['comprehensiveAnalysis']['strengths'] = [];
  const byId = new Map(checks.map((check) => [check.id, check]));
  if (readiness && readiness.covered.length > 0) {
    const names = readiness.covered
      .filter((requirement) => requirement.importance !== 'certification')
      .map((r) => r.name);
    if (names.length) {
      const evidence = skills
        .filter((skill) => readiness.covered.some((requirement) => requirement.id === skill.id))
        .flatMap((skill) => skill.evidence.slice(0, 1))
        .slice(0, 3)
        .map((item) => ({ lineIndex: item.lineIndex, text: item.text }));
      strengths.push({
        title: `Shows ${names.length} key ${context.targetRole ?? 'role'} skill${names.length === 1 ? '' : 's'}`,
        detail: `Your resume shows ${names.slice(0, 6).join(', ')}${names.length > 6 ? ' and more' : ''}.`,
        evidence,
      });
    }
    const certifications = readiness.covered.filter(
      (requirement) => requirement.importance === 'certification',
    );
    if (certifications.length) {
      strengths.push({
        title: 'Relevant certification',
        detail: `${certifications.map((c) => c.name).join(', ')} is valued in ${context.targetRole ?? 'this field'}.`,
        evidence: [],
      });
    }
  }
  const quantified = byId.get('quantified-achievements');
  if (quantified?.status === 'pass') {
    strengths.push({ title: 'Quantified impact', detail: quantified.detail, evidence: quantified.evidence });
  }
  const verbs = byId.get('action-verbs');
  if (verbs?.status === 'pass') {
    strengths.push({ title: 'Action-led bullets', detail: verbs.detail, evidence: [] });
  }
  if (readiness && readiness.yearsOfExperience > 0) {
    strengths.push({
      title: `${readiness.yearsOfExperience} years of dated experience`,
      detail: `Across ${parsed.experience.length} role${parsed.experience.length === 1 ? '' : 's'}, counted from the dates on your resume.`,
      evidence: [],
    });
  }
  const structure = checks.filter((check) => check.group === 'structure');
  if (structure.length && structure.every((check) => check.status === 'pass')) {
    strengths.push({
      title: 'Clean, complete structure',
      detail: 'Every structure check passes: headings, contact details, dated roles.',
      evidence: [],
    });
  }
  if (checks.filter((check) => check.group === 'parseability').every((check) => check.status === 'pass')) {
    strengths.push({
      title: 'Reads cleanly in an ATS',
      detail: 'Text in reading order, real text, no tables or header-only contact details.',
      evidence: [],
    });
  }
  return strengths.slice(0, MAX_STRENGTHS);
}

/**
 * Analyses an extracted resume: the ATS score with every check, the job readiness for the target role
 * and level, skills with evidence, gaps and the one fix worth most. Pure and deterministic; the person's
 * name and contact details never affect a score.
 */
export function analyzeResume(document: ExtractedDocument, givenContext: AnalysisContext): AnalysisData {
  let context = givenContext;
  const parsed = parseResume(document, { referenceDate: context.referenceDate });
  const contactLines = new Set<number>(parsed.contact.lineIndexes);
  parsed.sectionOfLine.forEach((kind, index) => {
    if (kind === 'contact') contactLines.add(index);
  });
  const contentLines = document.lines.filter((line) => !contactLines.has(line.index));
  const skills = dropUnsureCredentials(
    findResumeSkills(resumeSkillLines(document.lines, parsed, contactLines), MAX_SKILL_EVIDENCE),
    document.ocr,
  );
  // "Other" is no role to measure against: read the field from the resume instead.
  const inferred =
    context.targetRole === OTHER_ROLE ? inferRoleFromSkills(allRoleProfiles(), skills) : undefined;
  const profile =
    inferred ?? (context.targetRole === OTHER_ROLE ? undefined : getRoleProfile(context.targetRole));
  if (profile) context = { ...context, targetRole: profile.title };
  const titleVariants = profile
    ? [profile.title, ...profile.titleAliases].map((title) => title.toLowerCase())
    : [];
  const titleEvidence = titleVariants.length
    ? contentLines.filter((line) => titleVariants.some((title) => line.text.toLowerCase().includes(title)))
    : [];
  const readiness = profile
    ? assessReadiness({
        profile,
        level: context.experienceLevel,
        skills,
        parsed,
        market: inferred ? undefined : context.market,
        showsRoleTitle: titleEvidence.length > 0,
      })
    : undefined;

  const bullets = achievementLines(document, parsed);
  const currentRoles = new Set(
    parsed.experience.filter((role) => role.dates?.current).flatMap((role) => role.bulletLines),
  );
  const pastRoleBullets = parsed.experience
    .filter((role) => role.dates && !role.dates.current)
    .flatMap((role) => role.bulletLines)
    .filter((index) => !currentRoles.has(index))
    .map((index) => document.lines[index])
    .filter((line): line is DocumentLine => Boolean(line));
  const roleCoverage = readiness
    ? {
        share: readiness.coverageShare,
        covered: [...readiness.covered, ...readiness.implied.map((entry) => entry.requirement)]
          .filter((requirement) => requirement.importance !== 'certification')
          .map((requirement) => requirement.name),
        missing: readiness.missing
          .filter((requirement) => requirement.importance !== 'certification')
          .map((r) => r.name),
      }
    : undefined;
  const language = detectLanguage(contentLines.map((line) => line.text));
  const readingNote = readingNoteOf(document, parsed);
  const checkInput: CheckInput = {
    language,
    readingNote,
    document,
    parsed,
    contentLines,
    bullets,
    pastRoleBullets,
    wordCount: wordCount(contentLines),
    level: context.experienceLevel,
    targetRole: context.targetRole,
    roleCoverage,
    titleEvidence,
  };
  const checks = runAtsChecks(checkInput);
  const { raw, layoutMultiplier, score, maxPoints } = scoreChecks(checks);
  const ranked = checks
    .filter((check) => check.status !== 'pass' && check.fix)
    .map((check) => ({ check, gain: gainOf(checks, check, raw, layoutMultiplier, maxPoints) }))
    .sort((a, b) => b.gain - a.gain || a.check.id.localeCompare(b.check.id));

  const missing =
    readiness?.missing.filter((requirement) => requirement.importance !== 'certification') ?? [];
  const sample = context.market;
  const scope =
    readiness?.marketUsed && sample ? sample.scope : `${context.targetRole ?? 'your target role'} profile`;
  const criticalGaps = missing.slice(0, MAX_CRITICAL_GAPS).map((requirement) => ({
    skill: requirement.name,
    skillId: requirement.id,
    importance: requirement.importance,
    marketShare: requirement.marketShare === null ? null : percent(requirement.marketShare),
    reason:
      requirement.marketShare !== null && readiness?.marketUsed && sample
        ? `Asked for in ${percent(requirement.marketShare)}% of ${sample.scope} postings (${sample.postings} postings).`
        : `A ${requirement.importance} skill for ${context.targetRole ?? 'this role'} in our role profile.`,
  }));

  const developmentAreas: string[] = [];
  if (readiness && readiness.fieldMatch < 1) {
    const skillCount = readiness.requirements.filter((r) => r.importance !== 'certification').length;
    const shown = readiness.covered.filter((r) => r.importance !== 'certification').length;
    developmentAreas.push(
      `Your resume shows ${shown} of the ${skillCount} skills ${context.targetRole ?? 'this role'} roles ask for, so it reads as another field's: ` +
        `your experience and education count for ${percent(readiness.fieldMatch)}% of their points here. ` +
        'If this is the role you want, show the work you have done in it; if not, choose the role you are aiming for.',
    );
  }
  if (missing.length) {
    developmentAreas.push(
      `Build or show evidence of ${missing
        .slice(0, 3)
        .map((requirement) => requirement.name)
        .join(', ')}: the skills ${scope} asks for most that your resume does not show.`,
    );
  }
  if (readiness?.implied.length) {
    developmentAreas.push(
      `Name ${readiness.implied
        .slice(0, 3)
        .map((entry) => entry.requirement.name)
        .join(', ')} explicitly if you have used them: your resume only implies them through related skills.`,
    );
  }
  if (readiness && context.experienceLevel) {
    const [minimumYears] = LEVEL_YEARS[context.experienceLevel];
    if (parsed.experience.length > 0 && parsed.totalExperienceMonths === 0) {
      developmentAreas.push('Add dates to every role so your years of experience can be counted.');
    } else if (readiness.yearsOfExperience < minimumYears) {
      developmentAreas.push(
        `Your dated experience adds up to ${readiness.yearsOfExperience} years; ${context.experienceLevel} roles usually ask for ${minimumYears}+. ` +
          'Include relevant internships, freelance or volunteer work with dates, if you have them.',
      );
    }
  }
  for (const { check } of ranked.filter(({ check }) => check.group === 'content').slice(0, 3)) {
    if (check.fix) developmentAreas.push(check.fix);
  }

  const tips = ranked.map(({ check }) => check.fix).filter((fix): fix is string => Boolean(fix));
  const best = ranked[0];
  const actionableTip = best?.check.fix
    ? `${best.check.fix} (worth about ${Math.max(1, Math.round(best.gain))} point${Math.round(best.gain) === 1 ? '' : 's'})`
    : 'Your resume passes every check. Tailor it to each posting by mirroring the skills the posting names, where true.';

  const roleNames = parsed.experience.map((role) => ({
    title: role.title ?? null,
    employer: role.employer ?? null,
    dates: role.dates?.text ?? null,
    current: role.dates?.current ?? false,
  }));
  return {
    atsScore: Math.max(0, Math.min(100, score)),
    jobReadinessScore: readiness?.score ?? 0,
    actionableTip,
    missingSkills: missing.slice(0, MAX_MISSING_SKILLS).map((requirement) => requirement.name),
    comprehensiveAnalysis: {
      strengths: strengthsOf(checks, readiness, skills, parsed, context),
      skillGapAnalysis: { criticalGaps },
      jobReadinessAnalysis: { developmentAreas: developmentAreas.slice(0, MAX_TIPS) },
      atsAnalysis: { atsOptimizationTips: tips.slice(0, MAX_TIPS) },
    },
    methodVersion: ANALYSIS_METHOD_VERSION,
    referenceDate: context.referenceDate.toISOString().slice(0, 10),
    targetRole: context.targetRole,
    experienceLevel: context.experienceLevel,
    checks: checks.map(({ layoutMultiplier: _ignored, ...check }) => check),
    scoreBreakdown: CHECK_GROUPS.map((group) => ({
      group,
      points:
        Math.round(
          checks.filter((check) => check.group === group).reduce((sum, check) => sum + check.points, 0) * 10,
        ) / 10,
      maxPoints: checks
        .filter((check) => check.group === group)
        .reduce((sum, check) => sum + check.maxPoints, 0),
    })),
    layoutMultiplier: Math.round(layoutMultiplier * 1000) / 1000,
    layoutNote:
      layoutMultiplier < 1
        ? `Layout problems multiply your score by ${layoutMultiplier.toFixed(2)}: ${checks
            .filter((check) => (check.layoutMultiplier ?? 1) < 1)
            .map((check) => check.title.toLowerCase())
            .join(', ')}.`
        : null,
    atsText: document.text,
    skills: skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      type: skill.type,
      count: skill.count,
      evidence: skill.evidence
        .slice(0, MAX_SKILL_EVIDENCE)
        .map((item) => ({ lineIndex: item.lineIndex, text: item.text })),
      evidenceKinds: skill.evidenceKinds,
    })),
    sections: parsed.sections.map((section) => ({
      kind: section.kind,
      heading: section.heading,
      lineCount: section.lineIndexes.length,
    })),
    experience: roleNames,
    totalYearsExperience: Math.round((parsed.totalExperienceMonths / 12) * 10) / 10,
    readiness: {
      coreCovered: readiness?.covered.filter((r) => r.importance === 'core').map((r) => r.name) ?? [],
      coreMissing: readiness?.missing.filter((r) => r.importance === 'core').map((r) => r.name) ?? [],
      commonCovered: readiness?.covered.filter((r) => r.importance === 'common').map((r) => r.name) ?? [],
      commonMissing: readiness?.missing.filter((r) => r.importance === 'common').map((r) => r.name) ?? [],
      impliedSkills:
        readiness?.implied.map((entry) => ({ skill: entry.requirement.name, via: entry.via })) ?? [],
      fieldMatch: readiness ? Math.round(readiness.fieldMatch * 100) / 100 : null,
      inferredRole: inferred?.title ?? null,
      marketSample:
        readiness?.marketUsed && sample
          ? { postings: sample.postings, scope: sample.scope, from: sample.from, to: sample.to }
          : null,
    },
    document: {
      fileType: document.fileType,
      pageCount: document.layout.pageCount,
      wordCount: checkInput.wordCount,
      multiColumn: document.layout.multiColumnPages > 0,
      language,
      readingNote: readingNote ?? null,
    },
    ocr: document.ocr
      ? {
          pages: document.ocr.pages,
          confidence: document.ocr.confidence,
          uncertainWords: document.ocr.uncertainWords,
        }
      : null,
  };
}
