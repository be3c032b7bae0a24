import { useCallback, useEffect, useRef, useState } from 'react'
import { failureText } from '@/api/failure'
import { downloadText } from '@/lib/download'
import { EXPORT_MAX_ROWS, collectLedger, ledgerCsv, ledgerCsvFileName, type ExportFilter } from './csv-export'
import type { LedgerEntity } from './direction'
import { LEDGER_FAILURES } from './texts'

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; fetched: number; target: number | null }
  | { phase: 'done'; count: number; total: number; fileName: string }
  | { phase: 'empty' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string }

/**
 * The CSV export of a ledger filter: fetches every page in order (Cancel stops it), then hands
 * the browser the file. Closing the ledger cancels a running export.
 */
export function useLedgerExport(entity: LedgerEntity) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const start = useCallback(
    async (filter: ExportFilter) => {
      if (running.current) return
      const controller = new AbortController()
      running.current = controller
      setState({ phase: 'running', fetched: 0, target: null })
      try {
        const { entries, total } = await collectLedger(entity, filter, {
          signal: controller.signal,
          onProgress: (fetched, target) => setState({ phase: 'running', fetched, target }),
        })
        if (entries.length === 0) {
          setState({ phase: 'empty' })
          return
        }
        const fileName = ledgerCsvFileName(entity.name, filter, entries)
        downloadText(fileName, ledgerCsv(entries, entity))
        setState({ phase: 'done', count: entries.length, total, fileName })
      } catch (error) {
        if (controller.signal.aborted) setState({ phase: 'cancelled' })
        else setState({ phase: 'failed', message: failureText(error, LEDGER_FAILURES.transactions) })
      } finally {
        running.current = null
      }
    },
    [entity],
  )

  const cancel = useCallback(() => running.current?.abort(), [])
  const dismiss = useCallback(() => setState({ phase: 'idle' }), [])

  return { state, start, cancel, dismiss, max: EXPORT_MAX_ROWS }
}
