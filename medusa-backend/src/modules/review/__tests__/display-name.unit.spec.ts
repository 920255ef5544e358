import { displayName } from "../lib/display-name"

describe("displayName", () => {
  it.each([
    ["Asha Verma", "Asha V."],
    ["  asha   verma  ", "asha V."],
    ["Asha Rani Verma", "Asha V."],
    ["Asha", "Asha"],
    ["रीना शर्मा", "रीना श."],
    ["", "Anonymous"],
    ["   ", "Anonymous"],
    [null, "Anonymous"],
  ])("%j -> %j", (name, expected) => {
    expect(displayName(name)).toBe(expected)
  })
})
