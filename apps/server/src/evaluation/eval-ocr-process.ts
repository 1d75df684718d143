import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { WorkerPool } from '../lib/worker-pool';
import type { OcrSettings } from '../ocr/settings';
import { SERVER_ROOT, TEST_WORKER_BUNDLE_ENV, workerModule } from '../paths';
import { createAnalysisRunner } from '../services/analysis-runner';
import { ANALYSIS_POOL, OCR_POOL } from '../composition/container';
import type { AnalysisTaskInput, AnalysisTaskOutput } from '../isolated/analysis-task';

/** Resident memory high-water mark (VmHWM) and CPU seconds so far of a process, from the kernel. */
function processFigures(pid: number): { peakMb: number; cpuSeconds: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      peakMb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
      cpuSeconds: (Number(stat[11] ?? 0) + Number(stat[12] ?? 0)) / 100,
    };
  } catch {
    return { peakMb: 0, cpuSeconds: 0 };
  }
}

export interface ProcessRead {
  output: AnalysisTaskOutput;
  /** Peak resident memory of the OCR process that read the file (0 when none did). */
  ocrPeakMb: number;
  ocrCpuSeconds: number;
  seconds: number;
}

/**
 * Reads files as the server does (a parsing process, then the OCR process for a scan), with the worker
 * entries compiled as `npm start` runs them, and measures the OCR process: its peak resident memory and
 * CPU time, read from /proc every 20 ms while it works. The OCR process gets `capMb` (default: far above
 * its cap) so that the figure is what it needs, not what it is allowed.
 */
export async function withServerProcesses(
  settings: OcrSettings,
  use: (read: (input: Omit<AnalysisTaskInput, 'ocr'>) => Promise<ProcessRead>) => Promise<void>,
  capMb = 4096,
): Promise<void> {
  const outdir = path.join(SERVER_ROOT, `.eval-workers-${process.pid}`);
  execFileSync(process.execPath, [path.join(SERVER_ROOT, 'scripts', 'build.mjs'), '--workers', outdir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env[TEST_WORKER_BUNDLE_ENV] = outdir;
  const timeoutMs = 600_000;
  const parsing = new WorkerPool<AnalysisTaskInput, AnalysisTaskOutput>({
    script: workerModule('analysis'),
    ...ANALYSIS_POOL,
    taskTimeoutMs: timeoutMs,
  });
  const ocr = new WorkerPool<AnalysisTaskInput, AnalysisTaskOutput>({
    script: workerModule('ocr'),
    ...OCR_POOL,
    maxMemoryMb: capMb,
    taskTimeoutMs: timeoutMs,
    env: {
      OCR_LANGUAGES: settings.languages.join('+'),
      OCR_LANGUAGE_PASS: settings.languagePass,
      OCR_FIRST_LANGUAGES: settings.firstLanguages.join('+'),
      OCR_THREADS: String(settings.threads),
    },
  });
  // One file at a time: none waits.
  const runner = createAnalysisRunner({ parsing: () => parsing, ocr: () => ocr }, { maxWaitingScans: 0 });
  try {
    await use(async (input) => {
      const seen = new Map<number, { peakMb: number; cpuSeconds: number }>();
      // The previous file's process may not have gone yet: only a process started for this file counts.
      const before = new Set(ocr.processIds);
      const sample = () => {
        for (const pid of ocr.processIds) if (!before.has(pid)) seen.set(pid, processFigures(pid));
      };
      const sampler = setInterval(sample, 20);
      const started = performance.now();
      try {
        const output = await runner.run({ ...input, ocr: settings });
        const figures = [...seen.values()];
        return {
          output,
          ocrPeakMb: Math.max(0, ...figures.map((figure) => figure.peakMb)),
          ocrCpuSeconds: figures.reduce((sum, figure) => sum + figure.cpuSeconds, 0),
          seconds: (performance.now() - started) / 1000,
        };
      } finally {
        clearInterval(sampler);
      }
    });
  } finally {
    // The pools' processes do not keep Node running (they are unref'd): this does, until they have gone.
    const keepAlive = setInterval(() => undefined, 1000);
    await parsing.close();
    await ocr.close();
    clearInterval(keepAlive);
    rmSync(outdir, { recursive: true, force: true });
  }
}
