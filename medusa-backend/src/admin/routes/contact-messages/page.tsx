import { defineRouteConfig } from "@medusajs/admin-sdk"
import { EnvelopeSolid } from "@medusajs/icons"
import { Badge, Button, Container, Drawer, Heading, Select, Table, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { errorText, sdk } from "../../lib/sdk"
import { SUBJECT_LABELS, type ContactMessage } from "../../lib/types"

const PAGE_SIZE = 20
const ALL = "all"

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })

/** Contact messages (our contact module): list, read one in full, mark handled or back to new. */
const ContactMessagesPage = () => {
  const [status, setStatus] = useState<string>("new")
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<ContactMessage[]>([])
  const [count, setCount] = useState(0)
  const [loading, setLoading] = useState(true)
  const [open, setOpen] = useState<ContactMessage | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const query: Record<string, string | number> = { limit: PAGE_SIZE, offset: page * PAGE_SIZE }
      if (status !== ALL) query.status = status
      const data = await sdk.client.fetch<{ messages: ContactMessage[]; count: number }>("/admin/sugandh/contact-messages", { query })
      setRows(data.messages)
      setCount(data.count)
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setLoading(false)
    }
  }, [status, page])

  useEffect(() => {
    void load()
  }, [load])

  const read = async (id: string) => {
    try {
      const { message } = await sdk.client.fetch<{ message: ContactMessage }>(`/admin/sugandh/contact-messages/${id}`)
      setOpen(message)
    } catch (e) {
      toast.error(errorText(e))
    }
  }

  const mark = async (message: ContactMessage, next: ContactMessage["status"]) => {
    setBusy(true)
    try {
      const updated = await sdk.client.fetch<{ message: ContactMessage }>(`/admin/sugandh/contact-messages/${message.id}`, {
        method: "POST",
        body: { status: next },
      })
      toast.success(next === "handled" ? "Marked as handled" : "Marked as new")
      setOpen(updated.message)
      await load()
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Contact messages</Heading>
          <Text size="small" className="text-ui-fg-subtle">Messages sent through the storefront's contact form.</Text>
        </div>
        <Select
          size="small"
          value={status}
          onValueChange={(value) => {
            setPage(0)
            setStatus(value)
          }}
        >
          <Select.Trigger aria-label="Filter by status">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="new">New</Select.Item>
            <Select.Item value="handled">Handled</Select.Item>
            <Select.Item value={ALL}>All</Select.Item>
          </Select.Content>
        </Select>
      </div>
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Received</Table.HeaderCell>
            <Table.HeaderCell>From</Table.HeaderCell>
            <Table.HeaderCell>Subject</Table.HeaderCell>
            <Table.HeaderCell>Message</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((m) => (
            <Table.Row key={m.id} className="cursor-pointer" onClick={() => read(m.id)} data-testid="contact-row">
              <Table.Cell>{formatDate(m.created_at)}</Table.Cell>
              <Table.Cell>
                <Text size="small">{m.name}</Text>
                <Text size="xsmall" className="text-ui-fg-muted">{m.email}</Text>
              </Table.Cell>
              <Table.Cell>{SUBJECT_LABELS[m.subject] ?? m.subject}</Table.Cell>
              <Table.Cell className="max-w-[360px]">
                <Text size="small" className="line-clamp-1">{m.message}</Text>
              </Table.Cell>
              <Table.Cell>
                <Badge size="2xsmall" color={m.status === "new" ? "orange" : "green"}>
                  {m.status === "new" ? "New" : "Handled"}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {!loading && rows.length === 0 ? (
        <div className="px-6 py-8 text-center">
          <Text className="text-ui-fg-subtle">No messages here.</Text>
        </div>
      ) : null}
      <Table.Pagination
        count={count}
        pageSize={PAGE_SIZE}
        pageIndex={page}
        pageCount={pages}
        canPreviousPage={page > 0}
        canNextPage={page + 1 < pages}
        previousPage={() => setPage((p) => Math.max(0, p - 1))}
        nextPage={() => setPage((p) => Math.min(pages - 1, p + 1))}
      />

      <Drawer open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{open ? SUBJECT_LABELS[open.subject] ?? open.subject : ""}</Drawer.Title>
          </Drawer.Header>
          {open ? (
            <Drawer.Body className="flex flex-col gap-3">
              <Text size="small">
                <strong>{open.name}</strong> · <a className="text-ui-fg-interactive" href={`mailto:${open.email}`}>{open.email}</a>
                {open.phone ? ` · ${open.phone}` : ""}
              </Text>
              <Text size="xsmall" className="text-ui-fg-muted">{formatDate(open.created_at)}</Text>
              <Text className="whitespace-pre-wrap">{open.message}</Text>
            </Drawer.Body>
          ) : null}
          <Drawer.Footer>
            {open?.status === "new" ? (
              <Button isLoading={busy} onClick={() => open && mark(open, "handled")}>Mark handled</Button>
            ) : (
              <Button variant="secondary" isLoading={busy} onClick={() => open && mark(open, "new")}>Mark as new</Button>
            )}
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "Contact messages",
  icon: EnvelopeSolid,
})

export default ContactMessagesPage
