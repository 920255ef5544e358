import { act, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderRoutes } from "@/testing/render"
import { LoginDialog, LoginDialogProvider, loginPromptFor, useLoginPrompt } from "."

afterEach(() => vi.useRealTimers())

function Trigger({ action }: { action: string }) {
  const prompt = useLoginPrompt()
  return (
    <button type="button" onClick={() => prompt(action)}>
      Try
    </button>
  )
}

function renderDialog(action: string) {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <Trigger action={action} />
            <LoginDialog />
          </>
        ),
      },
      { path: "/login", element: <p>Login page</p> },
    ],
    { wrapper: LoginDialogProvider }
  )
}

describe("login prompt copy", () => {
  it("uses the spec's titles and messages", () => {
    expect(loginPromptFor("add items to cart")).toEqual({
      title: "Login Required",
      message: "Please login to add items to your cart and start shopping.",
      actionText: "Login",
    })
    expect(loginPromptFor("make a purchase").title).toBe("Login to Buy Now")
    expect(loginPromptFor("add to wishlist").title).toBe("Save to Wishlist")
    expect(loginPromptFor("manage wishlist").title).toBe("Manage Wishlist")
    expect(loginPromptFor("clear cart").message).toBe("Please login to clear cart")
  })
})

describe("LoginDialog", () => {
  it("opens with the action's texts and its button goes to /login", async () => {
    const router = renderDialog("add to wishlist")
    fireEvent.click(screen.getByRole("button", { name: "Try" }))
    expect(screen.getByRole("heading", { name: "Save to Wishlist" })).toBeInTheDocument()
    expect(screen.getByText("Please login to add to wishlist")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Login" }))
    expect(await screen.findByText("Login page")).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: "/" })
  })

  it("closes on an overlay click and resets its content 300 ms later", () => {
    vi.useFakeTimers()
    renderDialog("manage wishlist")
    fireEvent.click(screen.getByRole("button", { name: "Try" }))
    const dialog = screen.getByTestId("login-dialog")
    fireEvent.click(dialog)
    expect(dialog).not.toHaveAttribute("open")
    expect(dialog).toHaveTextContent("Manage Wishlist")
    act(() => vi.advanceTimersByTime(300))
    expect(dialog).not.toHaveTextContent("Manage Wishlist")
  })
})
