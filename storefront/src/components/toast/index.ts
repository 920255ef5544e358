export { ToastProvider, type ToastApi } from "./toast-provider"
export { useToast } from "./use-toast"
export { TOAST_TIMINGS, type ToastType } from "./toast-types"
