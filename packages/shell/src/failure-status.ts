/**
 * The HTTP status an API call failed with (the client's `ApiClientError` carries it), or the status its
 * code stands for when the client refused before asking (`Please select a course` is a 400); else
 * undefined.
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status === 'number' && Number.isInteger(status)) return status;
  if (typeof code === 'number' && code >= 400 && code < 600) return code;
  return undefined;
}
