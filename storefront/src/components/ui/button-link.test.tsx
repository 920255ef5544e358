import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import { buttonClass } from "./button"
import { ButtonLink } from "./button-link"

describe("ButtonLink", () => {
  it("is a link to its address with the button classes of its look", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/login">Back to Login</ButtonLink>
        <ButtonLink to="/" variant="ghost" className="extra">
          Go to Homepage
        </ButtonLink>
      </MemoryRouter>
    )
    const login = screen.getByRole("link", { name: "Back to Login" })
    expect(login).toHaveAttribute("href", "/login")
    expect(login).toHaveAttribute("class", buttonClass())
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute(
      "class",
      buttonClass({ variant: "ghost", className: "extra" })
    )
  })
})
