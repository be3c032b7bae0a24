// The demo accounts' texts: only in demo mode's lazy chunk, never in the login's first download.
import { icu, localised } from '@/lib/i18n/runtime'

export const DEMO_ACCOUNT_TEXTS = localised('demo', 'DEMO_ACCOUNT_TEXTS', {
  heading: 'Demo accounts',
  hint: 'Username / password. Pick one to fill the form.',
  use: 'Use',
  chooseAccount: icu((username: string) => `Use ${username}`, 'Use {username}'),
  roles: {
    DemoPlayer: 'Player with several characters',
    DemoAdmin: 'Admin (Divine Entity)',
    DemoNewbie: 'No characters yet',
  },
} as const)
