// Bundle budgets of issue #7, checked by every production build (the Vite plugin in vite.config.ts):
// - a page's initial JavaScript is everything the browser runs before that page is usable: the entry chunk, the
//   lazy route modules on the way to the page (the member frame, the page itself) and every chunk those import
//   statically, each counted once, gzip-compressed;
// - the landing page stays within 150 KB of it and the browse page (a member's /) within 200 KB;
// - jspdf and the admin dashboard sit in chunks that no budgeted page loads up front.
import { gzipSync } from 'node:zlib';

/** The part of a Rolldown output chunk the budgets read. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  /** File names of the chunks this one imports statically. */
  imports: readonly string[];
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset' }>;

export interface PageBudget {
  page: string;
  /** Module ids (absolute paths) whose chunks load before the page is usable, entry first. */
  modules: readonly string[];
  maxGzipBytes: number;
}

export interface LazyPart {
  name: string;
  /** Matches the module ids of the part (a path fragment such as '/node_modules/jspdf/'). */
  modulePath: string;
}

export interface BudgetReport {
  pages: { page: string; files: string[]; gzipBytes: number; maxGzipBytes: number }[];
  lazy: { name: string; files: string[] }[];
  problems: string[];
}

const chunksOf = (bundle: BuiltBundle) =>
  Object.values(bundle).filter((output): output is BuiltChunk => output.type === 'chunk');

/** The chunks that `roots` load: themselves and, transitively, every chunk they import statically. */
export function staticClosure(bundle: BuiltBundle, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export function gzipSize(code: string): number {
  return gzipSync(code).length;
}

export function checkBudgets(
  bundle: BuiltBundle,
  pages: readonly PageBudget[],
  lazyParts: readonly LazyPart[],
): BudgetReport {
  const chunks = chunksOf(bundle);
  const problems: string[] = [];
  const initialFiles = new Set<string>();

  const report: BudgetReport['pages'] = pages.map(({ page, modules, maxGzipBytes }) => {
    const roots: string[] = [];
    for (const id of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
      if (chunk) roots.push(chunk.fileName);
      else problems.push(`${page}: no chunk is built for ${id}`);
    }
    const files = staticClosure(bundle, roots);
    for (const file of files) initialFiles.add(file);
    const gzipBytes = files.reduce((sum, file) => {
      const chunk = bundle[file];
      return sum + (chunk?.type === 'chunk' ? gzipSize(chunk.code) : 0);
    }, 0);
    if (gzipBytes > maxGzipBytes) {
      problems.push(
        `${page}: initial JavaScript is ${kb(gzipBytes)} gzip, over the budget of ${kb(maxGzipBytes)}`,
      );
    }
    return { page, files, gzipBytes, maxGzipBytes };
  });

  const lazy = lazyParts.map(({ name, modulePath }) => {
    const files = chunks
      .filter((chunk) => chunk.moduleIds.some((id) => id.includes(modulePath)))
      .map((chunk) => chunk.fileName);
    // A part that is not found at all would pass the check below without proving anything.
    if (files.length === 0) problems.push(`${name}: no chunk contains ${modulePath}`);
    for (const file of files) {
      if (initialFiles.has(file)) problems.push(`${name} (${file}) is loaded up front, not lazily`);
    }
    return { name, files };
  });

  return { pages: report, lazy, problems };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatReport(report: BudgetReport): string {
  const lines = report.pages.map(
    ({ page, files, gzipBytes, maxGzipBytes }) =>
      `  ${page}: ${kb(gzipBytes)} gzip of ${kb(maxGzipBytes)} (${files.length} chunks)`,
  );
  for (const { name, files } of report.lazy) lines.push(`  ${name}: lazy, in ${files.join(', ')}`);
  return ['Bundle budgets (initial JavaScript per page):', ...lines].join('\n');
}
