// The part of tests/setup.ts that only files with a DOM (jsdom) need.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { ASYNC_TIMEOUT_MS } from './timeouts'

export { cleanup }

// findBy* and waitFor wait for lazy chunks and fake-backend answers: on a busy machine these take
// seconds, not the library's default 1 s. A passing wait returns as soon as it passes.
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS })

// jsdom has no Web Animations API. Headless UI's transitions ask each element for its running
// animations and wait for them; jsdom runs no CSS animations, so the true answer is none.
if (typeof Element.prototype.getAnimations === 'undefined') {
  Element.prototype.getAnimations = () => []
}
