/** The part of a logger that code below the routes uses (Fastify's logger has this shape). */
export interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const consoleLog: Log = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

let current: Log = consoleLog;

/**
 * The log of code that has no request or app at hand: a shared helper (the password check), a timer
 * that runs after a commit (balance news). It writes to the logger of the app built last in this
 * process (there is one per process outside tests), and to the console before any app exists (the
 * command-line scripts).
 */
export const processLog: Log = {
  warn: (obj, msg) => current.warn(obj, msg),
  error: (obj, msg) => current.error(obj, msg),
};

/** Sends the process log to an app's logger; buildApp does this. */
export function useProcessLog(log: Log): void {
  current = log;
}
