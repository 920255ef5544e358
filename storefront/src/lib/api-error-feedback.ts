import { isApiError } from "./api"

/** What a form shows for a refused write: one line above it, a message per field the server named, and the toasts. */
export type ErrorFeedback = { message: string; fieldErrors: Record<string, string>; toasts: string[] }

export type ErrorTexts = {
  /** When the server refuses without saying why. */
  failed: string
  /** When the server could not be reached (network, timeout). */
  network: string
  /**
   * Toast the server's message (else `failed`) before one toast per entry of
   * its errors list, as the contact form does (requirements CON-04); other forms toast the
   * entries alone.
   */
  messageWithErrors?: boolean
}

/**
 * Turns a failed write into what the form shows: the server's field messages
 * (each a toast, the first above the form), else its message, else `failed`;
 * a request that never got an answer says `network`. Each toast goes to
 * `notify` (the toast's error), so this stays free of any component.
 */
export function reportApiError(error: unknown, texts: ErrorTexts, notify: (message: string) => void): ErrorFeedback {
  const feedback = apiErrorFeedback(error, texts)
  feedback.toasts.forEach((message) => notify(message))
  return feedback
}

export function apiErrorFeedback(error: unknown, { failed, network, messageWithErrors = false }: ErrorTexts): ErrorFeedback {
  if (!isApiError(error) || error.kind !== "http") return { message: network, fieldErrors: {}, toasts: [network] }
  const named = error.errors.filter((e) => e.msg)
  const fieldErrors = Object.fromEntries(named.filter((e) => e.path).map((e) => [e.path, e.msg]))
  const messages = named.map((e) => e.msg)
  const fallback = error.message || failed
  const toasts = messageWithErrors ? [fallback, ...messages] : messages.length ? messages : [fallback]
  return { message: messages[0] ?? fallback, fieldErrors, toasts }
}
