import type { Serviceability, ServiceableCourier } from "./api"

/**
 * Perfume is a flammable liquid (UN 1266): airlines refuse it, so a parcel may
 * only go by a surface courier. Among the couriers Shiprocket says serve the
 * PIN, keep those it marks as surface (`is_surface: true`, `mode: 0`; air
 * couriers have `mode: 1`), not blocked, and able to collect cash when the
 * order is COD; then take Shiprocket's recommendation if it is one of them,
 * else the cheapest. Null when none is left.
 */
export function surfaceCouriers(answer: Serviceability, cod: boolean): ServiceableCourier[] {
  return (answer.data?.available_courier_companies ?? []).filter(
    (c) => c.is_surface === true && c.mode !== 1 && c.blocked !== 1 && (!cod || c.cod === 1)
  )
}

export function chooseSurfaceCourier(answer: Serviceability, cod: boolean): ServiceableCourier | null {
  const surface = surfaceCouriers(answer, cod)
  if (!surface.length) return null
  const recommended = surface.find((c) => c.courier_company_id === answer.data?.recommended_courier_company_id)
  if (recommended) return recommended
  return [...surface].sort((a, b) => priceOf(a) - priceOf(b))[0]
}

function priceOf(courier: ServiceableCourier): number {
  const price = Number(courier.rate ?? courier.freight_charge)
  return Number.isFinite(price) ? price : Number.POSITIVE_INFINITY
}
