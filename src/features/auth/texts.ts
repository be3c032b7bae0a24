// The sign-in screen's texts; quoted ones are the spec's, verbatim.
import { localised } from '@/lib/i18n/runtime'

export const LOGIN_TEXTS = localised('auth', 'LOGIN_TEXTS', {
  /** Under the server's name on the logo. */
  console: 'Console',
  signInTab: 'Sign in',
  signUpTab: 'Sign up',
  signInHeading: 'Sign in to your account',
  signUpHeading: 'Create an account',
  useUuid: 'Use UUID Directly',
  useUsername: 'Use Minecraft Username Instead',
  usernameLabel: 'Minecraft Username',
  usernamePlaceholder: 'Enter your username',
  uuidLabel: 'UUID',
  uuidPlaceholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter your password',
  submit: 'Sign In',
  submittingUsername: 'Resolving UUID & Authenticating...',
  submittingUuid: 'Authenticating...',
  apiDocs: 'API Documentation',
  personaCommand: '/persona password <your-password>',
} as const)

export const LOGIN_FAILED = 'Login failed'
export const LOGIN_CONNECT_FAILED =
  'Failed to connect to server. Please make sure the Statecraft server is running.'

/** Login: the server's message as given, else 'Login failed'; the connection text when unanswered. */
export const LOGIN_FAILURE = localised('auth', 'LOGIN_FAILURE', {
  fallback: LOGIN_FAILED,
  unanswered: LOGIN_CONNECT_FAILED,
  field: 'message',
} as const)
