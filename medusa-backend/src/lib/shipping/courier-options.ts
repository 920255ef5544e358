import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SELF_SHIP_OPTION_NAME } from "../catalogue/names"
import { conflict } from "../errors"
import { shiprocketOptionsFromEnv } from "../../modules/providers/fulfillment-shiprocket/settings"

/**
 * The fulfillment providers that book a courier (medusa-config.ts registers each only when configured).
 * A second courier (Delhivery direct) is one more id here and one more provider module.
 */
export const COURIER_PROVIDER_IDS = ["shiprocket_shiprocket"] as const

export const COURIER_NOT_SET_UP =
  "Courier booking is not set up: set SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_LOCATION and run the seed again"

type OptionRow = { id: string; provider_id?: string | null; rules?: ({ attribute?: string; value?: unknown } | null)[] | null }

/** The shipping option that books the courier (Standard Shipping once the seed moved it to the courier); 409 when none. */
export async function courierShippingOptionId(container: MedusaContainer): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "provider_id", "rules.attribute", "rules.value"],
    filters: { provider_id: [...COURIER_PROVIDER_IDS] },
  })
  const forward = (data as OptionRow[]).filter((o) => !o.rules?.some((r) => r?.attribute === "is_return" && String(r.value) === "true"))
  if (!forward[0]) throw conflict(COURIER_NOT_SET_UP)
  return forward[0].id
}

/**
 * The courier's return option (a reverse pickup, D2; seeded with the courier), or null: no courier,
 * so the shopper sends the parcel back (Medusa's return without a return fulfillment).
 */
export async function reversePickupOptionOf(container: {
  resolve: (key: string) => unknown
}): Promise<{ id: string; provider_id: string } | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as { graph: (q: object) => Promise<{ data: unknown[] }> }
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "provider_id", "rules.attribute", "rules.value"],
    filters: { provider_id: [...COURIER_PROVIDER_IDS] },
  })
  const back = (data as OptionRow[]).find((o) => o.rules?.some((r) => r?.attribute === "is_return" && String(r.value) === "true"))
  return back ? { id: back.id, provider_id: back.provider_id ?? COURIER_PROVIDER_IDS[0] } : null
}

/** The hidden hand-over option (seeded); null in a database seeded before it existed (the order's own option is used then). */
export async function selfShipOptionId(container: MedusaContainer): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["id"], filters: { name: SELF_SHIP_OPTION_NAME } })
  return (data[0]?.id as string | undefined) ?? null
}

export function isCourierProvider(providerId: string | null | undefined): boolean {
  return !!providerId && (COURIER_PROVIDER_IDS as readonly string[]).includes(providerId)
}

/** Whether a courier is configured (its provider registered by medusa-config.ts on the same settings). */
export function courierBookingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return shiprocketOptionsFromEnv(env) !== null
}
