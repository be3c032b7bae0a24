export { TermsScreen } from './TermsScreen'
