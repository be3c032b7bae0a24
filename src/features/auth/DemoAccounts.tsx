import { Button } from '@/ui/button'

/** The seeded demo world's accounts; shown only in demo mode. */
export const DEMO_ACCOUNTS = [
  { username: 'DemoPlayer', password: 'demo-player', role: 'Player with several characters' },
  { username: 'DemoAdmin', password: 'demo-admin', role: 'Admin (Divine Entity)' },
  { username: 'DemoNewbie', password: 'demo-newbie', role: 'No characters yet' },
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
        Demo accounts
      </h2>
      <p className="mt-1 text-xs text-subtle">Username / password. Pick one to fill the form.</p>
      <ul className="mt-3 space-y-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username} className="flex items-center gap-3">
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate">
                <code className="font-mono font-semibold text-strong">{account.username}</code>
                <span className="text-faint"> / </span>
                <code className="font-mono text-muted">{account.password}</code>
              </p>
              <p className="truncate text-xs text-subtle">{account.role}</p>
            </div>
            <Button
              size="sm"
              color="secondary"
              disabled={disabled}
              onClick={() => onUse(account)}
              aria-label={`Use ${account.username}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
