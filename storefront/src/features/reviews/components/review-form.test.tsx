import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { ReviewForm } from "./review-form"

function openForm(signedIn: boolean) {
  renderWithProviders(<ReviewForm productId="P1" productName="Oud Royale" signedIn={signedIn} />)
  fireEvent.click(screen.getByRole("button", { name: "Write a Review" }))
}

describe("ReviewForm fields", () => {
  it("labels each control by its review-* id, starring the required ones", () => {
    openForm(false)
    expect(screen.getByLabelText("Your name *")).toHaveAttribute("id", "review-name")
    expect(screen.getByLabelText("Your email *")).toHaveAttribute("id", "review-email")
    expect(screen.getByLabelText("Your email *")).toHaveAccessibleDescription("Your email will not be shown publicly.")
    expect(screen.getByLabelText("Review title (optional)")).toHaveAttribute("id", "review-title")
    expect(screen.getByLabelText("Your review (optional)")).toHaveAttribute("id", "review-comment")
  })

  it("keeps what is typed and counts the title's characters; no e-mail for a signed-in shopper", () => {
    openForm(true)
    expect(screen.queryByLabelText("Your email *")).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText("Review title (optional)"), { target: { value: "Lovely" } })
    expect(screen.getByLabelText("Review title (optional)")).toHaveValue("Lovely")
    expect(screen.getByLabelText("Review title (optional)")).toHaveAccessibleDescription("6/100")
  })
})

describe("ReviewForm failures", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("says the spec's 'Failed to submit review. Please try again.' when the server answers without a message", async () => {
    mockFetch((request) => (request.method === "POST" ? new Response("", { status: 502 }) : undefined))
    openForm(true)
    fireEvent.click(screen.getByLabelText(/5 stars/))
    fireEvent.change(screen.getByLabelText("Your name *"), { target: { value: "Asha" } })
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }))
    await waitFor(() => expect(screen.getAllByText("Failed to submit review. Please try again.").length).toBeGreaterThan(0))
    expect(document.body).not.toHaveTextContent(/status 502/)
  })
})
