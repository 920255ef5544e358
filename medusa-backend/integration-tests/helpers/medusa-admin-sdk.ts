import Medusa from "@medusajs/js-sdk"
import type { AxiosInstance } from "axios"
import { ADMIN } from "./admin"

/**
 * Medusa's JS SDK signed in as the operator, as Medusa's admin dashboard drives the Admin API
 * (`POST /auth/user/emailpass`, then a bearer token kept in memory).
 */
export async function medusaAdminSdk(api: AxiosInstance): Promise<Medusa> {
  const sdk = new Medusa({ baseUrl: String(api.defaults.baseURL), auth: { type: "jwt", jwtTokenStorageMethod: "memory" } })
  const token = await sdk.auth.login("user", "emailpass", ADMIN)
  if (typeof token !== "string") throw new Error("The operator's sign-in asked for another step")
  return sdk
}

/** Polls `read` until `done` holds (subscribers run after the request answered), up to about 10 s. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 200))
  }
  return read()
}
