import { useCallback } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { useAuth } from "@/features/auth"
import { useCart } from "@/features/cart"
import { PaymentInstructions } from "@/features/checkout/components/payment-instructions"
import type { PlaceOrderAnswer } from "@/features/checkout/types"
import { OrdersPage } from "@/features/orders/components/orders-page"
import type { Order } from "@/features/orders/types"
import { PageBoundary } from "./page-boundary"

/** /orders, with Reorder through the cart and the payment instructions of a just-placed order. */
function OrdersRoutePage() {
  const auth = useAuth()
  const cart = useCart()
  const navigate = useNavigate()
  const placed = (useLocation().state as { placed?: PlaceOrderAnswer } | null)?.placed

  const reorder = useCallback(
    async (order: Order) => {
      const added = await cart.addItems(
        order.items.map((item) => ({
          product: { id: item.productId, name: item.name, category: item.category, price: item.price, image: item.image },
          quantity: item.quantity,
        }))
      )
      if (added) navigate("/cart")
      return added
    },
    [cart, navigate]
  )

  return (
    <OrdersPage
      signedIn={auth.isAuthenticated}
      loading={auth.initializing}
      onReorder={reorder}
      banner={
        placed ? (
          <div className="orders-banner">
            <PaymentInstructions orderNumber={placed.order.orderNumber} payment={placed.payment} whatsappUrl={placed.whatsappUrl} />
          </div>
        ) : null
      }
    />
  )
}

export const OrdersRoute = () => (
  <PageBoundary>
    <OrdersRoutePage />
  </PageBoundary>
)
