import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_POSTINGS_GOLDEN,
  demoPostingsRecord,
  evalResumesFolder,
  resumeGoldenPath,
  resumesRecord,
  SYNTHETIC_RESUMES_GOLDEN,
  syntheticResumesRecord,
} from './golden-record';

/**
 * `npm run eval:golden`: writes the golden records from the code as it is (see golden-record.ts): the demo
 * postings' record into the repository, and, when ../shared/eval is present, the resumes' record outside
 * it. Run it only when a change is meant to move behaviour (and then bump the method version); a change
 * meant to move code must leave `golden.test.ts` passing against the records as they are.
 */
async function main() {
  const corpus = demoPostingsRecord();
  writeFileSync(DEMO_POSTINGS_GOLDEN, `${JSON.stringify(corpus.golden, null, 2)}\n`);
  console.log(`${corpus.golden.postings} demo postings recorded in ${DEMO_POSTINGS_GOLDEN}`);
  const synthetic = await syntheticResumesRecord(corpus);
  writeFileSync(SYNTHETIC_RESUMES_GOLDEN, `${JSON.stringify(synthetic, null, 2)}\n`);
  console.log(
    `${Object.keys(synthetic.resumes).length} synthetic resumes recorded in ${SYNTHETIC_RESUMES_GOLDEN}`,
  );
  const folder = evalResumesFolder();
  if (!folder) {
    console.log('No ../shared/eval/resumes (or EVAL_DIR): the resumes record is left as it is.');
    return;
  }
  const record = await resumesRecord(folder, corpus);
  const target = resumeGoldenPath();
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`${Object.keys(record.resumes).length} resumes from ${folder} recorded in ${target}`);
}

await main();
