import { useState } from "react"
import { Button } from "@/components/ui/button"
import type { Product } from "../types"
import { useProductActions } from "./product-actions"

type Props = { product: Product; className?: string }

/**
 * Buy Now beside Add to Cart: puts the product in the cart (once) and opens
 * checkout with "Redirecting to checkout..."; guests get "Login to Buy Now".
 */
export function BuyNowButton({ product, className }: Props) {
  const actions = useProductActions()
  const [busy, setBusy] = useState(false)
  if (!actions) return null
  const unavailable = !product.inStock || product.price === null
  if (unavailable) return null
  return (
    <Button
      className={className}
      disabled={busy}
      aria-label={`Buy Now: ${product.name}`}
      onClick={async () => {
        setBusy(true)
        try {
          await actions.buyNow(product)
        } finally {
          setBusy(false)
        }
      }}
    >
      {busy ? "Please wait..." : "Buy Now"}
    </Button>
  )
}
