import type { ReactNode } from "react"

/** One term and its value in a <dl>, wrapped in the div that lets the list lay each pair out as a row. */
export function DetailRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
