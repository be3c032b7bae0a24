export { LoginScreen } from './LoginScreen'
export { Logo } from './Logo'
