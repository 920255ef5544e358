// @ts-check
import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const BACKEND_DIR = path.join(ROOT, "medusa-backend")
export const STOREFRONT_DIR = path.join(ROOT, "storefront")
export const CONTRACT_DIR = path.join(ROOT, "packages", "contract")
// Outside medusa-backend on purpose: `medusa develop` restarts on any change in its folder.
export const DATA_DIR = path.join(ROOT, ".data")
export const BIN = path.join(ROOT, "node_modules", ".bin")
// React Router's CLI is installed for the storefront workspace (not hoisted: the Medusa admin brings its own router).
export const REACT_ROUTER_BIN = path.join(STOREFRONT_DIR, "node_modules", ".bin", "react-router")
