import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyzeResume, detectFileKind, extractDocument, type ExtractedDocument } from '@careerlens/core';
import type { AnalysisData } from '@careerlens/contracts';
import { createOcrReader } from '../ocr/engine';
import { scanPdf, wordRecall, type ScanOptions } from '../ocr/scan-maker';
import { readOcrSettings, type OcrSettings } from '../ocr/settings';
import { withServerProcesses } from './eval-ocr-process';
import { CATEGORY_MAPPINGS, levelFromYears } from './categories';

/**
 * OCR figures on scans of our own:
 *   npm run eval -- --make-scans <out folder> <folder of PDFs>... [--limit-per-folder N]
 *     renders every PDF's pages to images (clean at 300 dpi; turned, blurred, speckled and JPEG-compressed
 *     at 200 dpi; and a mixed copy with page 1 kept as text), rebuilds PDFs without a text layer and writes
 *     them with a manifest naming each scan's born-digital source;
 *   npm run eval -- --scans <out folder> [--variant name] [--limit N per variant] [--show-misses]
 *     reads each scan by OCR (OCR_LANGUAGES, OCR_DPI as for the server) and prints word recall against the
 *     source's text layer, the scan's sections, roles and skills against the source's own analysis, time
 *     per page and peak memory.
 *   npm run eval -- --scans <out folder> --processes [--variant name] [--limit N]
 *     reads each scan as the server does, in a parsing process and then the OCR process (compiled worker
 *     entries), and prints the OCR process's peak resident memory and CPU time a page, and the scan's
 *     skills and roles against the source's (no word recall: the text stays in the process).
 */
const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

export const SCAN_VARIANTS: Record<string, ScanOptions> = {
  'clean-300dpi': { dpi: 300, quality: 90 },
  'noisy-200dpi': { dpi: 200, skewDegrees: 1.2, blurPixels: 0.6, jitter: 35, speckle: 0.002, quality: 70 },
  'mixed-200dpi': { dpi: 200, skewDegrees: 0.5, jitter: 15, quality: 80, pages: [] },
};

interface ManifestEntry {
  variant: string;
  scan: string;
  source: string;
  category: string;
  pages: number;
}

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

function listPdfs(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) files.push(...listPdfs(full));
    else if (entry.toLowerCase().endsWith('.pdf')) files.push(full);
  }
  return files.sort();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function makeScans(args: string[]) {
  const out = args[0];
  const limit = Number(option(args, '--limit-per-folder') ?? Infinity);
  const sources = args
    .slice(1)
    .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));
  if (!out || sources.length === 0) {
    console.error(
      'Usage: npm run eval -- --make-scans <out folder> <folder of PDFs>... [--limit-per-folder N]',
    );
    process.exitCode = 2;
    return;
  }
  const manifest: ManifestEntry[] = [];
  for (const source of sources) {
    const byFolder = new Map<string, string[]>();
    for (const file of listPdfs(path.resolve(source))) {
      const folder = path.dirname(file);
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
    }
    for (const files of byFolder.values()) {
      for (const file of files.slice(0, limit)) {
        const bytes = new Uint8Array(readFileSync(file));
        if (detectFileKind(bytes) !== 'pdf') continue;
        const category = path.basename(path.dirname(file));
        let born: ExtractedDocument;
        try {
          born = await extractDocument(bytes, 'pdf', { standardFontDataUrl });
        } catch {
          continue; // Only born-digital sources have a text layer to measure against.
        }
        const pages = born.layout.pageCount;
        // A scan longer than the OCR page cap fails by design (SCAN_TOO_LONG): not a reading figure.
        if (pages > readOcrSettings(process.env).maxPages) continue;
        for (const [variant, options] of Object.entries(SCAN_VARIANTS)) {
          if (options.pages && pages < 2) continue;
          const scanOptions = options.pages ? { ...options, pages: range(2, pages) } : options;
          const scan = await scanPdf(bytes, { ...scanOptions, seed: manifest.length + 1 });
          const target = path.join(out, variant, category, path.basename(file));
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, scan.bytes);
          manifest.push({ variant, scan: path.relative(out, target), source: file, category, pages });
          console.log(
            `${variant} ${category}/${path.basename(file)} (${pages} page${pages === 1 ? '' : 's'})`,
          );
        }
      }
    }
  }
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
  console.log(`${manifest.length} scans in ${out}`);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

function analyse(document: ExtractedDocument, category: string): AnalysisData {
  const targetRole = CATEGORY_MAPPINGS[category]?.targetRole ?? null;
  const first = analyzeResume(document, { targetRole, experienceLevel: null, referenceDate: REFERENCE_DATE });
  return analyzeResume(document, {
    targetRole,
    experienceLevel: levelFromYears(first.totalYearsExperience),
    referenceDate: REFERENCE_DATE,
  });
}

function overlap(source: readonly string[], read: readonly string[]): number {
  if (source.length === 0) return 1;
  const set = new Set(read);
  return source.filter((item) => set.has(item)).length / source.length;
}

function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

async function evaluateScans(args: string[]) {
  const folder = args[0];
  if (!folder) {
    console.error('Usage: npm run eval -- --scans <folder made by --make-scans> [--variant name]');
    process.exitCode = 2;
    return;
  }
  const only = option(args, '--variant');
  const settings = readOcrSettings(process.env);
  const manifest = (
    JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as ManifestEntry[]
  ).filter((entry) => !only || entry.variant === only);
  // The first N scans of each variant (a quick run on a busy machine).
  const limit = Number(option(args, '--limit') ?? Infinity);
  // Prints each born-digital role title the scan's analysis does not hold, and the titles it read.
  const showMisses = args.includes('--show-misses');
  const perVariant = new Map<string, number>();
  const chosen = manifest.filter((entry) => {
    const count = perVariant.get(entry.variant) ?? 0;
    perVariant.set(entry.variant, count + 1);
    return count < limit;
  });
  if (args.includes('--processes')) return evaluateInServerProcesses(folder, chosen, settings);
  let peakRss = 0;
  let peakArrayBuffers = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakArrayBuffers = Math.max(peakArrayBuffers, usage.arrayBuffers);
  }, 50);
  console.log(
    `OCR: languages ${settings.languages.join('+')} (pass: ${settings.languagePass}), pages rendered at ${settings.dpi} dpi, up to ${settings.maxPages} pages`,
  );
  const rows: Array<{
    variant: string;
    file: string;
    ok: boolean;
    reason?: string;
    recall?: number;
    confidence?: number;
    ocrPages?: number;
    msPerPage?: number;
    cpuMsPerPage?: number;
    sections?: number;
    skills?: number;
    roles?: number;
    bornSkills?: number;
    scanSkills?: number;
    bornRoles?: number;
    scanRoles?: number;
    uncertain?: number;
  }> = [];
  for (const entry of chosen) {
    const sourceBytes = new Uint8Array(readFileSync(entry.source));
    const born = await extractDocument(sourceBytes, 'pdf', { standardFontDataUrl });
    const bornAnalysis = analyse(born, entry.category);
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      const scanBytes = new Uint8Array(readFileSync(path.join(folder, entry.scan)));
      const document = await extractDocument(scanBytes, 'pdf', {
        standardFontDataUrl,
        ocr: createOcrReader(settings),
      });
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const ocrPages = document.ocr?.pages.length ?? 0;
      const analysis = analyse(document, entry.category);
      // Recall on the pages read by OCR: the source's text layer of those pages against what OCR read.
      const onOcrPages = (lines: ExtractedDocument['lines']) =>
        lines
          .filter((line) => document.ocr?.pages.includes(line.page))
          .map((line) => line.text)
          .join('\n');
      rows.push({
        variant: entry.variant,
        file: entry.scan,
        ok: true,
        recall: wordRecall(onOcrPages(born.lines), onOcrPages(document.lines)),
        confidence: document.ocr?.confidence ?? 0,
        ocrPages,
        msPerPage: elapsed / Math.max(1, ocrPages),
        cpuMsPerPage: (used.user + used.system) / 1000 / Math.max(1, ocrPages),
        sections: overlap(
          bornAnalysis.sections.map((section) => section.kind),
          analysis.sections.map((section) => section.kind),
        ),
        skills: overlap(
          bornAnalysis.skills.map((skill) => skill.id),
          analysis.skills.map((skill) => skill.id),
        ),
        roles: overlap(
          bornAnalysis.experience.map((role) => `${role.title ?? ''}`.toLowerCase()),
          analysis.experience.map((role) => `${role.title ?? ''}`.toLowerCase()),
        ),
        bornSkills: bornAnalysis.skills.length,
        scanSkills: analysis.skills.length,
        bornRoles: bornAnalysis.experience.length,
        scanRoles: analysis.experience.length,
        uncertain: document.ocr?.uncertainWords.length ?? 0,
      });
      if (showMisses) {
        const read = new Set(analysis.experience.map((role) => `${role.title ?? ''}`.toLowerCase()));
        for (const role of bornAnalysis.experience) {
          const title = `${role.title ?? ''}`.toLowerCase();
          if (!read.has(title))
            console.log(`  role not read as in the born-digital file: "${role.title ?? ''}"`);
        }
        const titles = analysis.experience.map((role) => `"${role.title ?? ''}"`).join(', ');
        console.log(`  roles read from the scan: ${titles}`);
      }
    } catch (error) {
      rows.push({ variant: entry.variant, file: entry.scan, ok: false, reason: (error as Error).message });
    }
    const last = rows.at(-1);
    console.log(
      last?.ok
        ? `${entry.scan}: recall ${pct(last.recall ?? 0)}, confidence ${last.confidence}, ${last.ocrPages} OCR page(s), ${Math.round(last.msPerPage ?? 0)} ms/page (CPU ${Math.round(last.cpuMsPerPage ?? 0)} ms/page), skills ${last.bornSkills}->${last.scanSkills}, roles ${last.bornRoles}->${last.scanRoles} (${pct(last.roles ?? 0)} of titles)`
        : `${entry.scan}: FAILED ${last?.reason}`,
    );
  }
  clearInterval(sampler);
  console.log(
    "\nBy variant (means over scans; sections, skills and roles: share of the born-digital file's found in its scan):",
  );
  const variants = [...new Set(rows.map((row) => row.variant))];
  console.table(
    variants.map((variant) => {
      const inVariant = rows.filter((row) => row.variant === variant);
      const ok = inVariant.filter((row) => row.ok);
      const of = (key: keyof (typeof ok)[number]) => ok.map((row) => Number(row[key] ?? 0));
      return {
        variant,
        scans: inVariant.length,
        read: ok.length,
        'word recall': pct(mean(of('recall'))),
        'recall p10': pct(quantile(of('recall'), 0.1)),
        confidence: Math.round(mean(of('confidence'))),
        sections: pct(mean(of('sections'))),
        skills: pct(mean(of('skills'))),
        'skills/resume born→scan': `${mean(of('bornSkills')).toFixed(1)} → ${mean(of('scanSkills')).toFixed(1)}`,
        roles: pct(mean(of('roles'))),
        'roles/resume born→scan': `${mean(of('bornRoles')).toFixed(1)} → ${mean(of('scanRoles')).toFixed(1)}`,
        's/page p50': (quantile(of('msPerPage'), 0.5) / 1000).toFixed(1),
        's/page p95': (quantile(of('msPerPage'), 0.95) / 1000).toFixed(1),
        'CPU s/page p50': (quantile(of('cpuMsPerPage'), 0.5) / 1000).toFixed(1),
      };
    }),
  );
  for (const row of rows.filter((candidate) => !candidate.ok))
    console.log(`  failed: ${row.file}: ${row.reason}`);
  console.log(
    `Peak memory of this process (pdf.js, canvas, tesseract thread and its WebAssembly memory): RSS ${Math.round(peakRss / 2 ** 20)} MB, array buffers ${Math.round(peakArrayBuffers / 2 ** 20)} MB`,
  );
}

export async function main(args: string[]) {
  if (args[0] === '--make-scans') return makeScans(args.slice(1));
  return evaluateScans(args.slice(1));
}

/** The OCR process's own figures: how much memory its cap must allow (container.ts OCR_POOL). */
async function evaluateInServerProcesses(folder: string, chosen: ManifestEntry[], settings: OcrSettings) {
  console.log(
    `OCR in the server's processes: languages ${settings.languages.join('+')} (pass: ${settings.languagePass}), ${settings.dpi} dpi, up to ${settings.maxPages} pages`,
  );
  const rows: Array<{ ok: boolean; peakMb: number; cpuPerPage: number; secondsPerPage: number }> = [];
  await withServerProcesses(settings, async (read) => {
    for (const entry of chosen) {
      const sourceBytes = new Uint8Array(readFileSync(entry.source));
      const born = analyse(
        await extractDocument(sourceBytes, 'pdf', { standardFontDataUrl }),
        entry.category,
      );
      const result = await read({
        mode: 'analyze',
        bytes: new Uint8Array(readFileSync(path.join(folder, entry.scan))),
        fileType: 'pdf',
        targetRole: CATEGORY_MAPPINGS[entry.category]?.targetRole ?? null,
        experienceLevel: levelFromYears(born.totalYearsExperience),
        referenceDate: REFERENCE_DATE.toISOString(),
        market: undefined,
      });
      const analysis = result.output.ok ? result.output.analysis : null;
      const pages = Math.max(1, analysis?.ocr?.pages.length ?? entry.pages);
      const row = {
        ok: analysis !== null,
        peakMb: result.ocrPeakMb,
        cpuPerPage: result.ocrCpuSeconds / pages,
        secondsPerPage: result.seconds / pages,
      };
      rows.push(row);
      const memory = `OCR process peak RSS ${Math.round(row.peakMb)} MB`;
      if (!analysis) {
        console.log(`${entry.scan}: FAILED ${result.output.ok ? '' : result.output.message} (${memory})`);
        continue;
      }
      const titles = (data: AnalysisData) =>
        data.experience.map((role) => `${role.title ?? ''}`.toLowerCase());
      const skills = overlap(
        born.skills.map((skill) => skill.id),
        analysis.skills.map((skill) => skill.id),
      );
      console.log(
        `${entry.scan}: ${pages} OCR page(s), confidence ${analysis.ocr?.confidence}, ${memory}, ` +
          `${row.secondsPerPage.toFixed(1)} s/page (OCR process CPU ${row.cpuPerPage.toFixed(1)} s/page, engine start included), ` +
          `skills ${pct(skills)}, roles ${pct(overlap(titles(born), titles(analysis)))}`,
      );
    }
  });
  const read = rows.filter((row) => row.ok);
  const peaks = rows.map((row) => row.peakMb);
  const median = (values: number[]) => quantile(values, 0.5).toFixed(1);
  console.log(
    `${read.length} of ${rows.length} scans read; OCR process peak RSS max ${Math.round(Math.max(0, ...peaks))} MB, ` +
      `p50 ${median(peaks)} MB; s/page p50 ${median(read.map((row) => row.secondsPerPage))}, ` +
      `CPU s/page p50 ${median(read.map((row) => row.cpuPerPage))}`,
  );
}
