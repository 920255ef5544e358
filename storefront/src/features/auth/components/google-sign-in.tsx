import { useEffect, useRef, useState } from "react"
import { useToast } from "@/components/toast"
import { useConfig } from "@/lib/config"
import { loadGoogleScript, resolveGoogleClientId, type GoogleIdApi } from "../utils/google-script"
import { Button } from "@/components/ui/button"
import styles from "./google-sign-in.module.css"
import { GOOGLE_TEXTS } from "@sugandh/contract"

export { GOOGLE_TEXTS }

type Props = {
  mode: "login" | "signup"
  /** Receives Google's ID token; the page decides what to do with it. */
  onCredential: (idToken: string) => void
  disabled?: boolean
}

/**
 * Google's button, shown only when a client id is configured; Google's
 * script is loaded only then. While the script loads, our own button stands
 * in and explains; once loaded, Google draws its button in place.
 */
export function GoogleSignIn(props: Props) {
  const { data: config } = useConfig()
  const clientId = resolveGoogleClientId(config?.googleClientId)
  if (!clientId) return null
  return <GoogleButton clientId={clientId} {...props} />
}

function GoogleButton({ clientId, mode, onCredential, disabled }: Props & { clientId: string }) {
  const toast = useToast()
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading")
  const onCredentialRef = useRef(onCredential)
  onCredentialRef.current = onCredential

  useEffect(() => {
    let cancelled = false
    loadGoogleScript()
      .then((google: GoogleIdApi) => {
        if (cancelled || !container.current) return
        try {
          google.initialize({
            client_id: clientId,
            ux_mode: "popup",
            callback: (response) => {
              if (response.credential) onCredentialRef.current(response.credential)
              else toast.error(mode === "signup" ? GOOGLE_TEXTS.signUpFailed : GOOGLE_TEXTS.signInFailed)
            },
          })
          google.renderButton(container.current, {
            type: "standard",
            theme: "outline",
            size: "large",
            shape: "pill",
            text: mode === "signup" ? "signup_with" : "signin_with",
            width: Math.min(container.current.offsetWidth || 320, 400),
          })
          setStatus("ready")
        } catch {
          setStatus("failed")
        }
      })
      .catch(() => !cancelled && setStatus("failed"))
    return () => {
      cancelled = true
    }
  }, [clientId, mode, toast])

  const onFallbackClick = () => {
    toast.warning(status === "failed" ? GOOGLE_TEXTS.unableToShow : GOOGLE_TEXTS.stillLoading)
  }

  return (
    <div aria-busy={status === "loading"}>
      <div className={styles.divider} role="separator">
        <span>or</span>
      </div>
      {status !== "ready" && (
        <Button variant="ghost" block onClick={onFallbackClick} disabled={disabled}>
          <span aria-hidden="true" className={styles.googleG}>
            G
          </span>
          {mode === "signup" ? "Sign up with Google" : "Sign in with Google"}
        </Button>
      )}
      <div ref={container} className={styles.googleButton} hidden={status !== "ready"} />
    </div>
  )
}
