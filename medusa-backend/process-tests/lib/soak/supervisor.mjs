// @ts-check
/**
 * Keeps one process of the soak running, as compose's `restart: unless-stopped`
 * does: when it exits (a fault's kill -9, a restart, or a crash of its own) it
 * is started again at once, on the same port. Exits the soak did not cause
 * are kept apart (`unplannedExits`): a process that dies by itself is a finding.
 */

/**
 * @typedef {object} Supervisable what startMedusa and startStorefrontServer return
 * @property {number | undefined} pid
 * @property {Promise<unknown>} exited
 * @property {(signal: NodeJS.Signals) => unknown} signal
 * @property {() => Promise<unknown>} stop
 */

/**
 * @param {string} name
 * @param {() => Promise<Supervisable>} start
 * @param {(line: string) => void} log
 */
export function supervise(name, start, log) {
  /** @type {Supervisable | null} */
  let handle = null
  let stopping = false
  let planned = false
  /** When each start began and when the process answered (ms since the epoch). */
  const starts = /** @type {Array<{ at: number, readyAt: number }>} */ ([])
  const unplannedExits = /** @type {Array<{ at: number, info: unknown }>} */ ([])

  async function run() {
    for (;;) {
      const at = Date.now()
      try {
        const started = await start()
        handle = started
        starts.push({ at, readyAt: Date.now() })
        started.exited.then((info) => onExit(started, info))
        return
      } catch (error) {
        if (stopping) return
        log(`${name}: start failed, trying again: ${String(error).split("\n")[0]}`)
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
  }

  /** @param {Supervisable} which @param {unknown} info */
  function onExit(which, info) {
    if (stopping || which !== handle) return
    if (!planned) {
      unplannedExits.push({ at: Date.now(), info })
      log(`${name} exited by itself (${JSON.stringify(info)}); restarting it`)
    }
    planned = false
    handle = null
    restarting = run()
  }

  const started = run()
  let restarting = started

  return {
    name,
    started,
    starts,
    unplannedExits,
    pid: () => handle?.pid,
    /** Up and answering now (not between an exit and the next start's readiness). */
    isUp: () => handle !== null,
    /** The most recent start whose process answered after `t`, or undefined. @param {number} t */
    readyAfter: (t) => starts.find((s) => s.at >= t),
    /** Sends a signal as a fault; the exit that follows is expected, and the process is started again. @param {NodeJS.Signals} signal */
    fault(signal) {
      if (!handle) throw new Error(`${name} is not running`)
      planned = true
      handle.signal(signal)
    },
    async stop() {
      stopping = true
      await restarting.catch(() => undefined)
      await handle?.stop()
    },
  }
}

/** @typedef {ReturnType<typeof supervise>} Supervised */
