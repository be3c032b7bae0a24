export { LoginScreen, LOGIN_TEXTS } from './LoginScreen'
export { Logo } from './Logo'
