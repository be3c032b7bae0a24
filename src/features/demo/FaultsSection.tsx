import { useId, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { PlusIcon, TrashIcon, XMarkIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { Description, ErrorMessage, Field, Input, Label, Select } from '@/ui/field'
import { demo, type DemoFaultConfig, type DemoFaultSwitch } from '@/state/demo'
import {
  FAULT_KINDS,
  describeFault,
  matchText,
  parseLatency,
  routeFromDraft,
  type DraftErrors,
  type FaultDraft,
} from './fault-form'
import { DEMO_TOOLS_TEXTS as T, FAULT_KIND_LABELS } from './texts'

const EMPTY_DRAFT: FaultDraft = { match: '', kind: 'status', status: '503' }

/** Latency and route faults of the fake backend; every change applies at once. */
export function FaultsSection({ faults }: { faults: DemoFaultSwitch }) {
  const snap = useSnapshot(demo)
  // The snapshot's copy is frozen; the switch always gets plain objects.
  const current = snap.faults as DemoFaultConfig
  const routes = current.routes ?? []
  const headingId = useId()
  const routesHeadingId = useId()

  const [latencyText, setLatencyText] = useState(() => String(current.latencyMs ?? 0))
  const latencyInvalid = parseLatency(latencyText) === null
  const [draft, setDraft] = useState<FaultDraft>(EMPTY_DRAFT)
  const [errors, setErrors] = useState<DraftErrors>({})

  const changeLatency = (text: string) => {
    setLatencyText(text)
    const latencyMs = parseLatency(text)
    if (latencyMs !== null) faults.set({ ...faults.get(), latencyMs })
  }

  const addFault = (event: FormEvent) => {
    event.preventDefault()
    const { route, errors: found } = routeFromDraft(draft)
    setErrors(found)
    if (!route) return
    const now = faults.get()
    faults.set({ ...now, routes: [...(now.routes ?? []), route] })
    // The kind and status stay: several routes often get the same fault.
    setDraft({ ...draft, match: '' })
  }

  const removeFault = (index: number) => {
    const now = faults.get()
    faults.set({ ...now, routes: (now.routes ?? []).filter((_, i) => i !== index) })
  }

  const clearAll = () => {
    faults.clear()
    setLatencyText('0')
  }

  const hasFaults = routes.length > 0 || (current.latencyMs ?? 0) > 0

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-strong">
          {T.faultsHeading}
        </h3>
        <Button color="plain" size="sm" onClick={clearAll} disabled={!hasFaults}>
          <XMarkIcon data-slot="icon" aria-hidden="true" />
          {T.clearAll}
        </Button>
      </div>

      <Field className="sm:max-w-xs">
        <Label>{T.latencyLabel}</Label>
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={latencyText}
          invalid={latencyInvalid}
          onChange={(event) => changeLatency(event.target.value)}
        />
        {latencyInvalid ? (
          <ErrorMessage>{T.latencyInvalid}</ErrorMessage>
        ) : (
          <Description>{T.latencyDescription}</Description>
        )}
      </Field>

      <div className="space-y-3">
        <h4 id={routesHeadingId} className="text-sm font-semibold text-soft">
          {T.routesHeading}
        </h4>
        {routes.length === 0 ? (
          <p className="text-sm text-subtle">{T.noFaults}</p>
        ) : (
          <ul
            aria-labelledby={routesHeadingId}
            className="divide-y divide-line-soft rounded-xl ring-1 ring-line"
          >
            {routes.map((route, index) => (
              <li key={`${matchText(route)}-${index}`} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3">
                <div className="min-w-0 flex-1">
                  <code className="block truncate font-mono text-sm text-strong">{matchText(route)}</code>
                  <span className="text-xs text-warning-strong">{describeFault(route)}</span>
                </div>
                <Button
                  color="plain"
                  size="sm"
                  onClick={() => removeFault(index)}
                  aria-label={T.removeFault(matchText(route))}
                >
                  <TrashIcon data-slot="icon" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <form
          noValidate
          onSubmit={addFault}
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem_5.5rem] sm:items-start"
        >
          <Field>
            <Label>{T.routeLabel}</Label>
            <Input
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="/auth/login"
              value={draft.match}
              invalid={!!errors.match}
              onChange={(event) => setDraft({ ...draft, match: event.target.value })}
            />
            {errors.match ? (
              <ErrorMessage>{errors.match}</ErrorMessage>
            ) : (
              <Description>{T.routeDescription}</Description>
            )}
          </Field>
          <Field>
            <Label>{T.kindLabel}</Label>
            <Select
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value as FaultDraft['kind'] })}
            >
              {FAULT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {FAULT_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
          {/* Only an error status needs a number; the other faults have none. */}
          {draft.kind === 'status' && (
            <Field>
              <Label>{T.statusLabel}</Label>
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={draft.status}
                invalid={!!errors.status}
                onChange={(event) => setDraft({ ...draft, status: event.target.value })}
              />
              {errors.status && <ErrorMessage>{errors.status}</ErrorMessage>}
            </Field>
          )}
          <Button type="submit" color="secondary" className="sm:col-span-3 sm:justify-self-end">
            <PlusIcon data-slot="icon" aria-hidden="true" />
            {T.addFault}
          </Button>
        </form>
      </div>
    </section>
  )
}
