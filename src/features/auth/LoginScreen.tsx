import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
} from 'react'
import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { useSnapshot } from 'valtio'
import { runtime } from '@/config/runtime'
import { session, signedIn } from '@/state/session'
import { findLoginProblem, type IdentifierMode, type LoginProblem } from '@/lib/validation'
import { isUsernameLookupError } from '@/api/lookup'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { fieldClasses, inputClasses, labelClasses } from '@/ui/control-classes'
import { QuickLinks } from '@/ui/quick-links'
import { Tabs } from '@/ui/tabs'
import type { DemoAccount, DemoAccountsProps } from './DemoAccounts'
import { Logo } from './Logo'
import { LanguageSwitcherSlot } from '@/ui/language-switcher-slot'
import { QUICK_LINK_TEXTS } from '@/ui/ui-texts'
import { loginErrorText, signInRequest } from './login-flow'
import { LOGIN_TEXTS } from './texts'

type LoginTab = 'signin' | 'signup'
type LoginField = LoginProblem['field']

/** The field a failed sign-in points the user back to: the name when it could not be looked up. */
const fieldToRetry = (failure: unknown): LoginField =>
  isUsernameLookupError(failure) ? 'identifier' : 'password'

// Demo mode only: the demo accounts and their passwords are not in the live download.
// A chunk that cannot be fetched leaves the panel out rather than the whole login.
const DemoAccounts = lazy(() =>
  import('./DemoAccounts')
    .then((m): { default: ComponentType<DemoAccountsProps> } => ({ default: m.DemoAccounts }))
    .catch((error: unknown) => {
      console.error('The demo accounts panel could not be loaded.', error)
      return { default: () => null }
    }),
)

/** Read on each render: the labels follow the language. */
const tabs = (): { key: LoginTab; label: string }[] => [
  { key: 'signin', label: LOGIN_TEXTS.signInTab },
  { key: 'signup', label: LOGIN_TEXTS.signUpTab },
]

export function LoginScreen() {
  const { config } = useSnapshot(runtime)
  const [tab, setTab] = useState<LoginTab>('signin')
  // Back here because the session could not be renewed: say why, with the account filled in.
  const [mode, setMode] = useState<IdentifierMode>(() => (session.resume?.uuid ? 'uuid' : 'username'))
  const [identifier, setIdentifier] = useState(() => session.resume?.uuid ?? '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(() => session.resume?.reason ?? null)
  /** The field a failed check marks invalid (aria-invalid, the error ring, tied to the alert). */
  const [invalid, setInvalid] = useState<LoginField | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // A second submit while one is in flight (Enter pressed twice) must not start a second login.
  const inFlight = useRef(false)
  const fields = { identifier: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) }
  const errorId = useId()
  const identifierId = useId()
  const passwordId = useId()
  /** Where focus goes once the fields are enabled again (they are disabled while a call runs). */
  const focusNext = useRef<LoginField | null>(null)
  useEffect(() => {
    const field = focusNext.current && fields[focusNext.current].current
    if (!field || field.disabled) return
    focusNext.current = null
    field.focus()
  })

  const clearError = () => {
    setError(null)
    setInvalid(null)
  }

  const toggleMode = () => {
    setMode((m) => (m === 'username' ? 'uuid' : 'username'))
    setIdentifier('')
    setPassword('')
    clearError()
    fields.identifier.current?.focus()
  }

  const useDemoAccount = (account: DemoAccount) => {
    setTab('signin')
    setMode('username')
    setIdentifier(account.username)
    setPassword(account.password)
    clearError()
  }

  /** Shows the message and sends the user to the field it is about. */
  const showProblem = (message: string, field: LoginField | null, focus: LoginField) => {
    setError(message)
    setInvalid(field)
    focusNext.current = focus
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const problem = findLoginProblem({ mode, identifier, password })
    if (problem) {
      showProblem(problem.message, problem.field, problem.field)
      return
    }
    clearError()
    setSubmitting(true)
    inFlight.current = true
    try {
      signedIn(await signInRequest({ mode, identifier, password }))
    } catch (failure) {
      showProblem(loginErrorText(failure), null, fieldToRetry(failure))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  /** What a field carries while a failed check points at it. */
  const invalidProps = (field: LoginField) =>
    invalid === field ? { 'aria-invalid': true, 'aria-errormessage': errorId } : {}

  const usernameMode = mode === 'username'

  return (
    <div className="flex flex-col items-center px-4 py-8 sm:py-12">
      <div className="w-full max-w-md space-y-6">
        <header className="space-y-5">
          <div className="flex justify-end">
            <LanguageSwitcherSlot />
          </div>
          <Logo />
          <QuickLinks links={['chat', 'store', 'map', 'wiki']} urls={config.links} />
        </header>

        <GlassCard className="p-5 sm:p-8">
          <Tabs tabs={tabs()} selected={tab} onChange={(key: string) => setTab(key as LoginTab)}>
            {tab === 'signin' ? (
              <div className="mt-2 space-y-5">
                <h1 id="sign-in-heading" className="text-xl font-semibold text-strong sm:text-2xl">
                  {LOGIN_TEXTS.signInHeading}
                </h1>
                {error && (
                  <Alert kind="error" id={errorId}>
                    {error}
                  </Alert>
                )}
                {/* Typing again makes the last error stale, like every form of the console. */}
                <form
                  noValidate
                  onSubmit={submit}
                  onChange={() => error !== null && clearError()}
                  className="space-y-4"
                  aria-labelledby="sign-in-heading"
                >
                  {/* Plain labelled inputs, not the kit's Field: the login's first download has no
                      Headless UI (ui/control-classes.ts gives them the same look). */}
                  <div className={clsx(fieldClasses, submitting && 'opacity-60')}>
                    <div className="flex flex-wrap items-center justify-between gap-x-3">
                      <label htmlFor={identifierId} className={labelClasses}>
                        {usernameMode ? LOGIN_TEXTS.usernameLabel : LOGIN_TEXTS.uuidLabel}
                      </label>
                      <button
                        type="button"
                        onClick={toggleMode}
                        data-press="identifier-mode"
                        disabled={submitting}
                        className={clsx(
                          // 40 px high for fingers; a plain text link where there is a mouse
                          '-my-2 inline-flex min-h-10 items-center rounded px-1 text-sm font-medium sm:-my-1 sm:min-h-8 pointer-coarse:min-h-10',
                          'text-link hover:text-info-strong focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50',
                        )}
                      >
                        {usernameMode ? LOGIN_TEXTS.useUuid : LOGIN_TEXTS.useUsername}
                      </button>
                    </div>
                    <input
                      id={identifierId}
                      ref={fields.identifier}
                      // The login is the whole page, and its first field is where every visitor starts.
                      // eslint-disable-next-line jsx-a11y/no-autofocus
                      autoFocus
                      data-autofocus
                      disabled={submitting}
                      {...invalidProps('identifier')}
                      name={usernameMode ? 'username' : 'uuid'}
                      value={identifier}
                      onChange={(e: ChangeEvent<HTMLInputElement>) => setIdentifier(e.target.value)}
                      placeholder={
                        usernameMode ? LOGIN_TEXTS.usernamePlaceholder : LOGIN_TEXTS.uuidPlaceholder
                      }
                      autoComplete={usernameMode ? 'username' : 'off'}
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      className={clsx(inputClasses, !usernameMode && 'font-mono')}
                    />
                  </div>
                  <div className={clsx(fieldClasses, submitting && 'opacity-60')}>
                    <label htmlFor={passwordId} className={labelClasses}>
                      {LOGIN_TEXTS.passwordLabel}
                    </label>
                    <input
                      id={passwordId}
                      ref={fields.password}
                      disabled={submitting}
                      {...invalidProps('password')}
                      type="password"
                      name="password"
                      value={password}
                      onChange={(e: ChangeEvent<HTMLInputElement>) => setPassword(e.target.value)}
                      placeholder={LOGIN_TEXTS.passwordPlaceholder}
                      autoComplete="current-password"
                      className={inputClasses}
                    />
                  </div>
                  <Button
                    type="submit"
                    data-press="sign-in"
                    color="primary"
                    disabled={submitting}
                    className="w-full py-2 text-center whitespace-normal!"
                  >
                    {submitting
                      ? usernameMode
                        ? LOGIN_TEXTS.submittingUsername
                        : LOGIN_TEXTS.submittingUuid
                      : LOGIN_TEXTS.submit}
                  </Button>
                </form>
                <p className="text-center text-sm">
                  <a
                    href={config.apiDocsUrl}
                    data-press="link:api-docs"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-10 items-center gap-1 rounded px-1 font-medium text-muted underline-offset-4 hover:text-strong hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {LOGIN_TEXTS.apiDocs}
                    <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
                    <span className="sr-only">{QUICK_LINK_TEXTS.newTab}</span>
                  </a>
                </p>
              </div>
            ) : (
              <SignUpPanel />
            )}
          </Tabs>
        </GlassCard>

        {config.mode === 'demo' && (
          <Suspense fallback={null}>
            <DemoAccounts onUse={useDemoAccount} disabled={submitting} />
          </Suspense>
        )}
      </div>
    </div>
  )
}

function SignUpPanel() {
  return (
    <div className="mt-2 space-y-4">
      <h1 className="text-xl font-semibold text-strong sm:text-2xl">{LOGIN_TEXTS.signUpHeading}</h1>
      <p className="text-sm/6 text-muted">
        Accounts are created in the game, not on the web. Join the Statecraft game server and type the persona
        password command in chat with a password of your choice:
      </p>
      <pre className="overflow-x-auto rounded-xl bg-surface/70 px-3 py-3 font-mono text-xs text-info-strong ring-1 ring-line sm:px-4 sm:text-sm">
        <code>{LOGIN_TEXTS.personaCommand}</code>
      </pre>
      <p className="text-sm/6 text-subtle">
        Then come back here and sign in with your Minecraft username (or UUID) and that password.
      </p>
    </div>
  )
}
