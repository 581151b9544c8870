// What the checks that start servers share: waiting until a server answers.

/**
 * Waits until `url` answers 2xx, asking four times a second; calls `fail` with what went wrong when it
 * has not answered within `seconds`.
 */
export async function waitFor(url, seconds, fail) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${url} did not answer within ${seconds} s`);
}
