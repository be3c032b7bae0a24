// ofetch parses JSON bodies with destr (about 0.8 KB gzip), but the console asks ofetch for every
// body as text (src/api/client.ts, src/api/lookup.ts) and parses it itself: destr never runs in
// the browser and is not worth its place in the login's first download. Should a call ever ask
// ofetch for JSON, this keeps destr's contract for what is not JSON: the text itself.
export default function destr(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
