import type { ReactNode } from "react"
import { Link, useNavigate } from "react-router"
import { useCartSession } from "../cart-session"
import { useCart } from "../hooks/use-cart"
import { CartLine } from "./cart-line"
import { OrderSummary } from "@/components/order-summary/order-summary"
import "@/styles/forms.css"
import { Icon } from "@/components/ui/icon"
import { PageLoader } from "@/components/ui/spinner"
import { SignInCard } from "@/components/sign-in-card"
import { StateCard } from "@/components/ui/state-card"
import { Alert } from "@/components/ui/alert"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { Breadcrumb } from "@/components/breadcrumb"
import { useConfig } from "@/lib/config"
import { paymentMethodsText } from "@/lib/shop-facts"
import styles from "./cart-page.module.css"

/** /cart: login prompt, empty state, or the lines with the server's Order Summary. */
export function CartPage() {
  const cart = useCart()
  const { authBusy } = useCartSession()
  const navigate = useNavigate()
  const { data: config } = useConfig()

  if (authBusy || cart.isLoading) {
    return (
      <CartNotice>
        <PageLoader label="Loading your cart…" />
      </CartNotice>
    )
  }

  if (!cart.isAuthenticated) {
    return (
      <CartNotice>
        <SignInCard
          icon={<Icon name="bag" size={28} strokeWidth={1.6} />}
          title="Login to view your cart"
          text="Please login to add items to your cart and start shopping."
          from="/cart"
        />
      </CartNotice>
    )
  }

  if (cart.items.length === 0) {
    return (
      <CartNotice>
        <StateCard
          icon={<Icon name="cart" size={28} strokeWidth={1.6} />}
          title="Your cart is empty"
          text="Discover our perfumes, attars, incense sticks and home sprays."
          testId="cart-empty"
          actions={<Button onClick={() => navigate(-1)}>Continue Shopping</Button>}
        >
          {cart.loadError && (
            <Alert tone="warning" role="status">
              We couldn&apos;t refresh your cart just now.{" "}
              <Button variant="link" onClick={() => void cart.reload()}>
                Try again
              </Button>
            </Alert>
          )}
        </StateCard>
      </CartNotice>
    )
  }

  return (
    <div className="page">
      <CartBreadcrumb />
      <header className="page-heading">
        <h1 className="page__title">Shopping Cart</h1>
        <p className="page-heading__text">
          {cart.count} {cart.count === 1 ? "item" : "items"} in your cart
        </p>
      </header>
      <div className={styles.layout}>
        <section className={cx("panel", styles.lines)} aria-label="Items in your cart">
          <ul role="list" className={styles.list}>
            {cart.items.map((item) => (
              <CartLine
                key={item.productId}
                item={item}
                onQuantity={(quantity) => void cart.updateQuantity(item.productId, quantity)}
                onRemove={() => void cart.removeItem(item.productId)}
              />
            ))}
          </ul>
          <div className={styles.footer}>
            <Button variant="ghost" size="small" onClick={() => navigate(-1)}>
              ← Continue Shopping
            </Button>
            <Button variant="danger" size="small" onClick={() => void cart.clear()}>
              Clear Cart
            </Button>
          </div>
        </section>
        <OrderSummary
          totals={cart.totals}
          updating={cart.isUpdating}
          actions={
            <>
              <Link
                className={buttonClass({ block: true, className: styles.checkoutLink })}
                to="/checkout"
                aria-disabled={cart.isUpdating || undefined}
                onClick={(e) => cart.isUpdating && e.preventDefault()}
              >
                Proceed to Checkout
              </Link>
              <p className={styles.summaryNote}>Secure checkout · Pay by {paymentMethodsText(!!config?.cod)}</p>
            </>
          }
        />
      </div>
    </div>
  )
}

const CartBreadcrumb = () => <Breadcrumb trail={[{ to: "/", label: "Home" }]} current="Cart" />

/** The cart page while it has no lines to show: the breadcrumb and one card (loading, sign in, empty). */
function CartNotice({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <CartBreadcrumb />
      {children}
    </div>
  )
}
