import { findEducation, isHybridPosting } from './posting-facts';
import { findMinYears, inferExperienceLevel } from './posting-level';
import { mapPostingRole } from './posting-role';
import { readPostingSections, type PostingStatement, type StatementIntent } from './posting-sections';
import { findPostingSkills } from './posting-skills';
import { renderDescription } from './render-description';
import type { JobPostingInput, PostingAnalysis } from './types';

/** Version of the posting analyser. Bump it whenever a rule, list or weight below changes the output. */
export const POSTING_ANALYSIS_VERSION = 'posting-analysis/2026.11.29';

/** Statements shorter than this (in words) are fragments ("Rust", "Team player"), not list items. */
const MIN_STATEMENT_WORDS = 4;
/** Longest list item; longer ones are cut at a sentence end, else at a word, and marked with "…". */
const MAX_STATEMENT_CHARS = 300;
/** Most items kept per list. */
const MAX_STATEMENTS_PER_LIST = 30;

/** Cuts a statement to the cap, preferring the end of a sentence. */
function capLength(text: string): string {
  if (text.length <= MAX_STATEMENT_CHARS) return text;
  const head = text.slice(0, MAX_STATEMENT_CHARS);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= MAX_STATEMENT_CHARS / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return `${head.slice(0, wordEnd > 0 ? wordEnd : MAX_STATEMENT_CHARS).replace(/[\s,;:–—-]+$/, '')}…`;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The statements with one intent, as written: no fragments, no lead-ins, no duplicates, capped. */
function listOf(statements: readonly PostingStatement[], intent: StatementIntent): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const statement of statements) {
    if (statement.intent !== intent) continue;
    const text = statement.text.replace(/^[\s:;,.\-–—•*]+/, '').trim();
    if (countWords(text) < MIN_STATEMENT_WORDS || text.endsWith(':')) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(capLength(text));
    if (items.length === MAX_STATEMENTS_PER_LIST) break;
  }
  return items;
}

/**
 * Reads a job posting once, at ingestion: renders and sanitises the description, finds its sections
 * (duties, requirements, nice-to-haves, benefits), the skills it requires and prefers, the catalogue role
 * it maps to, its level, minimum years, lowest degree and whether it is hybrid. Pure and deterministic:
 * the same input always gives the same output, and nothing in it is invented (every list item is text
 * from the posting).
 */
export function analyzePosting(input: JobPostingInput): PostingAnalysis {
  const rendered = renderDescription(input);
  const { statements, isStructured } = readPostingSections(rendered.blocks);
  const skills = findPostingSkills(input.title, statements, isStructured);
  const role = mapPostingRole(input.title, skills.required, skills.preferred);
  const minYears = findMinYears(statements);
  return {
    version: POSTING_ANALYSIS_VERSION,
    descriptionHtml: rendered.html,
    descriptionText: rendered.text,
    requiredSkills: skills.required,
    preferredSkills: skills.preferred,
    responsibilities: listOf(statements, 'responsibility'),
    requirements: listOf(statements, 'requirement'),
    niceToHaves: listOf(statements, 'preferred'),
    benefits: listOf(statements, 'benefit'),
    roleTitle: role.roleTitle,
    roleGroup: role.roleGroup,
    roleConfidence: role.roleConfidence,
    experienceLevel: inferExperienceLevel(input.title, input.jobLevel, minYears),
    minYears,
    education: findEducation(statements),
    hybrid: isHybridPosting(`${input.title}\n${rendered.text}`, input.jobType),
  };
}
