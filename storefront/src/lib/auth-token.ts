/**
 * The bearer token lives in localStorage under "token" (requirements ACC-06). Storage can
 * throw (private mode, disabled storage), so every access is guarded: a
 * missing token simply means "anonymous".
 */
const TOKEN_STORAGE_KEY = "token"

export function getToken(): string | null {
  // On the server (rendering a public page) there is never a shopper's token.
  if (typeof window === "undefined") return null
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token)
  } catch {
    // Nothing to do: the session then lasts only as long as the page.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY)
  } catch {
    // Ignored for the same reason as above.
  }
}
