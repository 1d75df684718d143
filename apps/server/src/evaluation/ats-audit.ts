import { createHash } from 'node:crypto';
import type { AtsCheck } from '@careerlens/contracts';
import type { Verdict, VerdictsFile } from './claims-audit';

/**
 * An audit of what the ATS checks say about a resume, like the skills claims audit (claims-audit.ts): every
 * check's statement (its status, points, what it found, the lines it quotes and its advice) written out for
 * a reader to judge against the resume's own text, kept outside the repository. A verdict is "supported",
 * "contradicted" (the file says otherwise: a section said missing that is there, a count far off, a line
 * quoted as what it is not, advice the file already follows) or "unsure".
 *
 * `npm run eval -- <folder> --ats-statements <file> [--ats-verdicts <verdicts.json>=<batch.json>,…]` writes
 * the file, keeping the verdicts of statements whose words are unchanged (a reader's verdicts count for the
 * words of the batch they judged), so a change to a check leaves only the statements it changed to judge; it
 * then prints the judged figures per check. Contact checks are left out:
 * the evaluation resumes' contact details were replaced by placeholders.
 */
export interface AtsStatement {
  id: string;
  check: string;
  title: string;
  status: AtsCheck['status'];
  points: string;
  detail: string;
  quoted: string[];
  fix: string | null;
  /** A hash of what the statement says: a verdict holds only while it is unchanged. */
  said: string;
  verdict?: Verdict;
  note?: string;
}

export interface AtsStatementsFile {
  resumes: Record<string, { text?: string; statements: AtsStatement[] }>;
}

/** Checks of what the placeholders replaced, or of the file type: nothing a reader can judge here. */
const NOT_JUDGED: ReadonlySet<string> = new Set([
  'file-type',
  'text-readable',
  'images',
  'plain-characters',
  'contact-email',
  'contact-phone',
  'contact-location',
  'contact-profile',
]);

type Words = Pick<AtsStatement, 'status' | 'points' | 'detail' | 'quoted' | 'fix'>;

/** What a statement says, as a short hash. */
export function saidHash(words: Words): string {
  const { status, points, detail, quoted, fix } = words;
  return createHash('sha256')
    .update(JSON.stringify({ status, points, detail, quoted, fix }))
    .digest('hex')
    .slice(0, 12);
}

/**
 * A reader's batch: the statements as the reader saw them (each resume's `statements`, with or without
 * `said`), so that a verdict holds only for those words.
 */
export type JudgedBatch = Record<string, { statements: Array<Words & { id: string }> }>;

/** The statements of one resume's checks. */
export function atsStatements(key: string, checks: readonly AtsCheck[]): AtsStatement[] {
  return checks
    .filter((check) => !NOT_JUDGED.has(check.id))
    .map((check) => {
      const words = {
        status: check.status,
        points: `${check.points}/${check.maxPoints}`,
        detail: check.detail,
        quoted: check.evidence.slice(0, 4).map((item) => item.text),
        fix: check.status === 'pass' ? null : check.fix,
      };
      return {
        id: `${key}|${check.id}`,
        check: check.id,
        title: check.title,
        ...words,
        said: saidHash(words),
      };
    });
}

/**
 * The new file: fresh statements, with the verdicts of the old file's statements saying the same, then those
 * of the readers' verdict files (which win where they judged the statement as it now reads: a reader's file
 * names each statement by id, and is applied only to statements whose words are those of `judged`).
 */
export function mergeAtsVerdicts(
  fresh: AtsStatementsFile,
  old: AtsStatementsFile | undefined,
  readers: ReadonlyArray<{ verdicts: VerdictsFile; judged: JudgedBatch }> = [],
): AtsStatementsFile {
  const kept = new Map<string, { verdict?: Verdict; note?: string }>();
  for (const resume of Object.values(old?.resumes ?? {}))
    for (const statement of resume.statements)
      if (statement.verdict) kept.set(`${statement.id}|${statement.said}`, statement);
  for (const { verdicts, judged } of readers) {
    const saidOf = new Map(
      Object.values(judged).flatMap((resume) =>
        resume.statements.map((statement) => [statement.id, saidHash(statement)] as const),
      ),
    );
    for (const [id, entry] of Object.entries(verdicts)) {
      const said = saidOf.get(id);
      if (said !== undefined) kept.set(`${id}|${said}`, entry);
    }
  }
  return {
    resumes: Object.fromEntries(
      Object.entries(fresh.resumes).map(([key, resume]) => [
        key,
        {
          ...resume,
          statements: resume.statements.map((statement) => {
            const judged = kept.get(`${statement.id}|${statement.said}`);
            return judged ? { ...statement, verdict: judged.verdict, note: judged.note } : statement;
          }),
        },
      ]),
    ),
  };
}

/** Per check: statements, judged, contradicted, unsure; and a row for all. */
export function atsRows(file: AtsStatementsFile): Array<Record<string, string | number>> {
  const rows = new Map<
    string,
    { statements: number; judged: number; contradicted: number; unsure: number }
  >();
  const all = { statements: 0, judged: 0, contradicted: 0, unsure: 0 };
  for (const resume of Object.values(file.resumes))
    for (const statement of resume.statements) {
      const row = rows.get(statement.check) ?? { statements: 0, judged: 0, contradicted: 0, unsure: 0 };
      for (const counts of [row, all]) {
        counts.statements += 1;
        if (statement.verdict) counts.judged += 1;
        if (statement.verdict === 'contradicted') counts.contradicted += 1;
        if (statement.verdict === 'unsure') counts.unsure += 1;
      }
      rows.set(statement.check, row);
    }
  const format = (check: string, counts: typeof all) => ({
    check,
    ...counts,
    'contradicted share': counts.judged
      ? `${((counts.contradicted / counts.judged) * 100).toFixed(1)}%`
      : '-',
  });
  return [
    ...[...rows.entries()]
      .sort(([, a], [, b]) => b.contradicted - a.contradicted)
      .map(([check, counts]) => format(check, counts)),
    format('all', all),
  ];
}
