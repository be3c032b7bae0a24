export { CharacterSelectScreen, CHARACTER_TEXTS } from './CharacterSelectScreen'
