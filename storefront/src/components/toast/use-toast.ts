import { ToastContext, type ToastApi } from "./toast-provider"
import { useRequiredContext } from "@/lib/use-required-context"

/** `const toast = useToast(); toast.success("Saved!")`. Needs <ToastProvider> above. */
export function useToast(): ToastApi {
  return useRequiredContext(ToastContext, "useToast must be used inside <ToastProvider>")
}
