// A vitest reporter that prints, at the end of the run, how much of each statechart the machine tests went
// through: state nodes covered / total and transitions covered / total, then what no test reached. The visits
// come from the passed tests' `task.meta.machineVisits` (coverage.ts); the totals from the machine definitions.
// It prints nothing when no test recorded a visit (a run of the API tests only, for instance).
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { AnyStateMachine } from 'xstate';
import { statecharts } from '../../../../machines/index.ts';
import { type MachineVisits, statesOf, transitionsOf } from './coverage.ts';

const percent = (covered: number, total: number) =>
  total === 0 ? '100%' : `${Math.floor((covered / total) * 100)}%`;

export default class MachineCoverageReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const visited = new Map<string, { states: Set<string>; transitions: Set<string> }>();
    for (const module of testModules) {
      for (const test of module.children.allTests('passed')) {
        const visits: MachineVisits = test.meta().machineVisits ?? {};
        for (const [machineId, { states, transitions }] of Object.entries(visits)) {
          const seen = visited.get(machineId) ?? { states: new Set(), transitions: new Set() };
          for (const state of states) seen.states.add(state);
          for (const transition of transitions) seen.transitions.add(transition);
          visited.set(machineId, seen);
        }
      }
    }
    if (visited.size === 0) return;

    const rows: string[][] = [];
    const missing: string[] = [];
    const notRun: string[] = [];
    for (const [name, machine] of Object.entries(statecharts) as [string, AnyStateMachine][]) {
      const seen = visited.get(machine.id);
      if (!seen) {
        notRun.push(name);
        continue;
      }
      const states = statesOf(machine);
      const transitions = transitionsOf(machine);
      const statesMissed = states.filter((state) => !seen.states.has(state.id));
      const transitionsMissed = transitions.filter((transition) => !seen.transitions.has(transition.id));
      const statesCovered = states.length - statesMissed.length;
      const transitionsCovered = transitions.length - transitionsMissed.length;
      rows.push([
        name,
        `${statesCovered}/${states.length}`,
        percent(statesCovered, states.length),
        `${transitionsCovered}/${transitions.length}`,
        percent(transitionsCovered, transitions.length),
      ]);
      for (const state of statesMissed) missing.push(`  ${name} state ${state.label}`);
      for (const transition of transitionsMissed) missing.push(`  ${name} transition ${transition.label}`);
    }

    const header = ['machine', 'states', '', 'transitions', ''];
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
    const line = (row: string[]) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    const out = ['', ' Statechart coverage (states and transitions the machine tests went through)', ''];
    out.push(`  ${line(header)}`);
    for (const row of rows) out.push(`  ${line(row)}`);
    if (missing.length > 0) out.push('', ' Not covered:', ...missing);
    if (notRun.length > 0) out.push('', ` Not exercised in this run: ${notRun.join(', ')}`);
    out.push('');
    const log = (text: string) => (this.vitest ? this.vitest.logger.log(text) : console.log(text));
    log(out.join('\n'));
  }
}
