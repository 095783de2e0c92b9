// Bundle budgets of issue #7, checked by every production build (the Vite plugin in vite.config.ts):
// - a page's initial JavaScript is everything the browser runs before that page is usable: the entry chunk, the
//   lazy route modules on the way to the page (the member frame, the page itself) and every chunk those import
//   statically, each counted once, in the bytes the server actually sends: the brotli copy the build wrote
//   beside it (vite-plugin-compression2; what every current browser receives), or the file itself when it was
//   too small to be worth compressing;
// - the landing page stays within 125 KB of it and the browse page (a member's /) within 200 KB;
// - jspdf and the admin dashboard sit in chunks that no budgeted page loads up front.

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

export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset'; source: string | Uint8Array }>;

export interface PageBudget {
  page: string;
  /** Module ids (absolute paths) whose chunks load before the page is usable, entry first. */
  modules: readonly string[];
  maxServedBytes: number;
}

export interface LazyPart {
  name: string;
  /** Matches the module ids of the part (a path fragment such as '/node_modules/jspdf/'). */
  modulePath: string;
  /** The pages that must not load it up front; every budgeted page when left out. */
  notOn?: readonly string[];
}

export interface BudgetReport {
  pages: { page: string; files: string[]; servedBytes: number; maxServedBytes: number }[];
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

const byteLength = (content: string | Uint8Array) =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

/** Bytes on the wire for a built file: its brotli copy when the build made one, else the file itself. */
export function servedBytesOf(bundle: BuiltBundle): (fileName: string) => number {
  return (fileName) => {
    const brotli = bundle[`${fileName}.br`];
    if (brotli?.type === 'asset') return byteLength(brotli.source);
    const output = bundle[fileName];
    if (!output) return 0;
    return byteLength(output.type === 'chunk' ? output.code : output.source);
  };
}

export function checkBudgets(
  bundle: BuiltBundle,
  pages: readonly PageBudget[],
  lazyParts: readonly LazyPart[],
  servedBytes: (fileName: string) => number,
): BudgetReport {
  const chunks = chunksOf(bundle);
  const problems: string[] = [];
  const initialFiles = new Map<string, Set<string>>();

  const report: BudgetReport['pages'] = pages.map(({ page, modules, maxServedBytes }) => {
    const roots: string[] = [];
    for (const id of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
      if (chunk) roots.push(chunk.fileName);
      else problems.push(`${page}: no chunk is built for ${id}`);
    }
    const files = staticClosure(bundle, roots);
    initialFiles.set(page, new Set(files));
    const served = files.reduce((sum, file) => sum + servedBytes(file), 0);
    if (served > maxServedBytes) {
      problems.push(
        `${page}: initial JavaScript is ${kb(served)} as served, over the budget of ${kb(maxServedBytes)}`,
      );
    }
    return { page, files, servedBytes: served, maxServedBytes };
  });

  const lazy = lazyParts.map(({ name, modulePath, notOn = pages.map(({ page }) => page) }) => {
    const files = chunks
      .filter((chunk) => chunk.moduleIds.some((id) => id.includes(modulePath)))
      .map((chunk) => chunk.fileName);
    // A part that is not found at all would pass the check below without proving anything.
    if (files.length === 0) problems.push(`${name}: no chunk contains ${modulePath}`);
    for (const page of notOn) {
      for (const file of files) {
        if (initialFiles.get(page)?.has(file))
          problems.push(`${name} (${file}) is loaded up front on ${page}`);
      }
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
    ({ page, files, servedBytes, maxServedBytes }) =>
      `  ${page}: ${kb(servedBytes)} served (brotli) of ${kb(maxServedBytes)} (${files.length} chunks)`,
  );
  for (const { name, files } of report.lazy) lines.push(`  ${name}: lazy, in ${files.join(', ')}`);
  return ['Bundle budgets (initial JavaScript per page):', ...lines].join('\n');
}
