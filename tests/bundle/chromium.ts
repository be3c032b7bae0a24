// Debian's Chromium as the build checks and the bench launch it (DESIGN.md: toolchain facts).
import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Headless Chromium from CHROMIUM_PATH, else /usr/bin/chromium. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
