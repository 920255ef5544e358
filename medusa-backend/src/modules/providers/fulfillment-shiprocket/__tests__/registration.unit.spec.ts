import shiprocketModule from "../index"
import { ShiprocketFulfillmentProviderService } from "../service"

/** medusa-config.ts registers the provider only when Shiprocket's API user is set: the shop runs as today without it. */
describe("Shiprocket provider registration", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  const fulfillmentProviders = (env: Record<string, string>) => {
    for (const key of ["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD", "SHIPROCKET_PICKUP_LOCATION", "SHIPROCKET_API_URL"])
      delete process.env[key]
    Object.assign(process.env, env)
    // defineConfig keys the modules by their key.
    let config: { modules: Record<string, { options?: { providers?: { id: string; resolve: string; options?: unknown }[] } }> } | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- medusa-config reads the environment when loaded: a fresh copy per case
      config = require("../../../../../medusa-config")
    })
    return config!.modules.fulfillment.options!.providers!
  }

  it("is off by default: self-ship and Standard Shipping only", () => {
    expect(fulfillmentProviders({}).map((p) => p.id)).toEqual(["manual", "sugandh"])
  })

  it("is registered with its settings when the API user and pickup location are set", () => {
    const providers = fulfillmentProviders({
      SHIPROCKET_EMAIL: "api@shop.in",
      SHIPROCKET_PASSWORD: "pw",
      SHIPROCKET_PICKUP_LOCATION: "Warehouse",
    })
    expect(providers.find((p) => p.id === "shiprocket")).toEqual({
      resolve: "./src/modules/providers/fulfillment-shiprocket",
      id: "shiprocket",
      options: { email: "api@shop.in", password: "pw", pickup_location: "Warehouse", api_url: "https://apiv2.shiprocket.in" },
    })
  })

  it("exports the provider class Medusa instantiates as shiprocket_shiprocket", () => {
    expect((shiprocketModule as unknown as { services: unknown[] }).services).toEqual([ShiprocketFulfillmentProviderService])
    expect(ShiprocketFulfillmentProviderService.identifier).toBe("shiprocket")
  })
})
