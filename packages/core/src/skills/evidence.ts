import type { EVIDENCE_KINDS } from '@careerlens/contracts';
import type { DocumentLine } from '../extract/types';
import type { ParsedResume, SectionKind } from '../sections/types';
import { findDeedSkills } from './deeds';
import { findTitleActivities } from './title-activities';
import { findSkills, type SkillEvidence, type SkillMatch } from './matcher';
import { getSkill, suiteSkills } from './taxonomy';

/**
 * How a resume shows a skill:
 * credential: held as a certification or licence (a certifications section, a title, "certified", "licensed").
 * listed: named in a skills or summary section.
 * role: used in a role or project (experience, projects, volunteering).
 * education: named in the education section (a degree, a course).
 * mentioned: only elsewhere.
 */
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** One line of a resume with where it stands. */
export interface ResumeSkillLine {
  index: number;
  text: string;
  section: SectionKind | undefined;
  /** The line names a role or the person (a job title, the headline under the name). */
  isTitle: boolean;
  /** The job title the line holds, for a role's header line ("Substitute Teacher"). */
  roleTitle?: string;
}

export interface EvidencedSkill extends SkillMatch {
  /** Every kind of evidence the resume gives, strongest first. */
  evidenceKinds: EvidenceKind[];
}

const KIND_ORDER: readonly EvidenceKind[] = ['credential', 'role', 'listed', 'education', 'mentioned'];

/** Occurrences read per skill, so that every kind of evidence is seen (the output keeps fewer). */
const EVIDENCE_READ = 40;

/** Words that say the person holds a credential, when they stand beside its name. */
const HOLDER_CUE =
  /\b(?:certified|certification|certifications|certificate|certificates|licensed|licensure|license|licence|licenses|credential|credentials|credentialed|holds?|holder|registered|accredited|passed|earned|obtained|awarded|achieved|attained|valid|current|currently|active|possess|possesses|possession)\b/i;

/** Words that say the person does not hold it (yet, or any more). */
const NOT_HELD =
  /\b(?:pursuing|pursue|candidate|working (?:towards?|on)|in progress|expected|expired|lapsed|studying for|preparing for|enrolled|eligible)\b/i;

/** Words that say a line is about the languages a person speaks. */
const LANGUAGE_CUE =
  /\b(?:fluent|fluency|fluently|bilingual|trilingual|multilingual|native|mother tongue|speaks?|spoken|speaking|conversational|proficient|proficiency|languages|language skills|read and write|written and oral|oral and written)\b/i;

/**
 * Whether this occurrence of a language shows the person speaks it: a languages or skills section, or a line
 * about speaking ("Bilingual fluent in Spanish and English"), not "English Language Learners" or "Greek Week".
 */
export function isLanguageEvidence(evidence: SkillEvidence, line: ResumeSkillLine | undefined): boolean {
  if (line === undefined) return false;
  if (line.section === 'languages' || line.section === 'skills') return true;
  return LANGUAGE_CUE.test(evidence.text);
}

/** Words that present a soft skill as a quality of the person, beside its name. */
const QUALITY_CUE =
  /\b(?:skills?|skilled|abilit(?:y|ies)|able|strong|stronger|excellent|exceptional|outstanding|superior|proven|demonstrated|effective|good|great|solid|keen|highly|proficient|known for|talent(?:ed)?|capacity|commitment|committed|dedicated|dedication)\b/i;

/**
 * Whether this occurrence of a soft skill presents it as the person's quality: listed in a skills section or
 * summary, written as a trait ("detail-oriented", "self-motivated"), or beside a word that says so ("strong
 * organizational skills", "excellent communication"). A soft skill's name in prose is as often another thing:
 * "The Lane Organization, LLC", "compliance initiatives", "Financial Integrity Act", "accountability systems".
 */
export function isQualityEvidence(evidence: SkillEvidence, line: ResumeSkillLine | undefined): boolean {
  if (line === undefined) return false;
  if (line.section === 'skills' || line.section === 'summary') return true;
  const matched = evidence.matched.trim();
  if (/[- ](?:oriented|motivated|minded|driven|starter)$/i.test(matched)) return true;
  // An activity named by its "-ing" form is done where the line names it ("coaching 20+ employees",
  // "providing mentoring"), unless it came from someone else ("invited coaching from the management team").
  if (/ing$/i.test(matched)) return !RECEIVED_FROM.test(evidence.text.slice(evidence.text.indexOf(matched)));
  return QUALITY_CUE.test(clauseAround(evidence.text, evidence.matched));
}

/** An activity followed by "from" someone was received, not given: "coaching from the management team". */
const RECEIVED_FROM = /^\S+(?:\s+\S+)?\s+from\b/i;

/** Names that end in a holder word are holder evidence by themselves: "ServSafe Certified". */
const SELF_HOLDER = /(?:certified|licensed)$/i;

/**
 * A holder word before the name: "Certified Food Handler", a form the matcher makes of "Food Handler
 * Certificate". It is holder evidence unless the credential's own name is worded so ("work with a Certified
 * Public Accountant" names someone else's CPA).
 */
const HOLDER_FIRST = /^(?:certified|licensed)\b/i;

/** Clause boundaries: list separators and sentence ends. */
const CLAUSE_END = /[,;•|·]|\.\s/;

/** The clause around the match, without the match: "CPR (Certified" in "CPR (Certified, first aid". */
function clauseAround(line: string, matched: string): string {
  const at = line.indexOf(matched);
  if (at < 0) return line;
  const before = line.slice(0, at);
  const after = line.slice(at + matched.length);
  const starts = [...before.matchAll(new RegExp(CLAUSE_END, 'g'))];
  const last = starts[starts.length - 1];
  const from = last?.index === undefined ? 0 : last.index + last[0].length;
  const end = CLAUSE_END.exec(after);
  return `${before.slice(from)} ${end ? after.slice(0, end.index) : after}`;
}

/**
 * What may stand beside a credential's name on a line of its own, as in a list of credentials held: a year or
 * date, a number, a validity ("Serve Safe 2015", "CPR – exp. 06/2026", "Forklift Operator #2231").
 */
const BARE_ITEM_REST =
  /^(?:[\s\d,.;:()\-–—/#]|\b(?:since|exp|expires?|expiration|expiry|valid|current|active|renewed|level|class|no|id|until|through|thru|to|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)*$/iu;

/**
 * Whether the credential's name stands alone on its line ("Serve Safe 2015"), with at most a date, a number or
 * a validity beside it. An item of a list of skills is not enough: readers of 72 resumes did not take "first
 * aid" or "Security Clearance" among a skills list's words as held.
 */
function isBareItem(line: string, matched: string): boolean {
  const at = line.indexOf(matched);
  if (at < 0) return false;
  return BARE_ITEM_REST.test(line.slice(0, at) + ' ' + line.slice(at + matched.length));
}

/**
 * Whether this occurrence of a certification shows the person holds it. A mention is not enough: "Work with
 * CPA to prepare year-end taxes" names someone else's credential; "Pursuing PMP certification" one not held.
 */
export function isHolderEvidence(
  evidence: SkillEvidence,
  line: ResumeSkillLine | undefined,
  ownNames: readonly string[] = [],
): boolean {
  if (line === undefined) return false;
  if (NOT_HELD.test(clauseAround(line.text, evidence.matched))) return false;
  if (line.section === 'certifications' || line.section === 'education' || line.isTitle) return true;
  const matched = evidence.matched.trim();
  if (SELF_HOLDER.test(matched)) return true;
  if (HOLDER_FIRST.test(matched) && !ownNames.some((name) => name.toLowerCase() === matched.toLowerCase()))
    return true;
  // Listed on a line of its own ("Serve Safe 2015" among a resume's accomplishments), as credentials held are.
  if (isBareItem(line.text, evidence.matched)) return true;
  return HOLDER_CUE.test(clauseAround(evidence.text, evidence.matched));
}

function kindOf(line: ResumeSkillLine | undefined): EvidenceKind {
  switch (line?.section) {
    case 'skills':
    case 'summary':
      return 'listed';
    case 'experience':
    case 'projects':
    case 'volunteer':
      return 'role';
    case 'education':
      return 'education';
    default:
      return 'mentioned';
  }
}

/**
 * Skills named and skills done ("negotiated vendor contracts": deeds.ts) as one list: a deed adds its lines
 * to a skill also named, or the skill after those named (same order rule: first occurrence).
 */
function withDeeds(named: SkillMatch[], done: readonly SkillMatch[]): SkillMatch[] {
  const byId = new Map(named.map((match) => [match.id, match]));
  const merged = [...named];
  for (const deed of done) {
    const match = byId.get(deed.id);
    if (match === undefined) {
      merged.push(deed);
      continue;
    }
    const lines = new Set(match.evidence.map((item) => item.lineIndex));
    const added = deed.evidence.filter((item) => !lines.has(item.lineIndex));
    match.count += added.length;
    match.evidence = [...match.evidence, ...added]
      .sort((first, second) => first.lineIndex - second.lineIndex)
      .slice(0, EVIDENCE_READ);
  }
  return merged;
}

/**
 * Finds the skills a resume shows, each with its kinds of evidence. A certification is kept only with holder
 * evidence, and its evidence then starts with the lines that show it is held. Names that need context
 * ("Jenkins", "Oracle") are read as skills on the lines of a skills section.
 */
export function findResumeSkills(lines: readonly ResumeSkillLine[], maxEvidence: number): EvidencedSkill[] {
  const byIndex = new Map(lines.map((line) => [line.index, line]));
  const skillLines = lines.map((line) => ({
    index: line.index,
    text: line.text,
    listed: line.section === 'skills',
  }));
  const deeds = findDeedSkills(skillLines, EVIDENCE_READ);
  // A soft skill's deed is work done, not a name in prose: "Communicate with parents" shows Parent
  // Communication.
  const doneOn = new Set(
    deeds.flatMap((deed) => deed.evidence.map((item) => `${deed.id}|${item.lineIndex}`)),
  );
  const matches = withDeeds(
    withDeeds(findSkills(skillLines, { maxEvidence: EVIDENCE_READ }), deeds),
    findTitleActivities(lines, EVIDENCE_READ),
  );
  const skills: EvidencedSkill[] = [];
  for (const match of matches) {
    const kinds = new Set<EvidenceKind>();
    let evidence = match.evidence;
    if (match.type === 'language') {
      evidence = match.evidence.filter((item) => isLanguageEvidence(item, byIndex.get(item.lineIndex)));
      if (evidence.length === 0) continue;
    }
    if (match.type === 'soft') {
      evidence = match.evidence.filter(
        (item) =>
          doneOn.has(`${match.id}|${item.lineIndex}`) || isQualityEvidence(item, byIndex.get(item.lineIndex)),
      );
      if (evidence.length === 0) continue;
    }
    if (match.type === 'certification') {
      const skill = getSkill(match.id);
      const ownNames = skill === undefined ? [] : [skill.name, ...(skill.aliases ?? [])];
      const held = match.evidence.filter((item) =>
        isHolderEvidence(item, byIndex.get(item.lineIndex), ownNames),
      );
      if (held.length === 0) continue;
      kinds.add('credential');
      evidence = [...held, ...match.evidence.filter((item) => !held.includes(item))];
    }
    for (const item of match.evidence) kinds.add(kindOf(byIndex.get(item.lineIndex)));
    skills.push({
      ...match,
      evidence: evidence.slice(0, maxEvidence),
      evidenceKinds: KIND_ORDER.filter((kind) => kinds.has(kind)),
    });
  }
  return withSuites(skills, maxEvidence);
}

/** A suite is shown by this many of its parts: "Word, Excel, PowerPoint" is Microsoft Office. */
const SUITE_PARTS_SHOWN = 2;

/**
 * Adds the suites whose parts the resume names (the taxonomy's `parts`): Microsoft Word and Excel show
 * Microsoft Office, with their lines as its evidence and their kinds of evidence. A reader judged "Microsoft
 * Office is missing" contradicted beside "Microsoft Word, Excel, PowerPoint" (docs/evaluation/skills.md).
 */
function withSuites(skills: EvidencedSkill[], maxEvidence: number): EvidencedSkill[] {
  const byId = new Map(skills.map((skill) => [skill.id, skill]));
  const added: EvidencedSkill[] = [];
  for (const suite of suiteSkills()) {
    if (byId.has(suite.id)) continue;
    const shown = (suite.parts ?? []).flatMap((id) => byId.get(id) ?? []);
    if (shown.length < SUITE_PARTS_SHOWN) continue;
    const evidence = new Map<number, SkillEvidence>();
    for (const part of shown)
      for (const item of part.evidence) if (!evidence.has(item.lineIndex)) evidence.set(item.lineIndex, item);
    const kinds = new Set(shown.flatMap((part) => part.evidenceKinds));
    added.push({
      id: suite.id,
      name: suite.name,
      type: suite.type,
      count: shown.reduce((sum, part) => sum + part.count, 0),
      evidence: [...evidence.values()]
        .sort((first, second) => first.lineIndex - second.lineIndex)
        .slice(0, maxEvidence),
      evidenceKinds: KIND_ORDER.filter((kind) => kinds.has(kind)),
    });
  }
  return [...skills, ...added];
}

/**
 * Adds the skills the resume's held credentials certify (the taxonomy's `certifies`): a Food Handler Card
 * shows Food Safety, a PMP Project Management. Such a skill not found otherwise is added with the
 * credential's line as its evidence and the kind "credential"; one found otherwise keeps its own evidence.
 * Call it after the credentials are final (unsure ones dropped), so only a credential kept gives skills.
 */
export function withCertifiedSkills<T extends SkillMatch>(skills: readonly T[]): Array<T | EvidencedSkill> {
  const found = new Set(skills.map((skill) => skill.id));
  const added: EvidencedSkill[] = [];
  for (const credential of skills) {
    if (credential.type !== 'certification') continue;
    const line = credential.evidence[0];
    if (line === undefined) continue;
    for (const id of getSkill(credential.id)?.certifies ?? []) {
      const skill = getSkill(id);
      if (skill === undefined || found.has(id)) continue;
      found.add(id);
      added.push({
        id,
        name: skill.name,
        type: skill.type,
        count: 1,
        evidence: [line],
        evidenceKinds: ['credential'],
      });
    }
  }
  return [...skills, ...added];
}

/**
 * The resume's content lines (contact lines and anything else in `excluded` left out) with their section,
 * and whether each is a title: a role's header line, or a headline above the first section heading.
 */
export function resumeSkillLines(
  lines: readonly DocumentLine[],
  parsed: ParsedResume,
  excluded: ReadonlySet<number>,
): ResumeSkillLine[] {
  const headings = parsed.sections.map((section) => section.headingLine).filter((index) => index >= 0);
  const firstHeading = headings.length > 0 ? Math.min(...headings) : -1;
  const titles = new Set(parsed.experience.flatMap((role) => role.headerLines));
  // The line of each role's header that holds its title.
  const roleTitles = new Map<number, string>();
  const textOf = new Map(lines.map((line) => [line.index, line.text]));
  for (const role of parsed.experience) {
    const title = role.title?.trim();
    if (!title) continue;
    const line = role.headerLines.find((index) => textOf.get(index)?.includes(title));
    if (line !== undefined && !roleTitles.has(line)) roleTitles.set(line, title);
  }
  return lines
    .filter((line) => !excluded.has(line.index))
    .map((line) => {
      const roleTitle = roleTitles.get(line.index);
      return {
        index: line.index,
        text: line.text,
        section: parsed.sectionOfLine[line.index],
        isTitle: titles.has(line.index) || line.index < firstHeading,
        ...(roleTitle === undefined ? {} : { roleTitle }),
      };
    });
}
