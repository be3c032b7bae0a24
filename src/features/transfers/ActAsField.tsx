import { useId, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { adminQueries } from '@/api/admin'
import { Description, ErrorMessage, Field, Input, Label } from '@/ui/field'
import { deceasedLast } from '@/lib/deceased-last'
import { TRANSFER_TEXTS as T } from './texts'
import { sameName } from '@/lib/names'

/** Suggestions shown at once: enough to pick from, few enough for a list of thousands. */
const MAX_SUGGESTIONS = 20

/**
 * "Act as character" of the admin transfer: the names of the world's characters are suggested
 * as the admin types (the admin panel's own character list, GET /admin/entities/characters), and
 * a name that matches nobody is pointed out before the transfer is sent. Without the list (it
 * failed, or the server has none) the field still takes any name.
 */
export function ActAsField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (name: string) => void
  /** Why the field is at fault (a submit found it empty). */
  error?: string
}) {
  const listId = useId()
  const characters = useQuery(adminQueries.characters())
  const all = characters.data
  const typed = value.trim().toLowerCase()
  const suggestions = useMemo(() => {
    if (!all) return []
    const matching = typed ? all.filter((c) => c.name.toLowerCase().includes(typed)) : all
    return deceasedLast(matching).slice(0, MAX_SUGGESTIONS)
  }, [all, typed])
  const unknown = !!all && typed !== '' && !all.some((c) => sameName(c.name, typed))
  return (
    <Field>
      <Label>{T.actAs}</Label>
      <Input
        autoFocus
        value={value}
        placeholder={T.actAsPlaceholder}
        autoComplete="off"
        spellCheck={false}
        list={all ? listId : undefined}
        invalid={unknown || !!error}
        onChange={(event) => onChange(event.target.value)}
      />
      {all && (
        <datalist id={listId}>
          {suggestions.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {unknown && <Description className="text-warning-strong">{T.actAsUnknown(value.trim())}</Description>}
    </Field>
  )
}
