import { useEffect, useRef, useState } from "react"
import { useSearchParams } from "react-router"
import { readListingState, writeListingState, type ListingState } from "../utils/listing-state"

/**
 * A listing's filters and sort, kept in the URL query. Changing them is a
 * navigation that waits for the route's loader (the server's first page), and
 * React Router's setter starts from the URL as it was when the page last
 * rendered: two quick clicks (a size, then a price band) would both start from
 * the URL before either, and the second would undo the first. So a change in
 * flight is remembered until the URL shows it, and the next change builds on
 * it. `shown` is what the controls display (the shopper's latest choice);
 * `applied` is what the URL, and so the page's products, say.
 */
export function useListingUrlState() {
  const [params, setParams] = useSearchParams()
  const [pending, setPending] = useState<URLSearchParams | null>(null)
  const latest = useRef<URLSearchParams | null>(null)
  const urlKey = params.toString()

  // The URL caught up with the change (or moved elsewhere: Back, a link): it is the truth again.
  useEffect(() => {
    latest.current = null
    setPending(null)
  }, [urlKey])

  const update = (change: (state: ListingState) => ListingState) => {
    const base = latest.current ?? params
    const next = writeListingState(base, change(readListingState(base)))
    latest.current = next
    setPending(next)
    setParams(next, { replace: true })
  }

  return { applied: readListingState(params), shown: readListingState(pending ?? params), update }
}
