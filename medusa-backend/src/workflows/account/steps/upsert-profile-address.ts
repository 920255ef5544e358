import type { CreateCustomerAddressDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { pickProfileAddress, PROFILE_ADDRESS_NAME } from "../../../lib/auth/account"
import { toStoredAddress, type AddressParts } from "../../../lib/auth/address"

export type UpsertProfileAddressInput = {
  customerId: string
  /** undefined: leave as is; null: remove; parts: create or update. */
  address: AddressParts | null | undefined
  firstName: string
  lastName: string
  phone: string | null
}

type Snapshot = { created?: string; updated?: Record<string, unknown>; deleted?: Record<string, unknown> }

const FIELDS = ["address_1", "city", "province", "postal_code", "phone", "first_name", "last_name", "metadata"] as const

/**
 * Keeps the profile address in the customer's Medusa address book as the
 * default shipping address named "Profile" (country India), so checkout can
 * prefill it.
 */
export const upsertProfileAddressStep = createStep(
  "account-upsert-profile-address",
  async (input: UpsertProfileAddressInput, { container }) => {
    if (input.address === undefined) return new StepResponse(undefined, {} as Snapshot)
    const customers = container.resolve(Modules.CUSTOMER)
    const addresses = await customers.listCustomerAddresses({ customer_id: input.customerId })
    const current = pickProfileAddress(addresses)
    if (input.address === null) {
      if (!current) return new StepResponse(undefined, {} as Snapshot)
      await customers.deleteCustomerAddresses([current.id])
      const { id: _id, created_at: _c, updated_at: _u, ...kept } = current as unknown as Record<string, unknown>
      return new StepResponse(undefined, { deleted: kept } as Snapshot)
    }
    const data = {
      ...toStoredAddress(input.address),
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
    }
    if (current) {
      const before = Object.fromEntries(FIELDS.map((f) => [f, (current as unknown as Record<string, unknown>)[f] ?? null]))
      await customers.updateCustomerAddresses(current.id, data)
      return new StepResponse(undefined, { updated: { id: current.id, ...before } } as Snapshot)
    }
    const [created] = await customers.createCustomerAddresses([
      {
        ...data,
        customer_id: input.customerId,
        address_name: PROFILE_ADDRESS_NAME,
        country_code: "in",
        is_default_shipping: true,
      },
    ])
    return new StepResponse(undefined, { created: created.id } as Snapshot)
  },
  async (snapshot, { container }) => {
    if (!snapshot) return
    const customers = container.resolve(Modules.CUSTOMER)
    if (snapshot.created) await customers.deleteCustomerAddresses([snapshot.created])
    if (snapshot.updated) {
      const { id, ...rest } = snapshot.updated
      await customers.updateCustomerAddresses(id as string, rest)
    }
    if (snapshot.deleted) {
      await customers.createCustomerAddresses([snapshot.deleted as unknown as CreateCustomerAddressDTO])
    }
  }
)
