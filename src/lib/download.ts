/** Hands `text` to the browser as a downloaded file named `fileName`. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the address is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
