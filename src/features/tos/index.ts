export { TermsScreen, TOS_URL, fetchTerms } from './TermsScreen'
