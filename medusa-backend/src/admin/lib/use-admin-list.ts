import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { toast, type DataTablePaginationState } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { errorText, sdk } from "./sdk"

export const PAGE_SIZE = 20
/** The filter value that means "no filter" in our Select menus. */
export const ALL = "all"

type Filters = Record<string, string>

/** What a table shows: one page of rows, the total and the page in view. */
export type ListPage<Row> = {
  rows: Row[]
  count: number
  isLoading: boolean
  pagination: DataTablePaginationState
  setPagination: (state: DataTablePaginationState) => void
}

export type AdminList<Row, F extends Filters> = ListPage<Row> & {
  filters: F
  /** Changes some filters and goes back to the first page. */
  setFilters: (next: Partial<F>) => void
}

/**
 * One page of an /api/admin list route ({ [rowsKey]: Row[], count }),
 * with its filters and page in state. Empty and "all" filters are left out of
 * the query; a failed read shows Medusa's message in a toast.
 */
export function useAdminList<Row, F extends Filters>(path: string, rowsKey: string, initialFilters: F): AdminList<Row, F> {
  const [filters, setFilterState] = useState<F>(initialFilters)
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE })

  const query = useQuery({
    queryKey: [path, filters, pagination],
    queryFn: () => {
      const params: Record<string, string | number> = {
        limit: pagination.pageSize,
        offset: pagination.pageIndex * pagination.pageSize,
      }
      for (const [name, value] of Object.entries(filters)) if (value && value !== ALL) params[name] = value
      return sdk.client.fetch<Record<string, unknown> & { count: number }>(path, { query: params })
    },
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    if (query.error) toast.error(errorText(query.error))
  }, [query.error])

  return {
    rows: (query.data?.[rowsKey] as Row[] | undefined) ?? [],
    count: query.data?.count ?? 0,
    isLoading: query.isLoading,
    pagination,
    setPagination,
    filters,
    setFilters: (next) => {
      setPagination((p) => ({ ...p, pageIndex: 0 }))
      setFilterState((f) => ({ ...f, ...next }))
    },
  }
}
