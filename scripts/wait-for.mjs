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

/**
 * Checks what a phone installs a brand from (issue 41): the manifest at `/manifest.webmanifest`, named
 * `name` and in `themeColor`, each icon it lists a PNG, and the favicons. Answers a line for the log.
 */
export async function checkAppIcons(origin, { name, themeColor }, fail) {
  const res = await fetch(`${origin}/manifest.webmanifest`);
  if (res.status !== 200 || !/^application\/manifest\+json/.test(res.headers.get('content-type') ?? '')) {
    fail(`the manifest answered ${res.status} ${res.headers.get('content-type')}`);
  }
  const manifest = await res.json();
  if (manifest.name !== name || manifest.theme_color !== themeColor) {
    fail(`the manifest names ${manifest.name} in ${manifest.theme_color}, not ${name} in ${themeColor}`);
  }
  const files = [
    ...manifest.icons.map((icon) => [icon.src, 'image/png']),
    ['/apple-touch-icon.png', 'image/png'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/'],
  ];
  for (const [path, type] of files) {
    const file = await fetch(`${origin}${path}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (
      file.status !== 200 ||
      !(file.headers.get('content-type') ?? '').startsWith(type) ||
      bytes.length === 0
    ) {
      fail(`${path} answered ${file.status} ${file.headers.get('content-type')}`);
    }
  }
  return `the manifest names "${manifest.name}" ("${manifest.short_name}") with ${files.length} icons served`;
}
