// ofetch (with ufo, about 3.5 KB gzip) is what sends the console's calls, but nothing is sent
// before the login is usable: it is a chunk of its own, out of the login's first download
// (issues 37 and 38), imported by client.ts on the first call or once the app is in the page.
export { ofetch } from 'ofetch'
