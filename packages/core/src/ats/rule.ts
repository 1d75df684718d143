import type { AtsCheck } from '@careerlens/contracts';
import type { DocumentLine } from '../extract/types';
import { LANGUAGE_NAMES } from '../sections/languages';
import type { ParsedResume, SectionKind } from '../sections/types';
import type { CheckInput, CheckResult, Evidence } from './check-input';

/** A check worth points: the share of its points earned (0-1) decides its status (pass, warn below 1, fail below 0.5). */
export interface PointsOutcome {
  share: number;
  detail: string;
  /** Shown only when the check does not pass. */
  fix: string | null;
  evidence?: Evidence;
  /** A title worded for this resume, where the rule's title names something it knows (the target role). */
  title?: string;
  /** Fails whatever the share, and multiplies the whole score by this (a scan: what an ATS cannot read). */
  failWithMultiplier?: number;
}

/** A layout check: worth no points, it multiplies the whole score by `multiplier` (1 when it passes). */
export interface LayoutOutcome {
  multiplier: number;
  detail: string;
  fix: string;
  evidence?: Evidence;
}

/**
 * One ATS check as a named rule: the rules of a group live in rules/<group>.ts, their points in the
 * ATS_POINTS table (points.ts), their order in ATS_RULES (run-ats-checks.ts).
 */
export interface AtsRule {
  id: string;
  group: AtsCheck['group'];
  title: string;
  /** From ATS_POINTS; 0 for layout rules, which multiply the score instead (LAYOUT_MULTIPLIERS). */
  maxPoints: number;
  /** Reads English wording (verbs, tense, stock phrases, pronouns): not judged for other languages. */
  englishOnly?: boolean;
  /** Its failure would only repeat that the sections or roles could not be read: then not judged. */
  readingDependent?: boolean;
  /** The outcome for one resume, or undefined when the rule does not apply to it. */
  evaluate(input: CheckInput): PointsOutcome | LayoutOutcome | undefined;
}

const MAX_EVIDENCE = 3;

export function evidenceOf(lines: readonly DocumentLine[]): Evidence {
  return lines.slice(0, MAX_EVIDENCE).map((line) => ({ lineIndex: line.index, text: line.text }));
}

/** The document's lines at these indexes (those that exist). */
export function linesAt(input: CheckInput, indexes: readonly number[]): DocumentLine[] {
  return indexes
    .map((index) => input.document.lines[index])
    .filter((line): line is DocumentLine => Boolean(line));
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
}

export function firstWord(line: DocumentLine): string {
  return words(line.text)[0] ?? '';
}

export function hasHeading(parsed: ParsedResume, kind: SectionKind): boolean {
  return parsed.sections.some((section) => section.kind === kind && section.headingLine >= 0);
}

export function hasSection(parsed: ParsedResume, kind: SectionKind): boolean {
  return parsed.sections.some((section) => section.kind === kind && section.lineIndexes.length > 0);
}

function pointsCheck(rule: AtsRule, outcome: PointsOutcome): CheckResult {
  const clamped = Math.max(0, Math.min(1, outcome.share));
  const points = Math.round(rule.maxPoints * clamped * 10) / 10;
  const status = clamped >= 0.999 ? 'pass' : clamped >= 0.5 ? 'warn' : 'fail';
  const check: CheckResult = {
    id: rule.id,
    group: rule.group,
    title: outcome.title ?? rule.title,
    status,
    points,
    maxPoints: rule.maxPoints,
    detail: outcome.detail,
    evidence: outcome.evidence ?? [],
    fix: status === 'pass' ? null : outcome.fix,
  };
  if (outcome.failWithMultiplier === undefined) return check;
  return { ...check, status: 'fail', fix: outcome.fix, layoutMultiplier: outcome.failWithMultiplier };
}

function layoutCheck(rule: AtsRule, outcome: LayoutOutcome): CheckResult {
  const failed = outcome.multiplier < 1;
  return {
    id: rule.id,
    group: rule.group,
    title: rule.title,
    status: failed ? 'fail' : 'pass',
    points: 0,
    maxPoints: 0,
    detail: failed
      ? `${outcome.detail} Your score is multiplied by ${outcome.multiplier.toFixed(2)} until this is fixed.`
      : outcome.detail,
    evidence: outcome.evidence ?? [],
    fix: failed ? outcome.fix : null,
    layoutMultiplier: outcome.multiplier,
  };
}

/** A check that is not scored, with the reason it was not judged. */
function notJudged(check: CheckResult, reason: string): CheckResult {
  return { ...check, status: 'pass', points: 0, maxPoints: 0, detail: reason, evidence: [], fix: null };
}

/**
 * The check a rule gives for one resume (undefined when it does not apply): its outcome as status, points
 * and fix, or "not judged" when the rule cannot judge this resume (another language, an unsure reading).
 */
export function judge(rule: AtsRule, input: CheckInput): CheckResult | undefined {
  const outcome = rule.evaluate(input);
  if (!outcome) return undefined;
  const check = 'multiplier' in outcome ? layoutCheck(rule, outcome) : pointsCheck(rule, outcome);
  if (input.language !== 'en' && rule.englishOnly)
    return notJudged(
      check,
      `Skipped: this check reads English wording, and your resume is in ${LANGUAGE_NAMES[input.language]}.`,
    );
  if (input.readingNote && rule.readingDependent && check.status !== 'pass')
    return notJudged(
      check,
      'Not judged: it depends on sections or roles that could not be read reliably (see "Sections an ATS can find").',
    );
  return check;
}
