/**
 * CI summary of a vitest JSON report: `tsx scripts/ci-summary.ts .ci/results.json [--exit-code N]`.
 *
 * Prints failing tests (if any), then as the LAST line exactly `N passed, N failed`, counting
 * test cases (numPassedTests / numFailedTests). So that the line never reads "0 failed" on a red
 * run, a test file that failed without any failed test case (import error, failing beforeAll) counts
 * as one failure, and so does a non-zero vitest exit (`--exit-code`, e.g. unhandled error or
 * timeout) when nothing else failed. A missing or unreadable report prints `0 passed, 1 failed`.
 *
 * Exit code: 0 when nothing failed, 1 otherwise. Never throws.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Assertion {
  fullName?: string;
  title?: string;
  status?: string;
  failureMessages?: string[] | null;
}
interface FileResult {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: Assertion[];
}
interface Report {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: FileResult[];
}

const firstLine = (s: string | undefined): string =>
  (s ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

const main = (argv: string[]): number => {
  let file: string | undefined;
  let vitestExit: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--exit-code') vitestExit = Number(argv[++i]);
    else if (a.startsWith('--exit-code=')) vitestExit = Number(a.slice('--exit-code='.length));
    else file ??= a;
  }
  file ??= '.ci/results.json';

  let report: Report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    if (typeof report !== 'object' || report === null || typeof report.numPassedTests !== 'number') {
      throw new Error('not a vitest JSON report');
    }
  } catch (err) {
    console.log(`ci-summary: no usable test report at ${file}: ${(err as Error).message}`);
    if (vitestExit !== undefined) console.log(`ci-summary: vitest exit code ${vitestExit}`);
    console.log('0 passed, 1 failed');
    return 1;
  }

  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const files = report.testResults ?? [];
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);

  const failures: string[] = [];
  for (const f of files) {
    const name = f.name ? relative(process.cwd(), f.name) : '(unknown file)';
    const failedCases = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedCases) {
      failures.push(`FAIL ${name} > ${a.fullName ?? a.title ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
    }
    if (f.status === 'failed' && failedCases.length === 0) {
      failed += 1;
      failures.push(`FAIL ${name} (file failed outside any test case): ${firstLine(f.message)}`);
    }
  }
  if (failed === 0 && vitestExit !== undefined && vitestExit !== 0) {
    failed = 1;
    failures.push(
      `FAIL vitest exited with code ${vitestExit}${vitestExit === 124 ? ' (time guard expired)' : ''} ` +
        'although no test case failed (unhandled error or aborted run; see the log above)',
    );
  }

  for (const line of failures) console.log(line);
  if (skipped) console.log(`ci-summary: ${skipped} skipped/todo, ${files.length} test files`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
};

let code = 1;
try {
  code = main(process.argv.slice(2));
} catch (err) {
  console.log(`ci-summary: internal error: ${(err as Error).message}`);
  console.log('0 passed, 1 failed');
}
process.exit(code);
