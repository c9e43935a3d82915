import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

// One Storybook for the workspace: the design system's stories and docs (app screens later).
const config: StorybookConfig = {
  // Component pages and stories beside each component; pattern pages, their examples and the
  // playground in packages/ui/docs (the page template there is not a page).
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/ui/docs/patterns/*.mdx',
    '../packages/ui/docs/@(patterns|playground)/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub-flavoured Markdown for the docs pages' tables (keyboard tables, messages).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from the components' own types and doc comments. Without a tsconfig that
  // includes packages/ui/src, the plugin skipped every file ("not included in the active
  // TypeScript project") and the tables were empty.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      // Own props only: not the two hundred attributes a button or an input inherits from React's types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
};
export default config;
