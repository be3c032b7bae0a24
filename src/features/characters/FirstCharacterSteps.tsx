import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid'
import { useSnapshot } from 'valtio'
import { runtime } from '@/config/runtime'
import { localised } from '@/lib/i18n/runtime'

export const FIRST_CHARACTER_TEXTS = localised('characters', 'FIRST_CHARACTER_TEXTS', {
  heading: 'Create your first character',
  steps: [
    'Join the Statecraft server in Minecraft with this game account.',
    'In game, choose the display name your character will go by: each display name you use becomes a character.',
    'Come back here and sign in again: your character is listed and ready to play.',
  ],
  wiki: 'How to join: the wiki',
  chat: 'Ask in the community chat',
} as const)

/** The next step for an account without characters: characters are made in game, not here. */
export function FirstCharacterSteps() {
  const { config } = useSnapshot(runtime)
  const links = [
    { href: config.links.wiki, label: FIRST_CHARACTER_TEXTS.wiki },
    { href: config.links.chat, label: FIRST_CHARACTER_TEXTS.chat },
  ].filter((link) => link.href)
  return (
    <section
      aria-labelledby="first-character"
      className="rounded-xl bg-surface-sunken p-4 ring-1 ring-line sm:p-5"
    >
      <h2 id="first-character" className="text-base font-semibold text-strong">
        {FIRST_CHARACTER_TEXTS.heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted marker:text-faint">
        {FIRST_CHARACTER_TEXTS.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {links.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-10 items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
              >
                {link.label}
                <ArrowTopRightOnSquareIcon className="size-4" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
