import type { AnalysisData, AtsCheck } from '@careerlens/contracts';
import type { ResumeInput } from './resume-input';

const MAX_STRENGTHS = 5;

/** What the resume already does well: role skills and certifications shown, passing checks, dated years. */
export function strengthsOf(
  checks: readonly AtsCheck[],
  { readiness, skills, parsed, context }: ResumeInput,
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
