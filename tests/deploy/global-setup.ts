import { join } from 'node:path'
import { root, startNginx } from './nginx'

/** Serves a copy of dist/ with deploy/nginx.conf; the tests find it through the environment. */
export default async function globalSetup() {
  const nginx = await startNginx({
    dist: join(root, 'dist'),
    port: Number(process.env.DEPLOY_PORT),
    apiHost: process.env.E2E_MOCK_ORIGIN!,
  })
  process.env.DEPLOY_ORIGIN = nginx.origin
  process.env.DEPLOY_SITE = nginx.site
  return () => nginx.stop()
}
