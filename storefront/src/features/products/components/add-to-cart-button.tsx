import { useState } from "react"
import { Button, type ButtonLook } from "@/components/ui/button"
import type { Product } from "../types"
import { useProductActions } from "./product-actions"

type Props = {
  product: Product
  quantity?: number
  className?: string
  size?: ButtonLook["size"]
  label?: string
  confirmWith?: "popup" | "toast"
}

/** Add to Cart with a busy state; disabled when the product cannot be bought. */
export function AddToCartButton({ product, quantity = 1, className, size, label = "Add to Cart", confirmWith = "popup" }: Props) {
  const actions = useProductActions()
  const [busy, setBusy] = useState(false)
  if (!actions) return null
  const unavailable = !product.inStock || product.price === null
  return (
    <Button
      className={className}
      size={size}
      disabled={busy || unavailable}
      aria-label={unavailable ? `${product.name} is out of stock` : `${label}: ${product.name}`}
      onClick={async (event) => {
        event.preventDefault()
        event.stopPropagation()
        setBusy(true)
        try {
          await actions.addToCart(product, quantity, confirmWith)
        } finally {
          setBusy(false)
        }
      }}
    >
      {unavailable ? "Out of Stock" : busy ? "Adding..." : label}
    </Button>
  )
}
