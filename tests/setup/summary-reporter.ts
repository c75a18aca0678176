import type { Reporter, TestModule } from 'vitest/node';

/** What a run counted: the closing line's numbers. */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Counts a run honestly: every failed test; every test file that failed
 * outside its tests (it did not load, or a hook such as afterAll threw),
 * once per file; every error outside any file (an unhandled rejection, a
 * project that could not start). A run vitest ends as failed or interrupted
 * never counts 0 failed, even when none of the above names the cause.
 */
export function countRun(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<unknown>,
  reason: 'passed' | 'failed' | 'interrupted',
): RunCounts {
  const counts: RunCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of testModules) {
    let failedTests = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed++;
      else if (state === 'failed') failedTests++;
      else counts.skipped++;
    }
    counts.failed += failedTests;
    // The file's own errors (collection, hooks), when no failed test already tells of them.
    if (failedTests === 0 && (module.state() === 'failed' || module.errors().length > 0)) counts.failed++;
  }
  counts.failed += unhandledErrors.length;
  if (reason !== 'passed' && counts.failed === 0) counts.failed = 1;
  return counts;
}

/**
 * Prints one plain closing line, "N passed, N failed, N skipped", after
 * vitest's own summary, so CI logs can be read by tools that do not know
 * vitest's format. A run that executed no test at all prints "0 passed".
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
    reason: 'passed' | 'failed' | 'interrupted',
  ): void {
    const { passed, failed, skipped } = countRun(testModules, unhandledErrors, reason);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
