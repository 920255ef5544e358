import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Alert } from "@/components/ui/alert"
import { failureText } from "../utils/messages"
import { Button } from "@/components/ui/button"

type Props<T> = {
  query: UseQueryResult<T[]>
  what: string
  empty: string
  children: (items: T[]) => ReactNode
}

/** Loading, failed (with Try again) and empty states shared by every tab's list. */
export function ListState<T>({ query, what, empty, children }: Props<T>) {
  if (query.isPending) {
    return (
      <p className="admin-muted" role="status">
        Loading {what}…
      </p>
    )
  }
  if (query.isError) {
    return (
      <Alert tone="error" as="div" className="admin-list-error">
        <p>{failureText(query.error, `Failed to load ${what}`)}</p>
        <Button variant="ghost" size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  if (query.data.length === 0) return <p className="admin-muted">{empty}</p>
  return <>{children(query.data)}</>
}
