export type ToastType = "success" | "error" | "info" | "warning"

/** The spec's toast: id, message, type, duration (visibility is the item's own lifecycle). */
export type Toast = { id: number; message: string; type: ToastType; duration: number }

/** The spec's timings (section 9). */
export const TOAST_TIMINGS = {
  duration: 2000,
  enterDelay: 50,
  exit: 300,
  tick: 16,
} as const
