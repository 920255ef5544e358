import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// findBy*/waitFor wait up to 5 s (default 1 s): the route table's lazy pages are
// transformed on first import, which takes longer than a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
