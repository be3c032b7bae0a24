// GET /ugc-status (no token) and POST /admin/toggle-ugc (administrators); rules/settings.ts.

import { http } from 'msw'
import type { ToggleUgcResponse, UgcStatus } from '@/api/types'
import { requireAdministrator } from '../rules/identity'
import { setUgcEnabled, settings } from '../rules/settings'
import { API, ok, readJson, requireBoolean, route, withAuth } from './http'

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
      const ugcEnabled = requireBoolean(await readJson(request), 'ugcEnabled')
      requireAdministrator(caller)
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
