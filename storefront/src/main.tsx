import { startTransition, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app"
import { captureLinkToken } from "./lib/link-token"
import "./styles/global.css"

// Before any request: a verification or reset link's token leaves the address bar (lib/link-token.ts).
captureLinkToken()

const root = document.getElementById("root")
if (!root) {
  throw new Error("index.html has no #root element")
}

// As a transition, the first render of the whole shell yields to the browser
// every few milliseconds instead of being one long task (Total Blocking Time);
// what is drawn, and when it is committed, is the same.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
})
