import { BuildingLibraryIcon, ChevronRightIcon, FlagIcon } from '@heroicons/react/20/solid'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import type { Bank } from '@/api/banks.types'
import type { Membership } from '@/api/nations.types'
import { openSection } from '@/state/game'
import { Badge } from '@/ui/badge'
import { QueryFailure, QueryStatus } from '@/ui/load-status'
import { formatAmount, NO_VALUE } from '@/lib/format'
import { Panel, PanelSkeleton } from '../Panel'
import { useBankList, useMyMemberships, useTreasury } from '../queries'
import { PANEL_FAILURES, PANEL_TEXTS } from '../texts'
import type { PanelProps } from './props'
import { sameName } from '@/lib/names'

const T = PANEL_TEXTS.roles

/** "$AR 321,962 · $NV 10", or that there is nothing. */
const balancesLine = (balances: readonly { currencySymbol: string; balance: number }[]) =>
  balances.length ? balances.map((b) => formatAmount(b.balance, b.currencySymbol)).join(' · ') : T.noBalances

/** The character's nation (officer or citizen) and the banks it is an officer of, each opening its screen. */
export function RolesPanel({ id, className, character }: PanelProps) {
  const memberships = useMyMemberships(character)
  const banks = useBankList()
  const nation = memberships.data?.[0] ?? null
  const officerOf = (banks.data ?? []).filter((bank) =>
    bank.officers.some((o) => sameName(o.name, character)),
  )

  return (
    <Panel id={id} title={T.title} className={className}>
      {memberships.isPending && banks.isPending ? (
        <PanelSkeleton label={T.loading} rows={2} />
      ) : (
        <div className="space-y-4">
          <Part title={T.nation}>
            <QueryStatus
              query={memberships}
              failure={PANEL_FAILURES.memberships}
              loading={<PanelSkeleton label={T.loading} rows={1} />}
            >
              {nation ? (
                <NationLine membership={nation} />
              ) : (
                <p className="text-sm text-subtle">{T.noNation}</p>
              )}
            </QueryStatus>
          </Part>
          <Part title={T.banks}>
            <QueryStatus
              query={banks}
              failure={PANEL_FAILURES.banks}
              loading={<PanelSkeleton label={T.loading} rows={1} />}
            >
              {officerOf.length === 0 ? (
                <p className="text-sm text-subtle">{T.noBanks}</p>
              ) : (
                <ul className="-mx-2">
                  {officerOf.map((bank) => (
                    <BankLine key={bank.id} bank={bank} />
                  ))}
                </ul>
              )}
            </QueryStatus>
          </Part>
        </div>
      )}
    </Panel>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-subtle uppercase">{title}</h3>
      {children}
    </div>
  )
}

function NationLine({ membership }: { membership: Membership }) {
  const officer = membership.role === 'officer'
  return (
    <div className="-mx-2">
      <RoleButton
        icon={FlagIcon}
        name={membership.nationName}
        role={officer ? T.officer : T.citizen}
        onOpen={() => openSection('nations', { nationId: membership.nationId })}
      >
        {officer && <TreasuryLine nation={membership.nationName} />}
      </RoleButton>
      {officer && <TreasuryFailure nation={membership.nationName} />}
    </div>
  )
}

/**
 * A failed treasury says why with Try again, like the panel's other parts; beside the nation's
 * button, not inside it (a button cannot hold another).
 */
function TreasuryFailure({ nation }: { nation: string }) {
  const treasury = useTreasury(nation)
  return (
    <div className="px-2">
      <QueryFailure query={treasury} failure={PANEL_FAILURES.treasury} />
    </div>
  )
}

/** GET /treasuries/{nation}: only an officer's line shows (and asks for) it. */
function TreasuryLine({ nation }: { nation: string }) {
  const treasury = useTreasury(nation)
  // A failure is told under the button, with Try again (TreasuryFailure).
  const text = treasury.data
    ? balancesLine(treasury.data.balances)
    : treasury.isError
      ? NO_VALUE
      : T.loadingBalances
  return (
    <span className="block text-xs break-words text-subtle">
      {T.treasury}: <span className="text-muted tabular-nums">{text}</span>
    </span>
  )
}

function BankLine({ bank }: { bank: Bank }) {
  return (
    <li>
      <RoleButton
        icon={BuildingLibraryIcon}
        name={bank.name}
        role={T.officer}
        onOpen={() => openSection('banking', { bankId: bank.id })}
      >
        <span className="block text-xs break-words text-subtle">
          {T.vault}: <span className="text-muted tabular-nums">{balancesLine(bank.balances)}</span>
        </span>
      </RoleButton>
    </li>
  )
}

function RoleButton({
  icon: Icon,
  name,
  role,
  onOpen,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  name: string
  role: string
  onOpen: () => void
  children?: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full min-w-0 items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-tint/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-subtle" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words text-fg">{name}</span>
          <Badge color={role === T.officer ? 'info' : 'neutral'}>{role}</Badge>
        </span>
        {children}
      </span>
      <ChevronRightIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-faint" />
    </button>
  )
}
