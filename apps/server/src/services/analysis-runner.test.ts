import { describe, expect, it } from 'vitest';
import { WorkerTaskError } from '../lib/worker-pool';
import type { AnalysisTaskInput, AnalysisTaskOutput } from '../isolated/analysis-task';
import {
  createAnalysisRunner,
  OCR_BUSY,
  OCR_BUSY_MESSAGE,
  OCR_PROCESS_FAILURE_MESSAGES,
} from './analysis-runner';

const input = {
  mode: 'prepare',
  bytes: new Uint8Array([1, 2, 3]),
  fileType: 'pdf',
  targetRole: null,
  experienceLevel: null,
  referenceDate: '2026-11-01',
  market: undefined,
  ocr: {
    enabled: true,
    languages: ['eng'],
    maxPages: 3,
    dpi: 200,
    languagePass: 'all',
    firstLanguages: ['eng'],
    threads: 1,
  },
} satisfies AnalysisTaskInput;

/** A pool that answers each task with the next of `answers` (an output, or an error to reject with). */
function fakePool(answers: Array<AnalysisTaskOutput | Error>) {
  const pool = {
    inputs: [] as AnalysisTaskInput[],
    run(task: AnalysisTaskInput): Promise<AnalysisTaskOutput> {
      pool.inputs.push(task);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return pool;
}

const bound = { maxWaitingScans: 2 };
const handedOver: AnalysisTaskOutput = { ok: false, code: 'OCR_ELSEWHERE', message: 'elsewhere' };
const read = { ok: true, analysis: null, prepared: {} } as unknown as AnalysisTaskOutput;

describe('analysis runner: parsing processes, then the OCR process for a scan', () => {
  it('answers from the parsing process when the file needs no OCR, whether it was read or not', async () => {
    const parsing = fakePool([read, { ok: false, code: 'ENCRYPTED', message: 'password' }]);
    const ocr = fakePool([]);
    const runner = createAnalysisRunner({ parsing: () => parsing, ocr: () => ocr }, bound);
    await expect(runner.run(input)).resolves.toBe(read);
    await expect(runner.run(input)).resolves.toMatchObject({ ok: false, code: 'ENCRYPTED' });
    expect(ocr.inputs).toEqual([]);
  });

  it('reads a scan the parsing process handed over again, whole, in the OCR process', async () => {
    const parsing = fakePool([handedOver]);
    const ocr = fakePool([read]);
    const runner = createAnalysisRunner({ parsing: () => parsing, ocr: () => ocr }, bound);
    await expect(runner.run(input)).resolves.toBe(read);
    expect(ocr.inputs).toEqual([input]);
  });

  it('fails a scan whose OCR process was stopped with that reason, never as a file without text', async () => {
    for (const reason of ['timeout', 'out-of-memory', 'crashed'] as const) {
      const runner = createAnalysisRunner(
        {
          parsing: () => fakePool([handedOver]),
          ocr: () => fakePool([new WorkerTaskError(reason, 'stopped')]),
        },
        bound,
      );
      const output = await runner.run(input);
      expect(output).toEqual({
        ok: false,
        code: 'OCR_FAILED',
        message: OCR_PROCESS_FAILURE_MESSAGES[reason],
      });
      expect(output.ok ? '' : output.message).not.toMatch(/no text/i);
    }
    expect(OCR_PROCESS_FAILURE_MESSAGES.crashed).toContain('a fault on our side');
  });

  it("rejects as the pool does when the parsing process fails, and passes on an error that is not a worker's", async () => {
    const parsing = createAnalysisRunner(
      {
        parsing: () => fakePool([new WorkerTaskError('out-of-memory', 'too big')]),
        ocr: () => fakePool([]),
      },
      bound,
    );
    await expect(parsing.run(input)).rejects.toMatchObject({ reason: 'out-of-memory' });
    const closed = createAnalysisRunner(
      {
        parsing: () => fakePool([handedOver]),
        ocr: () => fakePool([new Error('worker pool is closed')]),
      },
      bound,
    );
    await expect(closed.run(input)).rejects.toThrow('closed');
  });

  it('refuses a scan at once (OCR_BUSY) while the OCR process has its maximum of scans waiting, and takes scans again as they end', async () => {
    // The OCR process as the pool drives it: one scan at a time, the others queued until it ends.
    const queued: Array<() => void> = [];
    let running: Promise<void> = Promise.resolve();
    const ocr = {
      inputs: [] as AnalysisTaskInput[],
      run(task: AnalysisTaskInput): Promise<AnalysisTaskOutput> {
        ocr.inputs.push(task);
        const turn = running.then(() => new Promise<void>((resolve) => queued.push(resolve)));
        running = turn;
        return turn.then(() => read);
      },
    };
    const parsing = { run: () => Promise.resolve(handedOver) };
    const runner = createAnalysisRunner({ parsing: () => parsing, ocr: () => ocr }, { maxWaitingScans: 2 });
    // One scan read and two waiting: the queue is full.
    const accepted = [runner.run(input), runner.run(input), runner.run(input)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refused = await runner.run(input);
    expect(refused).toEqual({ ok: false, code: OCR_BUSY, message: OCR_BUSY_MESSAGE });
    expect(ocr.inputs).toHaveLength(3);
    // A file that needs no OCR is never refused.
    const text = createAnalysisRunner(
      { parsing: () => fakePool([read]), ocr: () => ocr },
      { maxWaitingScans: 0 },
    );
    await expect(text.run(input)).resolves.toBe(read);
    // The scan being read ends: one place is free again.
    queued.shift()?.();
    await accepted[0];
    const fourth = runner.run(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ocr.inputs).toHaveLength(4);
    await expect(runner.run(input)).resolves.toMatchObject({ code: OCR_BUSY });
    for (let left = 3; left > 0; left -= 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      queued.shift()?.();
    }
    await expect(Promise.all([...accepted, fourth])).resolves.toEqual([read, read, read, read]);
  });
});
