import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule, TestSpecification } from 'vitest/node';

/**
 * Writes the run's test files, then each file's start and end and each test's start, to the file
 * named by INKWISE_TEST_PROGRESS, one JSON line per event, synchronously (a killed run keeps every
 * line). Files are named by their absolute path.
 * `npm test`'s watchdog (scripts/test-watchdog.mjs) reads it to tell a run that stopped making
 * progress, which files were still running, and which of the finished ones failed.
 */
export default class ProgressReporter implements Reporter {
  private readonly file = process.env.INKWISE_TEST_PROGRESS;

  private write(event: Record<string, unknown>): void {
    if (this.file) appendFileSync(this.file, `${JSON.stringify(event)}\n`);
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.write({ event: 'run-start', files: [...new Set(specifications.map((specification) => specification.moduleId))] });
  }

  onTestModuleStart(testModule: TestModule): void {
    this.write({ event: 'file-start', file: testModule.moduleId });
  }

  onTestCaseReady(testCase: TestCase): void {
    this.write({ event: 'test-start', file: testCase.module.moduleId, test: testCase.fullName });
  }

  onTestModuleEnd(testModule: TestModule): void {
    let passed = 0;
    let failed = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') passed += 1;
      else if (state === 'failed') failed += 1;
    }
    // A file can fail outside its tests (an import or a hook throwing).
    const fileFailed = testModule.state() === 'failed' || failed > 0;
    this.write({ event: 'file-end', file: testModule.moduleId, passed, failed, fileFailed });
  }
}
