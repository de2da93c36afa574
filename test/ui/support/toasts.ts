import { waitFor, within } from '@testing-library/react'

/** A toast showing `text`, searched only in the toast region (the page may say the same thing). */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = document.querySelector<HTMLElement>('.Toastify')
    if (region === null) throw new Error('no toast region yet')
    return within(region).getByText(text)
  })
}
