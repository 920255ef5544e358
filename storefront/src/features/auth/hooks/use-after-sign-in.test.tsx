import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderRoutes, TestProviders } from "@/testing/render"
import { userAnswer } from "@/testing/answers"
import { useAfterSignIn } from "./use-after-sign-in"

function SignIn() {
  const after = useAfterSignIn()
  return <button onClick={() => after(userAnswer(), (name) => `Welcome back, ${name}!`)}>Done</button>
}

const routes = [
  { path: "/login", element: <SignIn /> },
  { path: "/admin", element: <p>Dashboard</p> },
  { path: "/", element: <p>Home</p> },
]

describe("useAfterSignIn", () => {
  it("returns to ?from= when the link's state is gone (a new tab, a reload)", async () => {
    renderRoutes(routes, { path: "/login?from=%2Fadmin", wrapper: TestProviders })
    fireEvent.click(screen.getByRole("button", { name: "Done" }))
    expect(await screen.findByText("Dashboard")).toBeInTheDocument()
  })

  it("refuses a ?from= that leaves the shop", async () => {
    renderRoutes(routes, { path: "/login?from=%2F%2Fevil.example", wrapper: TestProviders })
    fireEvent.click(screen.getByRole("button", { name: "Done" }))
    expect(await screen.findByText("Home")).toBeInTheDocument()
  })
})
