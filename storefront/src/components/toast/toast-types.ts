export type ToastType = "success" | "error" | "info" | "warning"

/** A toast (requirements UI-03): id, message, type, duration (visibility is the item's own lifecycle). */
export type Toast = { id: number; message: string; type: ToastType; duration: number }

/** The toast's timings (requirements UI-03). */
export const TOAST_TIMINGS = {
  duration: 2000,
  enterDelay: 50,
  exit: 300,
  tick: 16,
} as const
