import { defineRouteConfig } from "@medusajs/admin-sdk"
import { EnvelopeSolid } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, Drawer, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { AdminListTable } from "../../components/admin-list-table"
import { FilterSelect } from "../../components/filter-select"
import { withAdminQueries } from "../../lib/query-client"
import { errorText, sdk } from "../../lib/sdk"
import { SUBJECT_LABELS, type ContactMessage } from "../../lib/types"
import { useAdminAction } from "../../lib/use-admin-action"
import { ALL, useAdminList } from "../../lib/use-admin-list"

const LIST = "/api/admin/contact-messages"

const STATUS_OPTIONS = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: ALL, label: "All" },
]

type Mark = { message: ContactMessage; status: ContactMessage["status"] }

const formatDate = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })

const column = createDataTableColumnHelper<ContactMessage>()

const columns = [
  column.accessor("created_at", { header: "Received", cell: ({ getValue }) => formatDate(getValue()) }),
  column.accessor("name", {
    header: "From",
    truncateTooltip: false,
    cell: ({ row: { original: m } }) => (
      <div>
        <Text size="small">{m.name}</Text>
        <Text size="xsmall" className="text-ui-fg-muted">
          {m.email}
        </Text>
      </div>
    ),
  }),
  column.accessor("subject", { header: "Subject", cell: ({ getValue }) => SUBJECT_LABELS[getValue()] ?? getValue() }),
  column.accessor("message", {
    header: "Message",
    truncateTooltip: false,
    maxSize: 360,
    cell: ({ getValue }) => (
      <Text size="small" className="line-clamp-1 max-w-[360px]">
        {getValue()}
      </Text>
    ),
  }),
  column.accessor("status", {
    header: "Status",
    truncateTooltip: false,
    cell: ({ getValue }) => (
      <Badge size="2xsmall" color={getValue() === "new" ? "orange" : "green"}>
        {getValue() === "new" ? "New" : "Handled"}
      </Badge>
    ),
  }),
]

/** Contact messages (our contact module): list, read one in full, mark handled or back to new. */
const ContactMessagesList = () => {
  const list = useAdminList<ContactMessage, { status: string }>(LIST, "messages", { status: "new" })
  const [open, setOpen] = useState<ContactMessage | null>(null)

  const read = async (id: string) => {
    try {
      const { message } = await sdk.client.fetch<{ message: ContactMessage }>(`${LIST}/${id}`)
      setOpen(message)
    } catch (e) {
      toast.error(errorText(e))
    }
  }

  const mark = useAdminAction(
    LIST,
    ({ message, status }: Mark) =>
      sdk.client.fetch<{ message: ContactMessage }>(`${LIST}/${message.id}`, { method: "PUT", body: { status } }),
    ({ status }) => (status === "handled" ? "Marked as handled" : "Marked as new")
  )
  const markAs = (message: ContactMessage, status: ContactMessage["status"]) =>
    mark.mutate({ message, status }, { onSuccess: (updated) => setOpen(updated.message) })

  const filters = (
    <FilterSelect
      label="Filter by status"
      value={list.filters.status}
      onChange={(status) => list.setFilters({ status })}
      options={STATUS_OPTIONS}
    />
  )

  return (
    <>
      <AdminListTable
        heading="Contact messages"
        description="Messages sent through the storefront's contact form."
        filters={filters}
        columns={columns}
        list={list}
        emptyText="No messages here."
        onRowClick={(_, m) => read(m.id)}
      />
      <Drawer open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{open ? (SUBJECT_LABELS[open.subject] ?? open.subject) : ""}</Drawer.Title>
          </Drawer.Header>
          {open ? (
            <Drawer.Body className="flex flex-col gap-3">
              <Text size="small">
                <strong>{open.name}</strong> ·{" "}
                <a className="text-ui-fg-interactive" href={`mailto:${open.email}`}>
                  {open.email}
                </a>
                {open.phone ? ` · ${open.phone}` : ""}
              </Text>
              <Text size="xsmall" className="text-ui-fg-muted">
                {formatDate(open.created_at)}
              </Text>
              <Text className="whitespace-pre-wrap">{open.message}</Text>
            </Drawer.Body>
          ) : null}
          <Drawer.Footer>
            {open?.status === "new" ? (
              <Button isLoading={mark.isPending} onClick={() => markAs(open, "handled")}>
                Mark handled
              </Button>
            ) : (
              <Button variant="secondary" isLoading={mark.isPending} onClick={() => open && markAs(open, "new")}>
                Mark as new
              </Button>
            )}
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer>
    </>
  )
}

export const config = defineRouteConfig({
  label: "Contact messages",
  icon: EnvelopeSolid,
})

export default withAdminQueries(ContactMessagesList)
