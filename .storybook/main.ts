import type { StorybookConfig } from '@storybook/react-vite'

// The project's vite.config.ts (React, Tailwind, the @/ and @mocks/ aliases) is picked up as is.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // public/ carries mockServiceWorker.js, config.json and tos.txt, served at the site root
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
