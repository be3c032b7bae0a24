// Text limits counted the way a person counts characters: by code points, so an emoji (two UTF-16
// units) is one character, and a cut never leaves half of one (a lone surrogate) behind.

/** How many characters `text` has, counted by code points. */
export const codePointLength = (text: string): number => {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/** The first `max` code points of `text`. */
export function cutToCodePoints(text: string, max: number): string {
  if (text.length <= max) return text
  let end = 0
  let count = 0
  for (const char of text) {
    if (count === max) break
    end += char.length
    count += 1
  }
  return text.slice(0, end)
}
