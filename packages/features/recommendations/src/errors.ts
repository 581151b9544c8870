/**
 * The field a refusal names: the API says `Invalid body field 'email': must be ...`, the client's own check
 * before sending `Invalid body of POST {call}: email: must be ...`; the form shows the rest of the text
 * beside that field.
 */
export function fieldError(message: string): { field: string; text: string } | undefined {
  const match =
    /^Invalid (?:body field|query parameter) '([A-Za-z]+)': (.+)$/.exec(message) ??
    /^Invalid (?:body|query) of [^:]+: ([A-Za-z]+): (.+)$/.exec(message);
  if (!match) return undefined;
  const text = (match[2] as string).replace(/^is required$/, 'Please fill this in');
  return { field: match[1] as string, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** A date as the pages show it: "7 December 2026". */
export const dayOf = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
