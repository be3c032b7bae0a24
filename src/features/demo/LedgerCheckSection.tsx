import { useId, useState } from 'react'
import { ScaleIcon } from '@heroicons/react/20/solid'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { Money } from '@/ui/money'
import { formatNumber } from '@/lib/format'
import { nextTask } from '@/lib/schedule'
import type { DemoLedgerCheck } from '@/state/demo'
import { DEMO_TOOLS_TEXTS as T } from './texts'

type Run =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; check: DemoLedgerCheck }
  | { state: 'failed'; message: string }

/** Runs the money invariant checker of the fake backend and shows what it found (admins only). */
export function LedgerCheckSection({
  checkLedger,
}: {
  checkLedger: () => DemoLedgerCheck | Promise<DemoLedgerCheck>
}) {
  const headingId = useId()
  const [run, setRun] = useState<Run>({ state: 'idle' })

  const start = async () => {
    setRun({ state: 'running' })
    try {
      // Yield once so "Checking..." paints before a long replay blocks the thread.
      await nextTask()
      setRun({ state: 'done', check: await checkLedger() })
    } catch (error) {
      setRun({
        state: 'failed',
        message: error instanceof Error && error.message ? error.message : 'unknown error',
      })
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-strong">
        {T.ledgerHeading}
      </h3>
      <p className="text-sm text-muted">{T.ledgerDescription}</p>
      <Button color="secondary" onClick={start} disabled={run.state === 'running'}>
        <ScaleIcon data-slot="icon" aria-hidden="true" />
        {run.state === 'running' ? T.checking : T.runLedgerCheck}
      </Button>
      {run.state === 'failed' && <Alert kind="error">{`${T.ledgerFailed}: ${run.message}`}</Alert>}
      {run.state === 'done' && <LedgerCheckResult check={run.check} />}
    </section>
  )
}

function LedgerCheckResult({ check }: { check: DemoLedgerCheck }) {
  return (
    <div className="space-y-3">
      {check.ok ? (
        <Alert kind="success">{T.ledgerOk}</Alert>
      ) : (
        <Alert kind="error" title={T.ledgerProblems(check.problems.length)}>
          <ul className="list-disc space-y-1 pl-4">
            {check.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <p className="text-sm text-muted">
        {T.ledgerSummary(formatNumber(check.transactions), formatNumber(check.balances))}
      </p>
      {check.currencies.length === 0 ? (
        <p className="text-sm text-subtle">{T.noCurrencies}</p>
      ) : (
        <Table label={T.currenciesLabel} dense>
          <TableHead>
            <TableRow>
              <TableHeader>{T.columnCurrency}</TableHeader>
              <TableHeader align="right">{T.columnMinted}</TableHeader>
              <TableHeader align="right">{T.columnBurned}</TableHeader>
              <TableHeader align="right">{T.columnSupply}</TableHeader>
              <TableHeader align="right">{T.columnSumOfBalances}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.currencies.map((currency) => (
              <TableRow key={currency.symbol}>
                <TableHeader scope="row" className="font-mono normal-case">
                  {currency.symbol}
                </TableHeader>
                <TableCell align="right">
                  <Money amount={currency.minted} symbol={currency.symbol} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={currency.burned} symbol={currency.symbol} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={currency.supply} symbol={currency.symbol} />
                </TableCell>
                <TableCell
                  align="right"
                  className={
                    currency.sumOfBalances === currency.supply ? undefined : 'font-semibold text-danger-fg'
                  }
                >
                  <Money amount={currency.sumOfBalances} symbol={currency.symbol} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
