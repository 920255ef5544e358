import { defineRouteConfig } from "@medusajs/admin-sdk"
import { StarSolid } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, Input, Text, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { AdminListTable } from "../../components/admin-list-table"
import { FilterSelect } from "../../components/filter-select"
import { Stars } from "../../components/stars"
import { withAdminQueries } from "../../lib/query-client"
import { sdk } from "../../lib/sdk"
import type { ReviewRow } from "../../lib/types"
import { useAdminAction } from "../../lib/use-admin-action"
import { ALL, useAdminList } from "../../lib/use-admin-list"

const LIST = "/api/admin/reviews"

type Filters = { product_id: string; rating: string; status: string }
type StatusChange = { review: ReviewRow; status: ReviewRow["status"] }

const RATING_OPTIONS = [
  { value: ALL, label: "All ratings" },
  ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r} star${r > 1 ? "s" : ""}` })),
]
const STATUS_OPTIONS = [
  { value: ALL, label: "All statuses" },
  { value: "visible", label: "Visible" },
  { value: "hidden", label: "Hidden" },
]

const column = createDataTableColumnHelper<ReviewRow>()

/**
 * Reviews (our review module): list with product, rating and status, filter
 * by product and rating, hide, show and delete. Hidden reviews leave the
 * storefront's list and stats at once.
 */
const ReviewsList = () => {
  const list = useAdminList<ReviewRow, Filters>(LIST, "reviews", { product_id: "", rating: ALL, status: ALL })
  const [productInput, setProductInput] = useState("")
  const prompt = usePrompt()

  const setStatus = useAdminAction(
    LIST,
    ({ review, status }: StatusChange) => sdk.client.fetch(`${LIST}/${review.id}`, { method: "PUT", body: { status } }),
    ({ status }) => (status === "hidden" ? "Review hidden" : "Review shown")
  )
  const remove = useAdminAction(
    LIST,
    (review: ReviewRow) => sdk.client.fetch(`${LIST}/${review.id}`, { method: "DELETE" }),
    () => "Review deleted"
  )
  const busyWith = (review: ReviewRow) =>
    (setStatus.isPending && setStatus.variables?.review.id === review.id) || (remove.isPending && remove.variables?.id === review.id)

  const confirmDelete = async (review: ReviewRow) => {
    const confirmed = await prompt({
      title: "Delete review?",
      description: `The review by ${review.customer_name} will be removed for good.`,
      confirmText: "Delete",
      cancelText: "Cancel",
    })
    if (confirmed) remove.mutate(review)
  }

  const columns = [
    column.accessor("product_id", {
      header: "Product",
      truncateTooltip: false,
      cell: ({ row: { original: review } }) => (
        <div>
          <button
            type="button"
            className="text-ui-fg-interactive text-left hover:underline"
            title="Show only this product's reviews"
            onClick={() => {
              setProductInput(review.product_id)
              list.setFilters({ product_id: review.product_id })
            }}
          >
            {review.product?.title ?? review.product_id}
          </button>
          {review.product?.external_id ? (
            <Text size="xsmall" className="text-ui-fg-muted">
              {review.product.external_id}
            </Text>
          ) : null}
        </div>
      ),
    }),
    column.accessor("rating", { header: "Rating", truncateTooltip: false, cell: ({ getValue }) => <Stars rating={getValue()} /> }),
    column.accessor("comment", {
      header: "Review",
      truncateTooltip: false,
      maxSize: 320,
      cell: ({ row: { original: review } }) => (
        <div className="max-w-[320px] whitespace-normal">
          {review.title ? (
            <Text size="small" weight="plus">
              {review.title}
            </Text>
          ) : null}
          <Text size="small" className="text-ui-fg-subtle line-clamp-2">
            {review.comment}
          </Text>
        </div>
      ),
    }),
    column.accessor("customer_name", {
      header: "Author",
      truncateTooltip: false,
      cell: ({ row: { original: review } }) => (
        <div>
          <Text size="small">{review.customer_name}</Text>
          {review.verified ? (
            <Badge size="2xsmall" color="green">
              Verified buyer
            </Badge>
          ) : null}
        </div>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      truncateTooltip: false,
      cell: ({ getValue }) => (
        <Badge size="2xsmall" color={getValue() === "visible" ? "green" : "grey"}>
          {getValue() === "visible" ? "Visible" : "Hidden"}
        </Badge>
      ),
    }),
    column.accessor("id", {
      id: "actions",
      header: "Actions",
      align: "right",
      truncateTooltip: false,
      cell: ({ row: { original: review } }) => {
        const next = review.status === "visible" ? "hidden" : "visible"
        return (
          <div className="flex justify-end gap-2">
            <Button size="small" variant="secondary" disabled={busyWith(review)} onClick={() => setStatus.mutate({ review, status: next })}>
              {next === "hidden" ? "Hide" : "Show"}
            </Button>
            <Button size="small" variant="danger" disabled={busyWith(review)} onClick={() => confirmDelete(review)}>
              Delete
            </Button>
          </div>
        )
      },
    }),
  ]

  const filters = (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        list.setFilters({ product_id: productInput.trim() })
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
      <FilterSelect
        label="Filter by rating"
        placeholder="Rating"
        value={list.filters.rating}
        onChange={(rating) => list.setFilters({ rating })}
        options={RATING_OPTIONS}
      />
      <FilterSelect
        label="Filter by status"
        placeholder="Status"
        value={list.filters.status}
        onChange={(status) => list.setFilters({ status })}
        options={STATUS_OPTIONS}
      />
    </form>
  )

  return (
    <AdminListTable
      heading="Reviews"
      description="Shoppers' reviews. Hidden reviews are left out of the storefront and its ratings."
      filters={filters}
      columns={columns}
      list={list}
      emptyText="No reviews match these filters."
    />
  )
}

export const config = defineRouteConfig({
  label: "Reviews",
  icon: StarSolid,
})

export default withAdminQueries(ReviewsList)
