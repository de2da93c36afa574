// A file read through an API call (its bearer token cannot ride a bare link) handed to the browser: shown in a new
// tab, or saved under `downloadName`. The local address lives a minute, long enough for the tab to read it.
export function handOverFile(blob: Blob, how: { type?: string; downloadName?: string }): void {
  const url = URL.createObjectURL(how.type === undefined ? blob : new Blob([blob], { type: how.type }))
  const link = document.createElement('a')
  link.href = url
  if (how.downloadName === undefined) {
    link.target = '_blank'
    link.rel = 'noopener'
  } else {
    link.download = how.downloadName
  }
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
