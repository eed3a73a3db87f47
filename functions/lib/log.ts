/**
 * Structured log lines (one JSON object each, as the functions' JSON log format expects) for
 * problems that do not fail the request.
 */
export function logWarn(message: string, error?: unknown): void {
  console.warn(JSON.stringify({ level: 'warn', message, ...(error === undefined ? {} : { error: String(error).slice(0, 300) }) }));
}
