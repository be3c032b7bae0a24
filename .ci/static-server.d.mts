export interface StaticServer {
  url: string
  port: number
  close: () => Promise<void>
}

export function serveStatic(options: {
  dir: string
  port?: number
  host?: string
  spa?: boolean
  overrides?: Record<string, { body: string; type?: string }>
}): Promise<StaticServer>

export function freePort(): Promise<number>
