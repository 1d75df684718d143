/**
 * `npm run content:check`: checks the data files under packages/core/content (the question bank, the
 * taxonomy, the role profiles, the demo settings and companies) against their schemas and limits, as the
 * content test does. Prints each problem with its file, entry and field; exits 1 on any that the
 * known-violations list does not name.
 */
import { CHECKED_FOLDERS, checkContent } from '../packages/core/src/content/check';
import { KNOWN_CONTENT_VIOLATIONS } from '../packages/core/src/content/known-violations';
import { readContentFiles, unimportedContentFiles } from '../packages/core/src/testing/content-files';

const files = readContentFiles(CHECKED_FOLDERS);
const problems = checkContent(files);
const unexpected = problems.filter((problem) => !KNOWN_CONTENT_VIOLATIONS.includes(problem.key));
for (const problem of unexpected) console.error(`${problem.key}: ${problem.message}`);
const unimported = unimportedContentFiles(files.keys());
for (const path of unimported)
  console.error(
    `${path}: no module under packages/core/src imports it (see packages/core/content/README.md)`,
  );
console.log(
  `${files.size} content files: ${unexpected.length + unimported.length} problems, ` +
    `${problems.length - unexpected.length} known violations (packages/core/src/content/known-violations.ts).`,
);
process.exitCode = unexpected.length + unimported.length > 0 ? 1 : 0;
