import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
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
