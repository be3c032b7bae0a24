// Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts aliases it).
// wouter imports the shim to support React 17; React 19 has the hook built in, and the shim's
// own fallback implementation would otherwise ride in the login's first download unused.
export { useSyncExternalStore } from 'react'
