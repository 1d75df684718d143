import type { CheckResult } from './check-input';

/** The ATS score of a resume's checks: points over the maximum, as a percentage, times the layout multipliers. */
export interface AtsScore {
  /** The points share before layout multipliers, 0-100. */
  raw: number;
  layoutMultiplier: number;
  score: number;
  maxPoints: number;
}

/** A check that does not pass, with the points its fix would add to the final score. */
export interface RankedFix {
  check: CheckResult;
  gain: number;
}

export function scoreChecks(checks: readonly CheckResult[]): AtsScore {
  const points = checks.reduce((sum, check) => sum + check.points, 0);
  const maxPoints = checks.reduce((sum, check) => sum + check.maxPoints, 0);
  const layoutMultiplier = checks.reduce((product, check) => product * (check.layoutMultiplier ?? 1), 1);
  const raw = maxPoints ? (points / maxPoints) * 100 : 0;
  return { raw, layoutMultiplier, score: Math.round(raw * layoutMultiplier), maxPoints };
}

/** Points a fix would add to the final score, so tips can be ranked by what they are worth. */
function gainOf(checks: readonly CheckResult[], check: CheckResult, score: AtsScore): number {
  if (check.layoutMultiplier !== undefined && check.layoutMultiplier < 1) {
    // The other checks' multipliers, found without dividing by this one (which may be 0: a full scan).
    const others = checks
      .filter((other) => other !== check)
      .reduce((product, other) => product * (other.layoutMultiplier ?? 1), 1);
    return score.raw * (others - score.layoutMultiplier);
  }
  return score.maxPoints
    ? ((check.maxPoints - check.points) / score.maxPoints) * 100 * score.layoutMultiplier
    : 0;
}

/** The fixes of the checks that do not pass, worth most first (ties by check id). */
export function rankFixes(checks: readonly CheckResult[], score: AtsScore): RankedFix[] {
  return checks
    .filter((check) => check.status !== 'pass' && check.fix)
    .map((check) => ({ check, gain: gainOf(checks, check, score) }))
    .sort((a, b) => b.gain - a.gain || a.check.id.localeCompare(b.check.id));
}
