// GET /ugc-status (no token) and POST /admin/toggle-ugc (administrators). The flag only tells
// the console whether to show user images to non-admins; the data itself never changes.

import { http } from 'msw'
import type { ToggleUgcResponse, UgcStatus } from '@/api/types'
import { db, insertRow } from '../db'
import type { SettingsRow } from '../db/identity'
import { scenarioClock } from '../clock'
import { API, ok, readJson, requireAdmin, requireBoolean, route, withAuth } from './http'

/** The one settings row (created with UGC enabled if a world lacks it). */
export function settings(): SettingsRow {
  return (
    db.settings.findFirst() ??
    insertRow(db.settings, { id: 'global' as const, ugcEnabled: true, ugcUpdatedAt: scenarioClock.nowIso() })
  )
}

export const systemHandlers = [
  http.get(
    `${API}/ugc-status`,
    route(() => {
      const { ugcEnabled, ugcUpdatedAt } = settings()
      return ok({ ugcEnabled, updatedAt: ugcUpdatedAt } satisfies UgcStatus & { updatedAt: string })
    }),
  ),

  http.post(
    `${API}/admin/toggle-ugc`,
    withAuth(async ({ request, caller }) => {
      const body = await readJson(request)
      const ugcEnabled = requireBoolean(body, 'ugcEnabled')
      requireAdmin(caller)
      const row = settings()
      row.ugcEnabled = ugcEnabled
      row.ugcUpdatedAt = scenarioClock.nowIso()
      const response: ToggleUgcResponse = {
        success: true,
        ugcEnabled,
        message: ugcEnabled
          ? 'User-generated content is now visible'
          : 'User-generated content is now hidden',
      }
      return ok({ ...response })
    }),
  ),
]
