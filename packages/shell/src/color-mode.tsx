/**
 * The colour mode a person chooses (decision 0049): as on their device, light or dark, kept in this
 * browser (`localStorage`) and applied as `data-color-mode` on `<html>`, which the brand theme reads
 * (`makeBrandTheme`). A small script in `<head>` applies a stored choice before the first paint, so
 * a dark page never flashes light; the page itself is the same for everyone, so the site's page copies
 * (decision 0047) and any cache can share it.
 */
import { type ColorModeChoice, ColorModeSelect } from '@jobsite/ui/ColorMode';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';

const COLOR_MODE_KEY = 'color-mode';

/** Runs in `<head>` before anything is painted; a browser that refuses storage keeps the device's mode. */
const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(m==="light"||m==="dark")document.documentElement.dataset.colorMode=m}catch(e){}`;

/** This document's CSP nonce, for its own inline script (the server entry provides it). */
export const NonceContext = createContext<string | undefined>(undefined);

/** The script element of `<head>`. Its nonce is hidden from the page once parsed, hence the suppression. */
export function ColorModeScript() {
  const nonce = useContext(NonceContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, not content
      dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }}
    />
  );
}

function stored(): ColorModeChoice {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a choice to the page and keeps it for the next visit. */
function applyColorMode(choice: ColorModeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.colorMode;
  else root.dataset.colorMode = choice;
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, choice);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

/**
 * Shows the stored choice in the footer's select at once, before the app hydrates (a page that
 * hydrates on use may never): it runs right after the select, which it finds as its previous sibling.
 */
const SELECT_SCRIPT = `(function(s){try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(s&&(m==="light"||m==="dark"))s.value=m}catch(e){}})(document.currentScript&&document.currentScript.previousElementSibling&&document.currentScript.previousElementSibling.querySelector("select"))`;

/** A choice made in another tab (the `storage` event) shows here too. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The footer's theme control. The server renders "as on this device" (the page is the same for
 * everyone); the script after it shows the stored choice before hydration, and once hydrated the
 * control reads the store (`useSyncExternalStore` swaps in the browser's value before the first paint
 * after hydration, so the select never shows the wrong choice).
 */
export function ColorModeControl() {
  const nonce = useContext(NonceContext);
  const current = useSyncExternalStore(subscribe, stored, () => 'system' as const);
  const [picked, setPicked] = useState<ColorModeChoice | null>(null);
  return (
    <>
      <ColorModeSelect
        value={picked ?? current}
        onChange={(next) => {
          setPicked(next);
          applyColorMode(next);
        }}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, not content
        dangerouslySetInnerHTML={{ __html: SELECT_SCRIPT }}
      />
    </>
  );
}
