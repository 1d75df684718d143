import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { detectFileKind, extractDocument, parseResume, type ResumeFileType } from '@careerlens/core';

/** `node --import tsx apps/server/src/evaluation/dump-lines.ts <file>`: the lines read from a file, with their section. */
async function main() {
  const file = process.argv[2] ?? '';
  const standardFontDataUrl =
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    ) + path.sep;
  const bytes = new Uint8Array(readFileSync(file));
  const document = await extractDocument(bytes, detectFileKind(bytes) as ResumeFileType, {
    standardFontDataUrl,
  });
  const parsed = parseResume(document, { referenceDate: new Date('2026-11-01') });
  for (const line of document.lines)
    console.log(
      `${String(line.index).padStart(3)} p${line.page} c${line.column} x${line.x} y${line.y} s${line.fontSize}${line.heading ? ' H' : ''}${line.bullet ? ' •' : ''} ${line.region} [${parsed.sectionOfLine[line.index]}] ${line.text}`,
    );
  console.log(
    JSON.stringify(
      {
        contact: parsed.contact,
        experience: parsed.experience.map((e) => [e.title, e.employer, e.location, e.dates?.text]),
      },
      null,
      1,
    ),
  );
}
void main();
