import type { AtsCheck } from '@careerlens/contracts';
import { describe, expect, it } from 'vitest';
import { atsRows, atsStatements, mergeAtsVerdicts, type AtsStatementsFile } from './ats-audit';

const check = (id: string, detail: string, status: AtsCheck['status'] = 'warn'): AtsCheck => ({
  id,
  group: 'content',
  title: id,
  status,
  points: 1,
  maxPoints: 3,
  detail,
  evidence: [{ lineIndex: 4, text: 'timely manner.' }] as AtsCheck['evidence'],
  fix: 'Keep each bullet to one or two lines.',
});

describe('the ATS statements audit', () => {
  it('leaves out the checks of contact details and file type, and keys each statement by resume and check', () => {
    const statements = atsStatements('CHEF/1.pdf', [
      check('bullet-length', '0 bullet(s) run over 35 words and 7 are under 6 words.'),
      check('contact-email', 'No email address was found.', 'fail'),
    ]);
    expect(statements.map((statement) => statement.id)).toEqual(['CHEF/1.pdf|bullet-length']);
    expect(statements[0]?.quoted).toEqual(['timely manner.']);
  });

  it('keeps a reader’s verdict only while the statement says the same, and counts per check', () => {
    const before = atsStatements('CHEF/1.pdf', [
      check('bullet-length', '0 bullet(s) run over 35 words and 7 are under 6 words.'),
      check('action-verbs', '12 of 37 bullets (32%) open with an action verb.'),
    ]);
    const judged = { 'CHEF/1.pdf': { statements: before } };
    const verdicts = {
      'CHEF/1.pdf|bullet-length': { verdict: 'contradicted' as const, note: 'wrapped ends' },
      'CHEF/1.pdf|action-verbs': { verdict: 'supported' as const },
    };
    // The bullet-length statement now says something else: its old verdict does not carry over.
    const after: AtsStatementsFile = {
      resumes: {
        'CHEF/1.pdf': {
          statements: atsStatements('CHEF/1.pdf', [
            check('bullet-length', '3 bullet(s) run over 35 words and 0 are under 6 words.'),
            check('action-verbs', '12 of 37 bullets (32%) open with an action verb.'),
          ]),
        },
      },
    };
    const merged = mergeAtsVerdicts(after, undefined, [{ verdicts, judged }]);
    expect(merged.resumes['CHEF/1.pdf']?.statements.map((statement) => statement.verdict)).toEqual([
      undefined,
      'supported',
    ]);
    expect(atsRows(merged).at(-1)).toMatchObject({ check: 'all', statements: 2, judged: 1, contradicted: 0 });
  });
});
