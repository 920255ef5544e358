import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { captureLinkToken } from "@/lib/link-token"

// Before any request: a verification or reset link's token leaves the address bar (lib/link-token.ts).
captureLinkToken()

// As a transition, hydrating the whole shell yields to the browser every few
// milliseconds instead of being one long task (Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  )
})
