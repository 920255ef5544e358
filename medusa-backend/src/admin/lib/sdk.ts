import Medusa from "@medusajs/js-sdk"

/**
 * The Medusa JS SDK as the admin uses it: same origin as /app, the admin's
 * session cookie for authentication. Our operator routes are the shop's /api/admin/*,
 * which accept this session as well as the dashboard's sign-in.
 */
// The admin is always served by this backend (/app), so the same origin is right.
export const sdk = new Medusa({
  baseUrl: "/",
  auth: { type: "session" },
})

/** Error text from an SDK call: Medusa's message when the server sent one. */
export function errorText(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message
  return "Something went wrong. Please try again."
}
