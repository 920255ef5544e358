import { act, fireEvent, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CartPopup, CartPopupProvider, useCartPopup } from "."

afterEach(() => vi.useRealTimers())

function Add() {
  const show = useCartPopup()
  return (
    <button type="button" onClick={() => show({ name: "Oud Royale" })}>
      Add
    </button>
  )
}

describe("CartPopup", () => {
  it("shows 'Item Added to Cart!' and closes itself after 3 s", () => {
    vi.useFakeTimers()
    render(
      <CartPopupProvider>
        <MemoryRouter>
          <Add />
          <CartPopup />
        </MemoryRouter>
      </CartPopupProvider>
    )
    fireEvent.click(screen.getByRole("button", { name: "Add" }))
    expect(screen.getByText("Item Added to Cart!")).toBeInTheDocument()
    expect(screen.getByText("Oud Royale has been added to your cart.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart")
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByTestId("cart-popup")).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId("cart-popup")).not.toBeInTheDocument()
  })
})
