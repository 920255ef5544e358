import { useLocation, useNavigate } from "react-router"
import { ConfirmDialog } from "@/components/ui/confirm-dialog"
import { Icon } from "@/components/ui/icon"
import { useOptionalLoginDialogState } from "./use-login-prompt"

/**
 * The login-required dialog. A click on the overlay or Escape closes it; the
 * action button goes to /login, remembering where the shopper was.
 */
export function LoginDialog() {
  const state = useOptionalLoginDialogState()
  return state ? <LoginDialogView {...state} /> : null
}

type ViewProps = NonNullable<ReturnType<typeof useOptionalLoginDialogState>>

function LoginDialogView({ open, config, close }: ViewProps) {
  const navigate = useNavigate()
  const location = useLocation()

  const onAction = () => {
    const custom = config?.onAction
    close()
    if (custom) custom()
    else navigate("/login", { state: { from: `${location.pathname}${location.search}` } })
  }

  return (
    <ConfirmDialog
      open={open}
      title={config?.title ?? ""}
      message={config?.message ?? ""}
      confirmText={config?.actionText ?? "Login"}
      icon={<Icon name="lock" size={28} strokeWidth={1.5} />}
      onConfirm={onAction}
      onCancel={close}
      testId="login-dialog"
      // The texts stay during the closing fade; the provider resets them afterwards.
      keepContent
    />
  )
}
