import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../errors"
import { lookUpPin, PIN_FORMAT, type PinRecord } from "../pincodes/directory"
import { estimatedDelivery, type IsoDate } from "./delivery-dates"
import { listZones, zoneForPin } from "./zones"
import { PIN_MESSAGES } from "@sugandh/contract"

export { PIN_MESSAGES }

/** What the shop promises for one PIN: where it is, whether we deliver, how, and when. */
export type Serviceability = {
  pin: string
  district: string
  state: string
  stateCode: string
  /** Other states/UTs a border PIN's post offices are in (GST codes). */
  alsoIn: string[]
  zone: string | null
  serviceable: boolean
  prepaid: boolean
  cod: boolean
  deliveryDays: { min: number; max: number } | null
  estimatedDelivery: { from: IsoDate; to: IsoDate } | null
}

/** The directory record of a PIN, or a DomainError: 400 for a malformed PIN, 404 for one India Post does not list. */
export function requirePin(pin: string, path = "pin"): PinRecord {
  if (!PIN_FORMAT.test(pin)) throw new DomainError("invalid", PIN_MESSAGES.malformed, { errors: [{ msg: PIN_MESSAGES.malformed, path }] })
  const record = lookUpPin(pin)
  if (!record) throw new DomainError("not_found", PIN_MESSAGES.unknown(pin), { errors: [{ msg: PIN_MESSAGES.unknown(pin), path }] })
  return record
}

/**
 * The shop's answer for a PIN: the directory's place and the operator's zone
 * (the narrowest that covers it). A PIN no zone covers, or whose zone takes
 * neither prepaid nor COD orders, is not serviceable. Cash on delivery (a later
 * issue) reads `cod` here. Throws like requirePin for a malformed or unknown PIN.
 */
export async function serviceabilityForPin(container: MedusaContainer, pin: string, now = new Date()): Promise<Serviceability> {
  const record = requirePin(pin)
  const zone = zoneForPin(await listZones(container), pin)
  const serviceable = !!zone && (zone.prepaid || zone.cod)
  const deliveryDays = serviceable ? { min: zone!.minDays, max: zone!.maxDays } : null
  return {
    pin,
    district: record.district,
    state: record.state,
    stateCode: record.stateCode,
    alsoIn: record.alsoIn,
    zone: zone?.name ?? null,
    serviceable,
    prepaid: serviceable && zone!.prepaid,
    cod: serviceable && zone!.cod,
    deliveryDays,
    estimatedDelivery: deliveryDays ? estimatedDelivery(now, deliveryDays) : null,
  }
}
