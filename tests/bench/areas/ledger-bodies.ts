declare global {
  interface Window {
    /** performance.now() when each ledger page's body had been read, by URL. */
    __ledgerBodies?: { url: string; at: number }[]
  }
}

/**
 * An init script: records when each ledger page's body has been read (the client reads every
 * body as text), so a bench can time from the last page's arrival to what it paints.
 */
export function recordBodies() {
  const bodies: { url: string; at: number }[] = (window.__ledgerBodies = [])
  const text = Response.prototype.text
  Response.prototype.text = async function (this: Response) {
    const body = await text.call(this)
    if (/\/transactions\?/.test(this.url)) bodies.push({ url: this.url, at: performance.now() })
    return body
  }
}
