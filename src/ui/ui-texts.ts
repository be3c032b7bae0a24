// Texts of the shared primitives (src/ui), wrapped like every feature's table.
import { localised } from '@/lib/i18n/runtime'

export const LANGUAGE_TEXTS = localised('ui', 'LANGUAGE_TEXTS', {
  label: 'Language',
} as const)
