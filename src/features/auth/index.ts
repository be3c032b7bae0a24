export { LoginScreen, LOGIN_TEXTS } from './LoginScreen'
export { Logo } from './Logo'
export { DEMO_ACCOUNTS } from './DemoAccounts'
