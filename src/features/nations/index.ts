// The area's public entry: the game screen loads it lazily, as its own chunk.
export { NationsSection } from './NationsSection'
