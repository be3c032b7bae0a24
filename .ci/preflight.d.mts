/** What is wrong with `root`'s node_modules compared with its package-lock.json (see preflight.mjs). */
export function installProblems(root: string): {
  reason: string | null
  /** Required packages not installed, or installed at another version than the lockfile's. */
  missing: string[]
  /** Installed packages that are not usable (half unpacked). */
  broken: string[]
}
