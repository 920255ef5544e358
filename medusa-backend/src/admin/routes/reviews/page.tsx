import { defineRouteConfig } from "@medusajs/admin-sdk"
import { StarSolid } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Select, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { Stars } from "../../components/stars"
import { errorText, sdk } from "../../lib/sdk"
import type { ReviewRow } from "../../lib/types"

const PAGE_SIZE = 20
const ALL = "all"

type Filters = { product: string; rating: string; status: string }

/**
 * Reviews (our review module): list with product, rating and status, filter
 * by product and rating, hide, show and delete. Hidden reviews leave the
 * storefront's list and stats at once.
 */
const ReviewsPage = () => {
  const [filters, setFilters] = useState<Filters>({ product: "", rating: ALL, status: ALL })
  const [productInput, setProductInput] = useState("")
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<ReviewRow[]>([])
  const [count, setCount] = useState(0)
  const [loading, setLoading] = useState(true)
  const [busy, setBusy] = useState<string | null>(null)
  const prompt = usePrompt()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const query: Record<string, string | number> = { limit: PAGE_SIZE, offset: page * PAGE_SIZE }
      if (filters.product) query.product_id = filters.product
      if (filters.rating !== ALL) query.rating = filters.rating
      if (filters.status !== ALL) query.status = filters.status
      const data = await sdk.client.fetch<{ reviews: ReviewRow[]; count: number }>("/admin/sugandh/reviews", { query })
      setRows(data.reviews)
      setCount(data.count)
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setLoading(false)
    }
  }, [filters, page])

  useEffect(() => {
    void load()
  }, [load])

  const setStatus = async (review: ReviewRow, status: ReviewRow["status"]) => {
    setBusy(review.id)
    try {
      await sdk.client.fetch(`/admin/sugandh/reviews/${review.id}`, { method: "POST", body: { status } })
      toast.success(status === "hidden" ? "Review hidden" : "Review shown")
      await load()
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setBusy(null)
    }
  }

  const remove = async (review: ReviewRow) => {
    const confirmed = await prompt({
      title: "Delete review?",
      description: `The review by ${review.customer_name} will be removed for good.`,
      confirmText: "Delete",
      cancelText: "Cancel",
    })
    if (!confirmed) return
    setBusy(review.id)
    try {
      await sdk.client.fetch(`/admin/sugandh/reviews/${review.id}`, { method: "DELETE" })
      toast.success("Review deleted")
      await load()
    } catch (e) {
      toast.error(errorText(e))
    } finally {
      setBusy(null)
    }
  }

  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const change = (next: Partial<Filters>) => {
    setPage(0)
    setFilters((f) => ({ ...f, ...next }))
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">Reviews</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Shoppers' reviews. Hidden reviews are left out of the storefront and its ratings.
          </Text>
        </div>
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            change({ product: productInput.trim() })
          }}
        >
          <Input
            size="small"
            placeholder="Product id (prod_...)"
            aria-label="Filter by product id"
            value={productInput}
            onChange={(e) => setProductInput(e.target.value)}
          />
          <Button size="small" variant="secondary" type="submit">
            Filter
          </Button>
          <Select size="small" value={filters.rating} onValueChange={(rating) => change({ rating })}>
            <Select.Trigger aria-label="Filter by rating">
              <Select.Value placeholder="Rating" />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>All ratings</Select.Item>
              {[5, 4, 3, 2, 1].map((r) => (
                <Select.Item key={r} value={String(r)}>
                  {r} star{r > 1 ? "s" : ""}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          <Select size="small" value={filters.status} onValueChange={(status) => change({ status })}>
            <Select.Trigger aria-label="Filter by status">
              <Select.Value placeholder="Status" />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>All statuses</Select.Item>
              <Select.Item value="visible">Visible</Select.Item>
              <Select.Item value="hidden">Hidden</Select.Item>
            </Select.Content>
          </Select>
        </form>
      </div>
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Product</Table.HeaderCell>
            <Table.HeaderCell>Rating</Table.HeaderCell>
            <Table.HeaderCell>Review</Table.HeaderCell>
            <Table.HeaderCell>Author</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell className="text-right">Actions</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((review) => (
            <Table.Row key={review.id} data-testid="review-row">
              <Table.Cell>
                <button
                  type="button"
                  className="text-ui-fg-interactive text-left hover:underline"
                  title="Show only this product's reviews"
                  onClick={() => {
                    setProductInput(review.product_id)
                    change({ product: review.product_id })
                  }}
                >
                  {review.product?.title ?? review.product_id}
                </button>
                {review.product?.external_id ? <Text size="xsmall" className="text-ui-fg-muted">{review.product.external_id}</Text> : null}
              </Table.Cell>
              <Table.Cell>
                <Stars rating={review.rating} />
              </Table.Cell>
              <Table.Cell className="max-w-[320px]">
                {review.title ? <Text size="small" weight="plus">{review.title}</Text> : null}
                <Text size="small" className="text-ui-fg-subtle line-clamp-2">{review.comment}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text size="small">{review.customer_name}</Text>
                {review.verified ? <Badge size="2xsmall" color="green">Verified buyer</Badge> : null}
              </Table.Cell>
              <Table.Cell>
                <Badge size="2xsmall" color={review.status === "visible" ? "green" : "grey"}>
                  {review.status === "visible" ? "Visible" : "Hidden"}
                </Badge>
              </Table.Cell>
              <Table.Cell className="text-right">
                <div className="flex justify-end gap-2">
                  {review.status === "visible" ? (
                    <Button size="small" variant="secondary" disabled={busy === review.id} onClick={() => setStatus(review, "hidden")}>
                      Hide
                    </Button>
                  ) : (
                    <Button size="small" variant="secondary" disabled={busy === review.id} onClick={() => setStatus(review, "visible")}>
                      Show
                    </Button>
                  )}
                  <Button size="small" variant="danger" disabled={busy === review.id} onClick={() => remove(review)}>
                    Delete
                  </Button>
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {!loading && rows.length === 0 ? (
        <div className="px-6 py-8 text-center">
          <Text className="text-ui-fg-subtle">No reviews match these filters.</Text>
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
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "Reviews",
  icon: StarSolid,
})

export default ReviewsPage
