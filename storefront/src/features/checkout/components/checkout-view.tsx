import { Link } from "react-router"
import "@/styles/forms.css"
import { Breadcrumb } from "@/components/breadcrumb"
import { SignInGate } from "@/components/sign-in-gate"
import { Icon } from "@/components/ui/icon"
import { StateCard } from "@/components/ui/state-card"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { useCheckout, type CheckoutAccount, type CheckoutCart } from "../hooks/use-checkout"
import { CHECKOUT_TEXTS } from "../utils/shipping"
import { CheckoutDetails } from "./checkout-details"
import { CheckoutSummary } from "./checkout-summary"
import { OrderPlaced } from "./order-placed"
import styles from "./checkout-view.module.css"

type Props = {
  /** Auth or the cart is still loading. */
  loading: boolean
  account: CheckoutAccount
  cart: CheckoutCart
}

/** /checkout: sign-in first; then address, payment method, coupon, the server's totals and Place Order. */
export function CheckoutView({ loading, account, cart }: Props) {
  return (
    <SignInGate
      loading={loading}
      loadingLabel="Loading checkout…"
      signedIn={account.signedIn}
      icon={<Icon name="lock" size={28} />}
      title="Login to checkout"
      text="Please login to make a purchase."
      from="/checkout"
    >
      <CheckoutPage key="checkout" account={account} cart={cart} />
    </SignInGate>
  )
}

/** The signed-in shopper's checkout: the form with its summary, the placed order, or an empty cart. */
function CheckoutPage({ account, cart }: Omit<Props, "loading">) {
  const checkout = useCheckout(account, cart)
  if (checkout.placed) return <OrderPlaced placed={checkout.placed} />
  if (cart.items.length === 0) return <EmptyCheckout />
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/cart", label: "Cart" },
        ]}
        current="Checkout"
      />
      <header className="page-heading">
        <h1 className="page__title">Checkout</h1>
        <p className={cx("page-heading__text", styles.headingText)}>
          <Icon name="lock" size={16} /> Secure checkout with 256-bit encryption
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CheckoutDetails checkout={checkout} />
        </div>
        <CheckoutSummary checkout={checkout} items={cart.items} accountEmail={account.email} />
      </div>
    </div>
  )
}

function EmptyCheckout() {
  return (
    <div className="page">
      <StateCard
        icon={<Icon name="cart" size={28} />}
        title={CHECKOUT_TEXTS.emptyCart}
        text="Add something you love before checking out."
        actions={
          <Link className={buttonClass()} to="/categories">
            Browse Categories
          </Link>
        }
      />
    </div>
  )
}
