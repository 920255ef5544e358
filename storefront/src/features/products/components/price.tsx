import { formatPrice } from "@/lib/format-price"

type Props = { price: number | null; originalPrice: number | null }

/** Selling price with the struck-through original when there is a discount. */
export function Price({ price, originalPrice }: Props) {
  if (price === null) {
    return <p className="price price--unavailable">Price unavailable</p>
  }
  const discounted = originalPrice !== null && originalPrice > price
  return (
    <p className="price">
      <span className="visually-hidden">Price </span>
      <span className="price__current">{formatPrice(price)}</span>
      {discounted && (
        <>
          <span className="visually-hidden">, originally </span>
          <s className="price__original">{formatPrice(originalPrice)}</s>
        </>
      )}
    </p>
  )
}
