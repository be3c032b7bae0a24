import { Button } from '@/ui/button'
import { DEMO_ACCOUNT_TEXTS } from './demo-texts'

/** The seeded demo world's accounts; shown only in demo mode. */
export const DEMO_ACCOUNTS = [
  { username: 'DemoPlayer', password: 'demo-player' },
  { username: 'DemoAdmin', password: 'demo-admin' },
  { username: 'DemoNewbie', password: 'demo-newbie' },
] as const

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]

export interface DemoAccountsProps {
  onUse: (account: DemoAccount) => void
  disabled?: boolean
}

export function DemoAccounts({ onUse, disabled }: DemoAccountsProps) {
  return (
    <section
      aria-labelledby="demo-accounts-heading"
      className="rounded-2xl border border-dashed border-info/40 bg-info-deep/30 p-4"
    >
      <h2 id="demo-accounts-heading" className="text-sm font-semibold text-info-strong">
        {DEMO_ACCOUNT_TEXTS.heading}
      </h2>
      <p className="mt-1 text-xs text-subtle">{DEMO_ACCOUNT_TEXTS.hint}</p>
      <ul className="mt-3 space-y-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username} className="flex items-center gap-3">
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate">
                <code className="font-mono font-semibold text-strong">{account.username}</code>
                <span className="text-faint"> / </span>
                <code className="font-mono text-muted">{account.password}</code>
              </p>
              <p className="text-xs break-words text-subtle">{DEMO_ACCOUNT_TEXTS.roles[account.username]}</p>
            </div>
            <Button
              size="sm"
              color="secondary"
              disabled={disabled}
              onClick={() => onUse(account)}
              aria-label={DEMO_ACCOUNT_TEXTS.chooseAccount(account.username)}
            >
              {DEMO_ACCOUNT_TEXTS.use}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
