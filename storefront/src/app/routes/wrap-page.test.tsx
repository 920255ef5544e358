import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { wrapPage } from "./wrap-page"

function Frame({ children }: { children: ReactNode }) {
  return <section data-testid="frame">{children}</section>
}
function Page() {
  return <p>page</p>
}

describe("wrapPage", () => {
  it("renders the page inside the wrapper and names the result after both", () => {
    const Route = wrapPage(Frame, Page)
    render(<Route />)
    expect(screen.getByTestId("frame")).toContainElement(screen.getByText("page"))
    expect(Route.displayName).toBe("Frame(Page)")
  })
})
