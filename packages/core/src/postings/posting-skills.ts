import { findSkills, type SkillLine } from '../skills/matcher';
import { hasPreferenceCue, type PostingStatement, type StatementIntent } from './posting-sections';

export interface PostingSkills {
  /** Taxonomy ids, most important first. */
  required: string[];
  preferred: string[];
}

/** Where a mention sits: the title, or a clause of a statement with what that clause states. */
type MentionIntent = StatementIntent | 'title';

/** Every occurrence is kept, so that one mention in the requirements is never lost behind others. */
const ALL_EVIDENCE = Number.MAX_SAFE_INTEGER;

/**
 * Rank of a required skill by where it is asked for: requirements (and the title) before duties,
 * duties before the rest of the text of a posting without sections.
 */
const TIER: Readonly<Record<MentionIntent, number>> = {
  title: 0,
  requirement: 0,
  responsibility: 1,
  preferred: 2,
  context: 2,
  benefit: 3,
  excluded: 3,
};

interface Clause {
  text: string;
  intent: MentionIntent;
}

/** "(preferred)", "(a plus)", "(nice to have)": a marker about the item just before it. */
const BARE_PREFERENCE_MARKER =
  /^(?:(?:is|are|would be|highly|strongly|a|an|big|strong|definite|nice|great|also|very)\s+)*(?:preferred|preferable|a plus|plus|nice[ -]to[ -]have|bonus|desirable|desired|optional|advantageous|an advantage|not required|good[ -]to[ -]have)$/i;

/**
 * Splits a statement into clauses that carry their own intent: "Python; Go is a plus" has a required and
 * a preferred clause, "Python, Kubernetes (preferred)" marks only Kubernetes, "Go (Rust a plus)" marks
 * only Rust.
 */
function clausesOf(statement: PostingStatement): Clause[] {
  const base = statement.intent;
  if (base !== 'requirement' && base !== 'responsibility' && base !== 'context') {
    return [{ text: statement.text, intent: base }];
  }
  const clauses: Clause[] = [];
  for (const part of statement.text.split(';')) {
    let outer = part;
    for (const match of part.matchAll(/\(([^()]{1,200})\)/g)) {
      const inner = (match[1] ?? '').trim();
      if (!hasPreferenceCue(inner) && !BARE_PREFERENCE_MARKER.test(inner)) continue;
      if (BARE_PREFERENCE_MARKER.test(inner)) {
        // The marker qualifies the item before it, back to the previous comma, "or" or "and".
        const before = part.slice(0, match.index);
        const itemStart = Math.max(
          before.lastIndexOf(','),
          before.lastIndexOf(' or '),
          before.lastIndexOf(' and '),
        );
        const item = before.slice(itemStart + 1);
        clauses.push({ text: item, intent: 'preferred' });
        outer = outer.replace(`${item}${match[0]}`, ' ');
      } else {
        clauses.push({ text: inner, intent: 'preferred' });
        outer = outer.replace(match[0], ' ');
      }
    }
    clauses.push({ text: outer, intent: hasPreferenceCue(outer) ? 'preferred' : base });
  }
  return clauses;
}

/**
 * The fields of study a degree requirement offers as alternatives: "Bachelor's degree in Statistics,
 * Mathematics, Computer Science or a related field", "BS/MS in Economics, Finance, or equivalent". Each is
 * one way to meet the degree requirement (read as the posting's degree), not a skill the posting requires:
 * counted as one, a statistics graduate was told that Computer Science is a skill gap. A degree in one
 * named field ("Bachelor's in Nursing required") is not a list of alternatives and stays.
 */
const DEGREE_FIELD_ALTERNATIVES =
  /\b(?:degrees?|bachelor(?:'s|s)?|masters?|master's|diploma|associate's|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|mba|ph\.?d\.?)(?:\/[a-z.]+)?\b[^.;:]{0,40}?\b(?:in|of)\s+([^.;:]*?,?\s*(?:\bor\b|\band\/or\b)\s+(?:an?\s+|other\s+|another\s+)?(?:(?:closely\s+)?(?:related|similar|equivalent|relevant|comparable|quantitative|technical|scientific|analytical)\b(?:\s+(?:field|discipline|area|subject|major|degree|programme|program)s?(?:\s+of\s+study)?)?))/gi;

/** The text with the fields a degree requirement offers as alternatives blanked out. */
export function withoutDegreeFieldAlternatives(text: string): string {
  return text.replace(DEGREE_FIELD_ALTERNATIVES, (whole, fields: string) =>
    whole.slice(0, whole.length - fields.length).padEnd(whole.length, ' '),
  );
}

interface SkillTally {
  id: string;
  isSoft: boolean;
  isRequired: boolean;
  isPreferred: boolean;
  tier: number;
  count: number;
  firstLine: number;
}

/** Determiners before which a quality's word names a thing ("the organization", "the leadership team"). */
const THING_DETERMINER = /\b(?:the|an|our|your|their|its|this|that|these|those|each|every)\s+$/i;

/** Plurals of qualities that are still the activity: "lead contract negotiations", "deliver presentations". */
const ACTIVITY_PLURALS: ReadonlySet<string> = new Set(['negotiations', 'presentations']);

/**
 * Whether a soft skill's word is written as a thing rather than a quality: in the plural ("initiatives",
 * "organizations", "communications") or after a determiner ("across the organization", "the leadership
 * team").
 */
function namesAThing(skillName: string, line: string, matched: string): boolean {
  const word = matched.trim().toLowerCase();
  const name = skillName.toLowerCase();
  const plurals = [`${name}s`, `${name}es`, `${name.replace(/y$/u, '')}ies`];
  if (word !== name && plurals.includes(word) && !ACTIVITY_PLURALS.has(word)) return true;
  const at = line.indexOf(matched);
  return at >= 0 && THING_DETERMINER.test(line.slice(0, at));
}

/**
 * Finds the skills a posting asks for and splits them into required and preferred.
 *
 * A skill is required when it is named in the title, a requirement, a duty, or (in a posting without
 * sections) anywhere outside company, benefits and legal text. It is preferred when it is named only
 * under a nice-to-have heading or in a clause with a preference cue ("is a plus", "ideally"). Skills named
 * only in company descriptions, benefits, legal text or (in a posting with sections) untyped overview
 * text are left out. Order: hard skills and tools before soft skills; then requirements and title before
 * duties; then how often the skill is named; then where it is first named.
 */
export function findPostingSkills(
  title: string,
  statements: readonly PostingStatement[],
  isStructured: boolean,
): PostingSkills {
  const lines: SkillLine[] = [{ index: 0, text: title }];
  const intents: MentionIntent[] = ['title'];
  for (const statement of statements) {
    for (const clause of clausesOf(statement)) {
      if (clause.text.trim() === '') continue;
      intents.push(clause.intent);
      lines.push({ index: lines.length, text: withoutDegreeFieldAlternatives(clause.text) });
    }
  }
  const tallies: SkillTally[] = [];
  for (const match of findSkills(lines, { maxEvidence: ALL_EVIDENCE })) {
    const tally: SkillTally = {
      id: match.id,
      isSoft: match.type === 'soft',
      isRequired: false,
      isPreferred: false,
      tier: Number.POSITIVE_INFINITY,
      count: 0,
      firstLine: Number.POSITIVE_INFINITY,
    };
    for (const evidence of match.evidence) {
      const intent = intents[evidence.lineIndex] ?? 'excluded';
      const counts =
        intent === 'title' ||
        intent === 'requirement' ||
        intent === 'responsibility' ||
        intent === 'preferred' ||
        (intent === 'context' && !isStructured);
      if (!counts) continue;
      // In a duty or untyped text, a soft skill's word written as a thing is not a quality asked for: "Drive
      // compliance initiatives across the organization" asks for neither Initiative nor Organization.
      if (
        tally.isSoft &&
        intent !== 'requirement' &&
        intent !== 'preferred' &&
        namesAThing(match.name, lines[evidence.lineIndex]?.text ?? '', evidence.matched)
      )
        continue;
      if (intent === 'preferred') tally.isPreferred = true;
      else tally.isRequired = true;
      tally.tier = Math.min(tally.tier, TIER[intent]);
      tally.count += 1;
      tally.firstLine = Math.min(tally.firstLine, evidence.lineIndex);
    }
    if (tally.count > 0) tallies.push(tally);
  }
  const byImportance = (left: SkillTally, right: SkillTally): number =>
    Number(left.isSoft) - Number(right.isSoft) ||
    left.tier - right.tier ||
    right.count - left.count ||
    left.firstLine - right.firstLine ||
    (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);
  const sorted = tallies.sort(byImportance);
  return {
    required: sorted.filter((tally) => tally.isRequired).map((tally) => tally.id),
    preferred: sorted.filter((tally) => !tally.isRequired && tally.isPreferred).map((tally) => tally.id),
  };
}
