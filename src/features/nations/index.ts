import { lazyChunk } from '@/lib/lazy-chunk'

// The area's public entry, the small eager side the game screen imports: the early list request
// and a lazy wrapper. The area itself (./NationsSection) is its own chunk, downloaded when first opened.
export const NationsSection = lazyChunk(
  () => import('./NationsSection'),
  (m) => m.NationsSection,
)
export { useNationListPrefetch } from './list-prefetch'
