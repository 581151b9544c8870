/**
 * How every browser test of the project starts Chromium: Debian's build unless `CHROMIUM_PATH` names
 * another, with the flags that keep it off the network it cannot reach here (no background
 * networking, component updates or sync) and runnable as root in a container.
 */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The accessibility rules every page and story is held to: WCAG 2.2 AA. */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
