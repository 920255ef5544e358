import { useQuery } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { formatPrice } from "@/lib/format-price"
import { useDeleteProduct } from "../api/mutations"
import { PRODUCTS_PAGE_SIZE, productsPageQuery } from "../api/queries"
import type { AdminProduct } from "../types"
import { FALLBACKS, TEXTS, failureText, successText } from "../utils/messages"
import { PRODUCT_CATEGORIES } from "../utils/product-form"
import { AdminTable } from "./admin-table"
import { TabCard } from "./tab-card"
import { AddProductDialog } from "./add-product-dialog"
import { DeleteConfirm } from "./admin-confirm"
import { ListState } from "./list-state"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"
import styles from "./products-tab.module.css"
import { ProductThumbnail } from "@/components/product-thumbnail"
import { ProductsPager } from "./products-pager"

const categoryLabel = (handle: string) => PRODUCT_CATEGORIES.find((c) => c.value === handle)?.label ?? handle

/**
 * Products: the catalogue with prices and stock, a page of 50 at a time (newest first) with a
 * search on the server; delete after a confirmation; Add Product in a modal.
 */
export function ProductsTab() {
  const [offset, setOffset] = useState(0)
  const [search, setSearch] = useState("")
  const [typed, setTyped] = useState("")
  const pageQuery = productsPageQuery({ offset, search })
  const products = useQuery({ ...pageQuery, select: (page) => page.products })
  const count = useQuery({ ...pageQuery, select: (page) => page.count }).data
  const remove = useDeleteProduct()
  const toast = useToast()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)

  const doDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id || deleting._id, {
      onSuccess: (answer) => toast.success(successText(answer, "Product deleted successfully")),
      onError: (error) => toast.error(failureText(error, FALLBACKS.deleteProduct)),
      onSettled: () => setDeleting(null),
    })
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setSearch(typed.trim())
    setOffset(0)
  }

  return (
    <TabCard
      id="admin-products-title"
      title="Products"
      count={count}
      actions={
        <div className={styles.actions}>
          <form role="search" aria-label="Products" className={styles.search} onSubmit={submitSearch}>
            <label className="visually-hidden" htmlFor="admin-products-search">
              Search products
            </label>
            <input
              id="admin-products-search"
              type="search"
              className="input"
              value={typed}
              maxLength={100}
              placeholder="Search products"
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button variant="ghost" size="small" type="submit">
              Search
            </Button>
          </form>
          <Button size="small" onClick={() => setAdding(true)}>
            Add Product
          </Button>
        </div>
      }
    >
      <ListState query={products} what="products" empty={search ? `No products match "${search}".` : "No products yet."}>
        {(list) => (
          <AdminTable columns={["Product", "Category", "Price", "Stock"]} actionsColumn stack>
            {list.map((product) => (
              <tr key={product._id} data-testid="admin-product-row" data-product-id={product.id}>
                <th scope="row" data-label="Product">
                  <div className={styles.product}>
                    <ProductThumbnail className={styles.image} src={product.images[0]?.url} size={48} alt="" />
                    <div>
                      <span className={cx(ui.strong, ui.block)} data-testid="admin-product-name">
                        {product.name}
                      </span>
                      <span className={cx(ui.muted, ui.block)}>
                        {product.id} · {product.brand}
                        {product.size ? ` · ${product.size}` : ""}
                      </span>
                    </div>
                  </div>
                </th>
                <td data-label="Category">{categoryLabel(product.category)}</td>
                <td data-label="Price">
                  <span className={ui.strong}>{formatPrice(product.price)}</span>
                  {product.originalPrice > product.price && (
                    <s className={cx(ui.muted, styles.strike)}>{formatPrice(product.originalPrice)}</s>
                  )}
                </td>
                <td data-label="Stock">
                  {product.stockQuantity === null ? (
                    <span className={ui.muted}>Not tracked</span>
                  ) : (
                    <span className={cx(styles.stock, product.stockQuantity === 0 ? styles.out : product.stockQuantity < 5 && styles.low)}>
                      {product.stockQuantity === 0 ? "Out of stock" : `${product.stockQuantity} in stock`}
                    </span>
                  )}
                </td>
                <td data-label="Actions">
                  <Button
                    variant="danger"
                    size="small"
                    onClick={() => setDeleting(product)}
                    disabled={remove.isPending && remove.variables === (product.id || product._id)}
                  >
                    Delete<span className="visually-hidden"> {product.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </ListState>
      {count !== undefined && count > PRODUCTS_PAGE_SIZE && (
        <ProductsPager offset={offset} pageSize={PRODUCTS_PAGE_SIZE} count={count} busy={products.isFetching} onMove={setOffset} />
      )}
      <AddProductDialog open={adding} onClose={() => setAdding(false)} />
      <DeleteConfirm
        subject={deleting}
        title={deleting ? `Delete ${deleting.name}` : "Delete product"}
        message={TEXTS.deleteProductPrompt}
        busy={remove.isPending}
        onConfirm={doDelete}
        onCancel={() => setDeleting(null)}
      />
    </TabCard>
  )
}
