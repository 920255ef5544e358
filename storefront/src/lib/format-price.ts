/**
 * Rupee amounts as shoppers in India read them: "₹279", "₹1,00,000",
 * "₹249.50". Whole rupees carry no decimals; anything with paise shows two.
 */
const whole = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * Formats an amount in rupees. Negative amounts (a discount line) keep their
 * sign: "-₹50". A value that is not a finite number returns "" so the caller
 * shows nothing rather than a made-up "₹0".
 */
export function formatPrice(amount: number | null | undefined): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    return ""
  }
  // Decide on the amount rounded to paise, so 279.999 reads "₹280", not "₹280.00".
  const paise = Math.round(amount * 100)
  if (paise === 0) {
    return whole.format(0) // avoids "-₹0"
  }
  return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100)
}
