// GET /ugc-status (no token) and POST /admin/toggle-ugc (the admin panel); rules/settings.ts.

import { http } from 'msw'
import type { ToggleUgcResponse, UgcStatus } from '@/api/types'
import { setUgcEnabled, settings } from '../rules/settings'
import { API, ok, readJson, requireBoolean, route, withAdmin } from './http'

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
    withAdmin(async ({ request }) => {
      const ugcEnabled = requireBoolean(await readJson(request), 'ugcEnabled')
      setUgcEnabled(ugcEnabled)
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
