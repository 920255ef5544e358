import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { COMPOSITE_CONTEXT, deliveryChargeRate, isDeliveryChargeLine, isGoodsLine } from "./delivery-charges"

/* eslint-disable @typescript-eslint/no-explicit-any -- Query's rows and the Tax module's line shapes are untyped here */

const CART_FIELDS = [
  "id",
  "currency_code",
  "region.automatic_taxes",
  "shipping_address.country_code",
  "shipping_address.province",
  "shipping_address.address_1",
  "shipping_address.city",
  "shipping_address.postal_code",
  "shipping_address.metadata",
  "items.id",
  "items.product_id",
  "items.product_type_id",
  "items.quantity",
  "items.unit_price",
  "items.is_giftcard",
  "items.metadata",
  "items.variant_id",
  "shipping_methods.id",
  "shipping_methods.shipping_option_id",
  "shipping_methods.amount",
  "shipping_methods.tax_lines.rate",
]

async function readCart(container: MedusaContainer, cartId: string): Promise<any | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: cartId } })
  return data[0] ?? null
}

/** The Tax module's context for a cart's address (as Medusa's getItemTaxLinesStep builds it); null when taxes are not calculated. */
function taxContext(cart: any, additional?: Record<string, unknown>) {
  const a = cart?.shipping_address
  if (!cart?.region?.automatic_taxes || !a?.country_code) return null
  return {
    address: {
      country_code: a.country_code,
      province_code: a.province,
      address_1: a.address_1,
      city: a.city,
      postal_code: a.postal_code,
      metadata: a.metadata,
    },
    ...(additional ? { additional_context: additional } : {}),
  }
}

const itemsForTax = (cart: any, items: any[]) =>
  items.map((i) => ({
    id: i.id,
    product_id: i.product_id,
    product_type_id: i.product_type_id,
    quantity: Number(i.quantity),
    unit_price: Number(i.unit_price),
    currency_code: cart.currency_code,
  }))

/**
 * What the Tax module's provider needs to tax a cart's delivery charges as a
 * composite supply: the principal supply's rate, worked out from ALL of the
 * cart's goods (their rates from the Tax module's rules), and which line items
 * are delivery charges. Medusa asks the provider for items and shipping methods
 * in separate calls and, on an item change, for the changed items only, so the
 * provider cannot see the goods itself.
 */
export async function compositeSupplyContext(container: MedusaContainer, cartId: string): Promise<Record<string, unknown>> {
  const cart = await readCart(container, cartId)
  return cart ? contextFor(container, cart) : {}
}

async function contextFor(container: MedusaContainer, cart: any): Promise<Record<string, unknown>> {
  const context = taxContext(cart)
  const items = (cart.items ?? []).filter(Boolean)
  const goods = items.filter((i: any) => isGoodsLine(i) && !i.is_giftcard)
  const chargeIds = items.filter(isDeliveryChargeLine).map((i: any) => i.id)
  if (!context || !goods.length) return { [COMPOSITE_CONTEXT.deliveryChargeItemIds]: chargeIds }
  const tax = container.resolve(Modules.TAX)
  const lines = (await tax.getTaxLines(itemsForTax(cart, goods) as any, context as any)) as any[]
  const rateOf = (id: string) => lines.filter((l) => l.line_item_id === id).reduce((s, l) => s + Number(l.rate ?? 0), 0)
  const principal = deliveryChargeRate(goods.map((i: any) => ({ amount: Number(i.unit_price) * Number(i.quantity), rate: rateOf(i.id) })))
  return { [COMPOSITE_CONTEXT.principalRate]: principal, [COMPOSITE_CONTEXT.deliveryChargeItemIds]: chargeIds }
}

/**
 * Re-taxes a cart's delivery charges (its shipping methods, and its delivery
 * charge line items) from all of its goods. Run after every item change
 * (refreshCartItemsWorkflow's hook): Medusa re-taxes only the items that
 * changed there, so without this the shipping kept the rate of whichever goods
 * were in the cart when it was taxed.
 */
export async function retaxDeliveryCharges(container: MedusaContainer, cartId: string): Promise<void> {
  const cart = await readCart(container, cartId)
  if (!cart) return
  const methods = (cart.shipping_methods ?? []).filter(Boolean)
  // Nothing to re-tax (a first item, before the shipping method is attached): no tax calls, so the cart's lock is held no longer.
  if (!methods.length && !(cart.items ?? []).some(isDeliveryChargeLine)) return
  const extra = await contextFor(container, cart)
  const context = taxContext(cart, extra)
  if (!context) return
  const tax = container.resolve(Modules.TAX)
  const carts = container.resolve(Modules.CART)
  const principal = extra[COMPOSITE_CONTEXT.principalRate]
  // Already at the principal's rate (an item change that left the principal supply as it was): nothing to write.
  const current = methods.map((m: any) => (m.tax_lines ?? []).map((l: any) => Number(l?.rate)))
  const upToDate = typeof principal === "number" && current.every((rates: number[]) => rates.length === 1 && rates[0] === principal)
  if (methods.length && !upToDate) {
    const shipping = methods.map((m: any) => ({
      id: m.id,
      shipping_option_id: m.shipping_option_id,
      unit_price: Number(m.amount),
      currency_code: cart.currency_code,
    }))
    const lines = (await tax.getTaxLines(shipping as any, context as any)) as any[]
    await carts.setShippingMethodTaxLines(
      cart.id,
      lines.map((l) => ({ ...taxLineOf(l), shipping_method_id: l.shipping_line_id }))
    )
  }
  const chargeIds = extra[COMPOSITE_CONTEXT.deliveryChargeItemIds] as string[]
  if (chargeIds.length) {
    // Setting item tax lines replaces all of the cart's, so every item is taxed again (as Medusa's updateTaxLinesWorkflow does).
    const items = (cart.items ?? []).filter((i: any) => i && !i.is_giftcard)
    const lines = (await tax.getTaxLines(itemsForTax(cart, items) as any, context as any)) as any[]
    await carts.setLineItemTaxLines(
      cart.id,
      lines.map((l) => ({ ...taxLineOf(l), item_id: l.line_item_id }))
    )
  }
}

/** A tax line the Tax Module computed, as the Cart Module stores it (Medusa's updateTaxLinesWorkflow maps the same fields). */
const taxLineOf = (l: any) => ({ description: l.name, tax_rate_id: l.rate_id, code: l.code, rate: l.rate, provider_id: l.provider_id })
/* eslint-enable @typescript-eslint/no-explicit-any */
