import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { LanguageSwitcher } from '@/ui/language-switcher'
import { ArrowRightStartOnRectangleIcon, ShieldCheckIcon } from '@heroicons/react/20/solid'
import { useSnapshot } from 'valtio'
import { DIVINE_ENTITY } from '@/api/auth'
import type { AuthData, Character } from '@/api/auth.types'
import { Logo } from '@/features/auth'
import { useImageSrc } from '@/state/use-image-src'
import { shortUuid } from '@/lib/uuid'
import { characterSelected, logout, passwordKnown, rememberPassword, session } from '@/state/session'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { SearchInput } from '@/ui/search-input'
import { ensureFocusRescue } from '@/lib/focus-rescue'
import { focusQuietly } from '@/lib/focus-heading'
import { afterNextPaint, nextTask } from '@/lib/schedule'
import { QuickLinks } from '@/ui/quick-links'
import { getConfig } from '@/config/runtime'
import { Spinner } from '@/ui/spinner'
import { CharacterCard } from './CharacterCard'
import { CardsDisabled } from './cards-disabled'
import { PasswordPrompt } from './PasswordPrompt'
import { FirstCharacterSteps } from './FirstCharacterSteps'
import { characterListView, isMostRecent } from './character-list'
import { selectErrorText, selectRequest, type Selection } from './select-flow'
import { SkullIcon } from '@/ui/skull-icon'
import { CHARACTER_TEXTS } from './texts'
import { ThemeMenu } from '@/ui/theme-menu'
import { useLanguage } from '@/lib/i18n/use-language'

/** Character selection (spec section 2). Renders nothing without a signed-in account. */
export function CharacterSelectScreen() {
  useEffect(ensureFocusRescue, [])
  const snap = useSnapshot(session)
  const auth = snap.auth as AuthData | null
  if (!auth) return null
  return <CharacterSelect auth={auth} />
}

function CharacterSelect({ auth }: { auth: AuthData }) {
  const [search, setSearch] = useState('')
  const [selecting, setSelecting] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  // A tab that does not know the password asks for it when a character is picked.
  const [asking, setAsking] = useState<{ name: string } | null>(null)
  // Guards against a second press landing before the request has started or the cards are disabled.
  const inFlight = useRef(false)
  const view = characterListView(auth, search)

  // A press stays a short task on a phone: going busy renders the spinner and the cards' buttons
  // only (this callback is stable and the cards are memoised; `CardsDisabled` reaches their
  // buttons), in the press's own task so that the spinner's shift counts as a response to the
  // input; the request starts in a task of its own, and the guard keeps a second press from
  // sending a second request.
  const select = useCallback(
    async (name: string) => {
      if (inFlight.current) return
      if (!passwordKnown()) {
        setError(null)
        setAsking({ name })
        return
      }
      inFlight.current = true
      setError(null)
      setSelecting(name)
      try {
        await nextTask()
        // Read the live record: the snapshot is frozen and the credentials are all we need.
        const selection = await selectRequest(session.auth ?? auth, name)
        characterSelected(selection.session, selection.character)
      } catch (failure) {
        setError(selectErrorText(failure, name === DIVINE_ENTITY))
        setSelecting(null)
      } finally {
        inFlight.current = false
      }
    },
    [auth],
  )

  const closePrompt = useCallback(() => setAsking(null), [])
  const selectedWithPassword = useCallback((selection: Selection, password: string) => {
    rememberPassword(password)
    characterSelected(selection.session, selection.character)
  }, [])

  const busy = selecting !== null
  const uuid = auth.credentials?.uuid ?? auth.uuid ?? ''
  const headingRef = useRef<HTMLHeadingElement>(null)
  const searchRef = useRef<HTMLDivElement>(null)

  // Arriving here (after sign-in or back from the game), keyboards start at the search; where a
  // focused field would pop up a phone's keyboard over the list, or there is nothing to search,
  // at the heading. Once the screen is painted: focusing computes its styles, which in the task
  // that put it in made that task as long again; unless the player moved focus meanwhile.
  useEffect(() => {
    const before = document.activeElement
    return afterNextPaint(() => {
      const active = document.activeElement
      if (active && active !== before && active !== document.body) return
      const search = searchRef.current?.querySelector('input')
      const finePointer = window.matchMedia?.('(pointer: fine)').matches ?? false
      if (search && finePointer) search.focus({ preventScroll: true })
      else if (headingRef.current) focusQuietly(headingRef.current)
    })
  }, [])

  return (
    <div className="flex flex-col items-center px-4 py-8 sm:py-12">
      <div className="w-full max-w-5xl space-y-6">
        <header className="space-y-5">
          <div className="flex justify-end">
            <LanguageSwitcher />
          </div>
          <Logo />
          <QuickLinks links={['store', 'map', 'wiki']} urls={getConfig().links} />
        </header>

        <GlassCard className="p-4 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
            <div className="min-w-0">
              <h1
                ref={headingRef}
                className="text-2xl font-bold tracking-tight text-strong outline-none sm:text-3xl"
              >
                {CHARACTER_TEXTS.title}
              </h1>
              <p className="mt-1 text-sm text-muted">{CHARACTER_TEXTS.subtitle(auth.displayNameCount)}</p>
            </div>
            <div className="flex items-center gap-3">
              <ThemeMenu />
              {uuid && (
                <span
                  className="hidden rounded-md bg-surface-raised px-2 py-1 font-mono text-xs text-subtle ring-1 ring-line sm:inline"
                  title={uuid}
                >
                  <span className="sr-only">{CHARACTER_TEXTS.account} </span>
                  {shortUuid(uuid)}...
                </span>
              )}
              <Button color="secondary" size="sm" onClick={logout} disabled={busy}>
                <ArrowRightStartOnRectangleIcon data-slot="icon" aria-hidden="true" />
                {CHARACTER_TEXTS.logout}
              </Button>
            </div>
          </div>

          {/* An account with nothing to choose (no characters, no admin entry) has nothing to search. */}
          {view.searchable && (
            <div ref={searchRef} className="mt-6">
              <SearchInput
                label={CHARACTER_TEXTS.searchLabel}
                placeholder={CHARACTER_TEXTS.searchPlaceholder}
                value={search}
                onSearch={setSearch}
                // A short local list: filter on every keystroke.
                debounceMs={0}
              />
            </div>
          )}

          <div className="mt-6 space-y-4">
            {error && <Alert kind="error">{error}</Alert>}
            {busy && (
              <div className="flex justify-center">
                <Spinner label={CHARACTER_TEXTS.loading} />
              </div>
            )}
            {view.noCharacters && (
              <Alert kind="info">
                {CHARACTER_TEXTS.noCharacters}
                {auth.isAdmin && CHARACTER_TEXTS.noCharactersAdmin}
              </Alert>
            )}
            {view.noCharacters && <FirstCharacterSteps />}
            {view.noMatch && (
              <p className="py-6 text-center text-sm text-subtle">{CHARACTER_TEXTS.noMatch(search)}</p>
            )}

            {(view.showDivineEntity || view.characters.length > 0) && (
              <CardsDisabled value={busy}>
                <ul
                  className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
                  aria-label={CHARACTER_TEXTS.listLabel}
                >
                  {view.showDivineEntity && (
                    <li className="flex">
                      <CharacterCard
                        name={DIVINE_ENTITY}
                        variant="admin"
                        avatar={<Avatar name={DIVINE_ENTITY} size={80} admin tone="slate" />}
                        badges={
                          <Badge color="primary" icon={<ShieldCheckIcon />}>
                            {CHARACTER_TEXTS.adminPanel}
                          </Badge>
                        }
                        caption={CHARACTER_TEXTS.adminCaption}
                        onSelect={() => void select(DIVINE_ENTITY)}
                      />
                    </li>
                  )}
                  {view.characters.map((character) => (
                    <li key={character.name} className="flex">
                      <CharacterEntry
                        character={character}
                        recent={isMostRecent(character, auth.mostRecentDisplayName)}
                        viewerIsAdmin={auth.isAdmin}
                        onSelect={select}
                      />
                    </li>
                  ))}
                </ul>
              </CardsDisabled>
            )}
          </div>
        </GlassCard>
      </div>
      <PasswordPrompt auth={auth} pick={asking} onClose={closePrompt} onSelected={selectedWithPassword} />
    </div>
  )
}

const CharacterEntry = memo(function CharacterEntry({
  character,
  recent,
  viewerIsAdmin,
  onSelect,
}: {
  character: Character
  recent: boolean
  viewerIsAdmin: boolean
  onSelect: (name: string) => void
}) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  // With UGC off a non-admin sees the placeholder; admins always see the picture (spec section 4).
  const src = useImageSrc(character.profilePictureUrl, { admin: viewerIsAdmin })
  const deceased = character.isDeceased
  return (
    <CharacterCard
      name={character.name}
      variant={deceased ? 'deceased' : 'default'}
      avatar={
        <Avatar
          src={src}
          name={character.name}
          size={80}
          tone={recent ? 'green' : 'blue'}
          dimmed={deceased}
        />
      }
      badges={
        deceased || recent ? (
          <>
            {deceased && (
              <Badge color="neutral" icon={<SkullIcon />}>
                {CHARACTER_TEXTS.deceased}
              </Badge>
            )}
            {recent && <Badge color="success">{CHARACTER_TEXTS.mostRecent}</Badge>}
          </>
        ) : null
      }
      lastSeen={character.lastSeen}
      firstUsed={character.firstUsed}
      onSelect={() => onSelect(character.name)}
    />
  )
})
