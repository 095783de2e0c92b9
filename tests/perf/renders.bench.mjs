#!/usr/bin/env node
// `npm run bench:renders`: how often React draws the recipe cards and grids of the member pages while a page
// loads and then lives through one notification poll (10 s). A card drawn again with unchanged data is wasted
// main-thread time on a phone (issue 17: total blocking time); the ideal is one render per card.
//
// React calls the DevTools hook after every commit; the bench installs a hook of its own before the app starts
// and counts the named components a commit really rendered (a fiber that is new, or that the commit gave new
// props; a subtree React skipped keeps its fiber objects and is not counted).
//
// Usage: npm run bench:renders [-- --no-build] [--pages browse,my-recipes,cookbook,profile]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildUnlessSkipped, startCompiledServer } from './support/compiledServer.mjs';

const member = { username: 'maria_cooks', password: 'potluck-demo' };
const counted = ['RecipeCard', 'RecipeGrid', 'CookbookCard'];
const lifetimeMs = 12_000;
const pagesArg = process.argv.indexOf('--pages');
const chosen = pagesArg > 0 ? process.argv[pagesArg + 1].split(',') : null;

buildUnlessSkipped();
const dataDir = mkdtempSync(join(tmpdir(), 'potluck-renders-bench-'));
const running = await startCompiledServer({ dataDir, timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

function countRenders(names) {
  const stats = Object.fromEntries(names.map((name) => [name, 0]));
  stats.commits = 0;
  window.__renders = stats;
  const nameOf = (fiber) => fiber.elementType?.displayName ?? fiber.type?.displayName ?? fiber.type?.name;
  let seen = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      stats.commits += 1;
      const now = new WeakSet();
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const name = typeof fiber.type === 'string' ? null : nameOf(fiber);
          if (name && name in stats && name !== 'commits') {
            now.add(fiber);
            const rendered =
              !seen.has(fiber) && (!fiber.alternate || fiber.memoizedProps !== fiber.alternate.memoizedProps);
            if (rendered) stats[name] += 1;
          }
          if (fiber.child) walk(fiber.child);
        }
      };
      walk(root.current.child);
      seen = now;
    },
  };
}

const rows = [];
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(countRenders, counted);
  const login = await context.newPage();
  await login.goto(`${running.origin}/login`);
  await login.getByLabel('Username').fill(member.username);
  await login.getByLabel('Password').fill(member.password);
  await login.getByRole('button', { name: 'Log In' }).last().click();
  await login.getByRole('navigation', { name: 'Main' }).waitFor();
  const cookbooks = await login.evaluate(async () => (await fetch('/api/cookbook')).json());
  await login.close();
  const pages = [
    { id: 'browse', path: '/' },
    { id: 'my-recipes', path: '/add-recipe' },
    { id: 'cookbooks', path: '/cookbook' },
    { id: 'cookbook', path: `/cookbook/${cookbooks[0]?._id}` },
    { id: 'profile', path: '/profile' },
  ].filter((page) => !chosen || chosen.includes(page.id));
  for (const { id, path } of pages) {
    const page = await context.newPage();
    await page.goto(running.origin + path);
    await page.waitForTimeout(lifetimeMs);
    const stats = await page.evaluate(() => window.__renders);
    const cards = await page.locator('article').count();
    rows.push({ id, path, cards, ...stats });
    await page.close();
  }
} finally {
  await browser.close();
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nRenders in the first ${lifetimeMs / 1000} s of each member page (demo content, 412 px wide):\n`,
);
console.log(`| page | cards shown | ${counted.join(' renders | ')} renders | commits |`);
console.log(`|---|---|${counted.map(() => '---|').join('')}---|`);
for (const row of rows) {
  console.log(
    `| ${row.id} | ${row.cards} | ${counted.map((name) => row[name]).join(' | ')} | ${row.commits} |`,
  );
}
