export { CharacterSelectScreen } from './CharacterSelectScreen'
export { CHARACTER_TEXTS } from './texts'
