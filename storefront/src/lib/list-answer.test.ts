import { describe, expect, it } from "vitest"
import { listFrom } from "./list-answer"

describe("listFrom", () => {
  it("reads a bare list and a wrapped one alike", () => {
    expect(listFrom([1, 2], "orders")).toEqual([1, 2])
    expect(listFrom({ orders: [3] }, "orders")).toEqual([3])
  })

  it("reads a wrapper without the list as empty", () => {
    expect(listFrom<"orders", number>({}, "orders")).toEqual([])
  })
})
