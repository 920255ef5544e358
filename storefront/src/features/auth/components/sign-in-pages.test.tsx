import { fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { configAnswer } from "@/testing/answers"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { AuthProvider } from "../auth-provider"
import { CombinedAuthPage, SignupPage } from "./sign-in-pages"

afterEach(() => vi.unstubAllGlobals())

function fillAndSubmit(fields: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } })
  fireEvent.click(screen.getByRole("button", { name: button }))
}

const renderPage = (page: React.ReactElement, path: string) => renderWithProviders(<AuthProvider>{page}</AuthProvider>, { path })

// The spec's auth error texts (requirements ACC-08), word for word above the call's own message.
describe("a failed sign-in or sign-up on the sign-in pages", () => {
  it("says 'Authentication failed' above the server's refusal on /auth", async () => {
    mockFetch(({ url }) => {
      if (url.endsWith("/api/config")) return configAnswer()
      if (url.endsWith("/api/auth/login")) return json({ message: "Invalid email or password" }, 401)
      return undefined
    })
    renderPage(<CombinedAuthPage />, "/auth")
    fillAndSubmit({ Email: "a@example.com", Password: "wrong-one" }, "Login")
    const alert = await screen.findByRole("alert")
    expect(within(alert).getByText("Authentication failed")).toBeInTheDocument()
    expect(within(alert).getByText("Invalid email or password")).toBeInTheDocument()
  })

  it("says 'Authentication failed. Please try again.' when no answer came (network)", async () => {
    mockFetch(({ url }) => {
      if (url.endsWith("/api/config")) return configAnswer()
      if (url.endsWith("/api/auth/register")) throw new TypeError("Failed to fetch")
      return undefined
    })
    renderPage(<SignupPage />, "/signup")
    fillAndSubmit(
      {
        "First name": "Asha",
        "Last name": "Rao",
        Email: "asha@example.com",
        Password: "secret123",
        "Confirm password": "secret123",
      },
      "Create Account"
    )
    const alert = await screen.findByRole("alert")
    expect(within(alert).getByText("Authentication failed. Please try again.")).toBeInTheDocument()
    expect(within(alert).getByText("Network error. Please check your connection and try again.")).toBeInTheDocument()
  })
})
