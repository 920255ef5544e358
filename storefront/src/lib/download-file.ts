import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from "./api"
import { getToken } from "./auth-token"

/**
 * Downloads a file from the /api contract with the sign-in token (a plain link
 * cannot send the bearer header) and hands it to the browser as `filename`.
 * Errors are the API's own message (e.g. 409 "The invoice is issued when the payment is confirmed.").
 */
export async function downloadApiFile(path: string, filename: string): Promise<void> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" })
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    // Without a message of the server's the caller's own fallback shows (as lib/api.ts).
    throw new ApiError(body?.message || "", { status: response.status })
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
