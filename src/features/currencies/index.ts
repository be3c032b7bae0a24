// Create Currency, opened from banking's Markets tab and from the treasury panel.
export { CreateCurrencyDialog } from './CreateCurrencyDialog'
