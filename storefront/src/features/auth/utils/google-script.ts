/** Google Identity Services, loaded only when a client id is configured. */
const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client"

type GoogleCredentialResponse = { credential?: string }

export type GoogleIdApi = {
  initialize: (options: {
    client_id: string
    callback: (response: GoogleCredentialResponse) => void
    ux_mode?: "popup" | "redirect"
    cancel_on_tap_outside?: boolean
  }) => void
  renderButton: (element: HTMLElement, options: Record<string, unknown>) => void
  prompt: (listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void) => void
  cancel?: () => void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } }
  }
}

function googleIdApi(): GoogleIdApi | null {
  return window.google?.accounts?.id ?? null
}

let loading: Promise<GoogleIdApi> | null = null

/** Adds Google's script once; resolves when its API is there, rejects if the script fails. */
export function loadGoogleScript(): Promise<GoogleIdApi> {
  const ready = googleIdApi()
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<GoogleIdApi>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = GOOGLE_SCRIPT_URL
    script.async = true
    script.defer = true
    script.onload = () => {
      const api = googleIdApi()
      if (api) resolve(api)
      else reject(new Error("Google Identity Services did not start"))
    }
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error("Google Identity Services could not be loaded"))
    }
    document.head.appendChild(script)
  })
  return loading
}

/** The client id: VITE_GOOGLE_CLIENT_ID overrides the one served by /api/config. */
export function resolveGoogleClientId(fromConfig: string | undefined): string {
  const override = (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined)?.trim()
  return override || fromConfig?.trim() || ""
}
