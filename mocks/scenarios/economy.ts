// Placeholder until the economy seed lands (owned by helper B2, who replaces this file).
import type { SeedContext } from './reference'

export async function seedEconomy(_ctx: SeedContext): Promise<void> {}
