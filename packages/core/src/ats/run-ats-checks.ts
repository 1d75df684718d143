import type { CheckInput, CheckResult } from './check-input';
import { judge, type AtsRule } from './rule';
import { CONSISTENCY_RULES } from './rules/consistency';
import { CONTENT_RULES } from './rules/content';
import { PARSEABILITY_RULES, sectionsRead } from './rules/parseability';
import { STRUCTURE_RULES } from './rules/structure';
import { TARGETING_RULES } from './rules/targeting';

/**
 * Every ATS rule, in the order the report lists them: by group, then "Sections an ATS can find", which
 * explains the checks it leaves not judged.
 */
export const ATS_RULES: readonly AtsRule[] = [
  ...PARSEABILITY_RULES,
  ...STRUCTURE_RULES,
  ...CONTENT_RULES,
  ...CONSISTENCY_RULES,
  ...TARGETING_RULES,
  sectionsRead,
];

/** The ATS checks of one resume: every rule that applies, judged. */
export function runAtsChecks(input: CheckInput): CheckResult[] {
  return ATS_RULES.flatMap((rule) => judge(rule, input) ?? []);
}
