import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { CategoryProducts } from "./category-products"

// A fake SDK stands in for the Store API; the real request shape is checked below.
const categoryList = vi.fn()
const productList = vi.fn()

vi.mock("@/lib/medusa", () => ({
  useStoreClient: () => async () => ({
    sdk: { store: { category: { list: categoryList }, product: { list: productList } } },
    config: { regionId: "reg_in" },
  }),
}))

function storeProduct(n: number, featured = false) {
  return {
    id: `prod_${n}`,
    handle: `p${n}`,
    external_id: `P${n}`,
    title: `Perfume ${n}`,
    thumbnail: `/static/p${n}.svg`,
    variants: [{ id: `v${n}`, calculated_price: { calculated_amount: 279, original_amount: 399 } }],
    metadata: { brand: "Sugandh", featured },
  }
}

function renderListing() {
  // The listing sets its own retry count; no delay keeps the test fast.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryProducts handle="perfumes" />
      </MemoryRouter>
    </QueryClientProvider>
  )
}

beforeEach(() => {
  categoryList.mockReset()
  productList.mockReset()
})

describe("CategoryProducts", () => {
  it("loads the category by handle, then its products in the region, featured first", async () => {
    categoryList.mockResolvedValue({ product_categories: [{ id: "pcat_perfumes", handle: "perfumes" }] })
    productList.mockResolvedValue({ products: [storeProduct(1), storeProduct(2, true), storeProduct(3)] })
    renderListing()

    expect(screen.getByText("Loading products…")).toBeInTheDocument()
    expect(await screen.findByText("3 products")).toBeInTheDocument()
    expect(screen.getAllByTestId("product-card").map((card) => card.dataset.productId)).toEqual([
      "P2",
      "P1",
      "P3",
    ])
    expect(categoryList).toHaveBeenCalledWith(expect.objectContaining({ handle: "perfumes" }))
    expect(productList).toHaveBeenCalledWith({
      category_id: "pcat_perfumes",
      region_id: "reg_in",
      limit: 100,
      fields: "+external_id,+metadata,*variants.calculated_price,*categories",
    })
  })

  it("shows an error with a working retry", async () => {
    categoryList.mockResolvedValue({ product_categories: [{ id: "pcat_perfumes", handle: "perfumes" }] })
    // The listing retries twice on its own before showing the error.
    productList.mockRejectedValueOnce(new Error("Failed to fetch"))
    productList.mockRejectedValueOnce(new Error("Failed to fetch"))
    productList.mockRejectedValueOnce(new Error("Failed to fetch"))
    productList.mockResolvedValueOnce({ products: [storeProduct(1)] })
    renderListing()

    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load these products")
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("1 product")).toBeInTheDocument()
  })

  it("says when the category does not exist, without offering a pointless retry", async () => {
    categoryList.mockResolvedValue({ product_categories: [] })
    renderListing()

    expect(await screen.findByRole("alert")).toHaveTextContent("This category is not available")
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument()
    expect(productList).not.toHaveBeenCalled()
  })
})
