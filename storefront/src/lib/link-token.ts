/**
 * Verification, reset and cash-on-delivery confirmation links (/verify-email?token=...,
 * /reset-password?token=... as requirements VER-01 and REC-04 write them, /cod-confirm?token=..., /delivery-answer?token=...) carry a secret. Before the app makes its first
 * request, the token is taken out of the address bar: otherwise every request
 * of the page would send the full URL as Referer and the backend's request log
 * would keep it (and it would stay in the browser history). The pages read it
 * from here; nginx also writes any token= as [hidden] in its access log.
 */
const LINK_PAGES = /^\/(verify-email|reset-password|cod-confirm|delivery-answer)\/?$/
let captured: { path: string; token: string } | null = null

export function captureLinkToken(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href)
  const token = url.searchParams.get("token")
  if (!token || !LINK_PAGES.test(url.pathname)) return
  captured = { path: url.pathname.replace(/\/$/, ""), token }
  url.searchParams.delete("token")
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`)
}

/** The token of the link this page was opened with, else a token= still in the URL (in-app navigation). */
export function linkToken(
  path: "/verify-email" | "/reset-password" | "/cod-confirm" | "/delivery-answer",
  params: URLSearchParams
): string | null {
  const fromLink = captured?.path === path ? captured.token : null
  return (params.get("token") ?? fromLink)?.trim() || null
}

/**
 * A link works once: `oncePerToken(request)` sends the request once per token and hands the same
 * answer to every later call, so a re-mount (StrictMode) does not spend the link twice. A failed
 * call is forgotten, so trying again sends it again.
 */
export function oncePerToken<T>(request: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const calls = new Map<string, Promise<T>>()
  return (token) => {
    let call = calls.get(token)
    if (!call) {
      call = request(token)
      calls.set(token, call)
      call.catch(() => calls.delete(token))
    }
    return call
  }
}
