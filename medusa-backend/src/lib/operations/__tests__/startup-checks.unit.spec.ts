import { redactUrl } from "../startup-checks"

// The start-up error names the URL it could not reach; it is logged, so a password in it must not be.
describe("redactUrl", () => {
  it("masks the password and keeps everything an operator needs to spot a wrong setting", () => {
    expect(redactUrl("postgres://shop:s3cret@db.internal:5432/sugandh?sslmode=require")).toBe(
      "postgres://shop:***@db.internal:5432/sugandh?sslmode=require"
    )
    expect(redactUrl("redis://:s3cret@redis:6379/2")).toBe("redis://:***@redis:6379/2")
  })

  it("leaves URLs without a password as they are", () => {
    expect(redactUrl("redis://127.0.0.1:1")).toBe("redis://127.0.0.1:1")
    expect(redactUrl("postgres://postgres@127.0.0.1:1/sugandh")).toBe("postgres://postgres@127.0.0.1:1/sugandh")
  })

  it("never echoes a value it cannot parse (it might be a secret pasted into the wrong variable)", () => {
    expect(redactUrl("not a url with hunter2")).toBe("(not a valid URL)")
  })
})
