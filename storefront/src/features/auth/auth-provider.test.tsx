import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { userAnswer } from "@/testing/answers"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { AuthProvider } from "./auth-provider"
import { useAuth, useAuthState } from "./hooks/use-auth"

function SessionState() {
  const { isAuthenticated, initializing } = useAuthState()
  return <p>{initializing ? "checking" : isAuthenticated ? "signed in" : "signed out"}</p>
}

const renderApp = () =>
  renderWithProviders(
    <AuthProvider>
      <SessionState />
    </AuthProvider>
  )

describe("AuthProvider's start-up check of the stored token", () => {
  beforeEach(() => window.localStorage.setItem("token", "stored-token"))
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it("keeps a token the server accepts", async () => {
    const { requests } = mockFetch(({ url }) => (url.endsWith("/api/auth/me") ? { user: userAnswer() } : undefined))
    renderApp()
    await screen.findByText("signed in")
    expect(requests[0]!.headers.authorization).toBe("Bearer stored-token")
    expect(window.localStorage.getItem("token")).toBe("stored-token")
  })

  it("drops the token when the server says the session is over (401)", async () => {
    mockFetch(() => json({ message: "Please login to continue" }, 401))
    renderApp()
    await screen.findByText("signed out")
    expect(window.localStorage.getItem("token")).toBeNull()
  })

  it("keeps the token when the check never got an answer: other tabs share it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))
    )
    renderApp()
    await screen.findByText("signed out")
    await waitFor(() => expect(window.localStorage.getItem("token")).toBe("stored-token"))
  })
})

function LogoutButton() {
  const { isAuthenticated, logout } = useAuth()
  return isAuthenticated ? <button onClick={logout}>Logout</button> : <p>signed out</p>
}

describe("logout", () => {
  beforeEach(() => window.localStorage.setItem("token", "stored-token"))
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  const user = userAnswer()

  /** Renders a signed-in session, presses Logout and waits until the page says signed out. */
  async function signInThenLogout() {
    renderWithProviders(
      <AuthProvider>
        <LogoutButton />
      </AuthProvider>
    )
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }))
    await screen.findByText("signed out")
  }

  it("ends the session on the server with the token, then forgets it here", async () => {
    const { requests } = mockFetch(({ url }) =>
      url.endsWith("/api/auth/me") ? { user } : url.endsWith("/api/auth/logout") ? { message: "Logged out successfully" } : undefined
    )
    await signInThenLogout()
    await screen.findByText("Logged out successfully")
    const logout = requests.find((r) => r.url.endsWith("/api/auth/logout"))
    expect(logout).toMatchObject({ method: "POST" })
    expect(logout!.headers.authorization).toBe("Bearer stored-token")
    expect(window.localStorage.getItem("token")).toBeNull()
  })

  it("signs out here even when the server cannot be reached", async () => {
    mockFetch(({ url }) => (url.endsWith("/api/auth/me") ? { user } : Promise.reject(new TypeError("Failed to fetch"))))
    await signInThenLogout()
    expect(window.localStorage.getItem("token")).toBeNull()
  })
})
