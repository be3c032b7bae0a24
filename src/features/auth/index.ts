export { LoginScreen, LOGIN_TEXTS } from './LoginScreen'
export { BrandBadge, Logo } from './Logo'
