import { Container, DataTable, Heading, Text, useDataTable, type DataTableColumnDef } from "@medusajs/ui"
import type { MouseEvent, ReactNode } from "react"
import type { ListPage } from "../lib/use-admin-list"

type Props<Row extends { id: string }> = {
  heading: string
  description: string
  /** The filter controls, beside the heading. */
  filters: ReactNode
  // DataTable's own column type takes `any` for the cell value, one type per column.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: DataTableColumnDef<Row, any>[]
  list: ListPage<Row>
  /** Shown instead of rows when the page is empty. */
  emptyText: string
  onRowClick?: (event: MouseEvent<HTMLTableRowElement>, row: Row) => void
}

/** One of our admin list pages: heading and filters, Medusa's DataTable, its pagination. */
export function AdminListTable<Row extends { id: string }>({
  heading,
  description,
  filters,
  columns,
  list,
  emptyText,
  onRowClick,
}: Props<Row>) {
  const table = useDataTable({
    columns,
    data: list.rows,
    getRowId: (row) => row.id,
    rowCount: list.count,
    isLoading: list.isLoading,
    pagination: { state: list.pagination, onPaginationChange: list.setPagination },
    onRowClick,
  })

  return (
    <Container className="divide-y p-0">
      <DataTable instance={table}>
        <DataTable.Toolbar className="flex items-center justify-between gap-3 px-6 py-4">
          <div>
            <Heading level="h1">{heading}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {description}
            </Text>
          </div>
          {filters}
        </DataTable.Toolbar>
        <DataTable.Table emptyState={{ empty: { description: emptyText }, filtered: { description: emptyText } }} />
        <DataTable.Pagination />
      </DataTable>
    </Container>
  )
}
