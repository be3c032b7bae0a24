export { LoginScreen } from './LoginScreen'
export { BrandBadge, Logo } from './Logo'
