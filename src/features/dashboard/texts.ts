// The home screen's texts.

export const DASHBOARD_TEXTS = {
  notFound: 'Character data not found. Please go back and select a character.',
  recent: 'Most Recent Character',
  noBiography: 'No biography yet.',
} as const

export const SKILLS_TEXTS = {
  tile: 'Character Skills',
  title: 'Player Skills',
  chip: 'Coming Soon',
  body: 'This feature is currently under development',
} as const
