import '@fontsource-variable/inter';
import '../packages/ui/tokens/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { fragmentA11yRules } from './a11y.ts';
import { viewports } from './viewports.ts';

// The theme lives on <html data-theme>, exactly as in the app, so portalled content (dialogs, menus,
// toasts) is themed too.
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return Story();
};

const preview: Preview = {
  decorators: [withTheme],
  initialGlobals: { theme: 'light' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error', config: { rules: fragmentA11yRules } },
    viewport: { options: viewports },
  },
};

export default preview;
