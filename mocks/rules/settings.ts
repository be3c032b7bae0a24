// The system settings: the user-generated-content flag. It only tells the console whether to show
// user images to non-admins; the data itself never changes.

import { db, insertRow } from '../db'
import type { SettingsRow } from '../db/identity'
import { scenarioClock } from '../clock'

/** The one settings row (created with UGC enabled if a world lacks it). */
export function settings(): SettingsRow {
  return (
    db.settings.all()[0] ??
    insertRow(db.settings, { id: 'global' as const, ugcEnabled: true, ugcUpdatedAt: scenarioClock.nowIso() })
  )
}

export function setUgcEnabled(enabled: boolean): SettingsRow {
  const row = settings()
  row.ugcEnabled = enabled
  row.ugcUpdatedAt = scenarioClock.nowIso()
  return row
}
