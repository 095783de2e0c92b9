// A Vitest reporter that fails the run when a project of the configuration ran no test file: a moved folder or a
// wrong `include` would otherwise drop a whole project (the API tests, say) while the others pass and the run
// stays green. It names the project. A run narrowed to some files (`vitest run tests/api/likes.test.ts`) or to
// some projects (`--project unit`) checks only what it was asked to run.
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class EveryProjectReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const vitest = this.vitest;
    if (!vitest || filesAskedFor(vitest) > 0) return;
    const ran = new Set(testModules.map((module) => module.project.name));
    const empty = vitest.projects.map((project) => project.name).filter((name) => !ran.has(name));
    if (empty.length === 0) return;
    for (const name of empty) vitest.logger.error(`\n Vitest project "${name}" ran no test file.\n`);
    process.exitCode = 1;
  }
}

// The file filters of the command line; Vitest keeps them on an internal field its own summary prints.
const filesAskedFor = (vitest: Vitest) =>
  (vitest as unknown as { filenamePattern?: string[] }).filenamePattern?.length ?? 0;
