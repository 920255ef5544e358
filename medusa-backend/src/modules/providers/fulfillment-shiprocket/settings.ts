/**
 * The Shiprocket provider's settings (medusa-config.ts passes them as the
 * provider's options). Off by default: without SHIPROCKET_EMAIL and
 * SHIPROCKET_PASSWORD the provider is not registered and the shop ships by
 * hand as before. A half-filled set stops start-up with the missing names,
 * rather than failing at the first booking.
 */
export const SHIPROCKET_DEFAULT_API_URL = "https://apiv2.shiprocket.in"
/** Shiprocket's documented token lifetime: 240 hours (https://apidocs.shiprocket.in/, Authentication). */
export const SHIPROCKET_TOKEN_TTL_MS = 240 * 60 * 60 * 1000
const DEFAULT_TIMEOUT_MS = 15_000

export type ShiprocketOptions = {
  /** The API user's e-mail and password (Settings → API → Add New API User), not the panel login. */
  email: string
  password: string
  /** The nickname of a pickup address already added in Shiprocket (its "pickup_location"). */
  pickup_location: string
  api_url?: string
  timeout_ms?: number
  /** Parcel used when a variant has no weight or size: one boxed bottle. */
  parcel?: Partial<ParcelDefaults>
}

export type ParcelDefaults = { unitWeightKg: number; lengthCm: number; breadthCm: number; heightCm: number }

/** A boxed 100 ml perfume bottle, packed: about 350 g in a 20 × 15 × 10 cm carton. */
export const DEFAULT_PARCEL: ParcelDefaults = { unitWeightKg: 0.35, lengthCm: 20, breadthCm: 15, heightCm: 10 }

export type ShiprocketSettings = {
  email: string
  password: string
  pickupLocation: string
  apiUrl: string
  timeoutMs: number
  parcel: ParcelDefaults
}

export function shiprocketSettings(options: Partial<ShiprocketOptions> | undefined): ShiprocketSettings {
  const missing = (["email", "password", "pickup_location"] as const).filter((key) => !options?.[key]?.trim())
  if (missing.length) {
    throw new Error(
      `The Shiprocket provider needs ${missing.join(", ")} (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION).`
    )
  }
  const o = options as ShiprocketOptions
  return {
    email: o.email.trim(),
    password: o.password,
    pickupLocation: o.pickup_location.trim(),
    apiUrl: (o.api_url?.trim() || SHIPROCKET_DEFAULT_API_URL).replace(/\/+$/, ""),
    timeoutMs: o.timeout_ms && o.timeout_ms > 0 ? o.timeout_ms : DEFAULT_TIMEOUT_MS,
    parcel: { ...DEFAULT_PARCEL, ...o.parcel },
  }
}

/**
 * The provider's options from the environment, or null when Shiprocket is not
 * configured (neither e-mail nor password set). Read by medusa-config.ts.
 */
export function shiprocketOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ShiprocketOptions | null {
  const email = env.SHIPROCKET_EMAIL?.trim()
  const password = env.SHIPROCKET_PASSWORD
  if (!email && !password) return null
  const options: ShiprocketOptions = {
    email: email ?? "",
    password: password ?? "",
    pickup_location: env.SHIPROCKET_PICKUP_LOCATION?.trim() ?? "",
    api_url: env.SHIPROCKET_API_URL?.trim() || SHIPROCKET_DEFAULT_API_URL,
    // How long to wait for each courier call (default 15 s); tests shorten it.
    ...(Number(env.SHIPROCKET_TIMEOUT_MS) > 0 ? { timeout_ms: Number(env.SHIPROCKET_TIMEOUT_MS) } : {}),
  }
  shiprocketSettings(options) // throws on a half-filled set
  return options
}
