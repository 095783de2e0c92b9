import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Resolved by absolute path: if npm ever nests Storybook packages, a bare name would not be found
// (TOOLCHAIN.md, "Gotchas").
const packageDir = (name: string) => dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));

// The server's public assets (covers, logo, default avatar) and catalogue photos are served at the same
// URLs the app uses, so stories reference images exactly as the product does. A folder that does not exist
// yet is skipped rather than failing the build.
const staticDirs = [
  { from: 'packages/server/assets/public', to: '/' },
  { from: 'packages/server/catalogue/images', to: '/catalogue-images' },
]
  .filter((dir) => existsSync(resolve(root, dir.from)))
  .map((dir) => ({ from: resolve(root, dir.from), to: dir.to }));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: [packageDir('@storybook/addon-a11y')],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  staticDirs,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no compiler API, so the default react-docgen is the one that works (TOOLCHAIN.md).
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
