import type { ShiprocketFulfillmentProviderService } from "./service"

/**
 * The Shiprocket provider instance Medusa's fulfillment module made at boot (medusa-config.ts), for
 * the calls the module does not route to a provider (label and manifest PDFs, tracking by AWB, NDR
 * actions): one client, one cached token per process. Medusa 2.21 keeps providers in the module's own
 * container, so the instance registers itself here when constructed; kept on globalThis so every copy
 * of this module (a test runner's, the loader's) sees the same one.
 */
const KEY = Symbol.for("sugandh.fulfillment-shiprocket.instance")
type Holder = { [KEY]?: ShiprocketFulfillmentProviderService }

export function registerShiprocketProvider(provider: ShiprocketFulfillmentProviderService): void {
  ;(globalThis as Holder)[KEY] = provider
}

/** The booted provider, or null when Shiprocket is not configured (it is then not registered with Medusa). */
export function shiprocketProvider(): ShiprocketFulfillmentProviderService | null {
  return (globalThis as Holder)[KEY] ?? null
}
