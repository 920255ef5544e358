import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Alert } from "@/components/ui/alert"
import { failureText } from "../utils/messages"
import { Button } from "@/components/ui/button"
import ui from "./admin.module.css"
import styles from "./list-state.module.css"

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
      <p className={ui.muted} role="status">
        Loading {what}…
      </p>
    )
  }
  if (query.isError) {
    return (
      <Alert tone="error" as="div" className={styles.listError}>
        <p>{failureText(query.error, `Failed to load ${what}`)}</p>
        <Button variant="ghost" size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  if (query.data.length === 0) return <p className={ui.muted}>{empty}</p>
  return <>{children(query.data)}</>
}
