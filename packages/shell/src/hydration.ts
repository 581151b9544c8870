/**
 * Hydration after the first paint (decision 0013).
 *
 * React Router's `<Scripts />` asks for every module the page hydrates with at once: `modulepreload`
 * links in `<head>` (about 130 KB gzipped over some 25 requests) and an inline module script that
 * imports them. On a slow phone connection those downloads share the bandwidth with the HTML and the
 * render-blocking CSS, although the server-rendered page needs none of them to be read: its links and
 * forms work without JavaScript. This transform of the HTML stream moves the downloads behind the
 * first paint:
 *
 * - the `modulepreload` links are taken out of `<head>`;
 * - the inline module script is renamed to an inert type, so the browser neither runs it nor fetches
 *   its imports;
 * - a small classic script after it waits for the browser to report the first contentful paint (a
 *   `paint` performance entry; the next animation frame where that is not supported; at most 3 s, for
 *   a page that is never painted, such as a background tab), then adds the preloads back, a few per
 *   task so that no task blocks a slow phone for long, and runs the module script's own text as a new
 *   module script at the end of `<body>`.
 * - a signed-out visitor's page whose route asks for it (the job page, the brand's copy pages) waits
 *   instead for the first use of a control that needs the app (decision 0055): until then it loads no
 *   JavaScript file at all.
 *
 * Everything else in the document passes through unchanged, chunk by chunk.
 */

/** The inert type the hydration module script carries until the page has been painted. */
export const DEFERRED_MODULE_TYPE = 'text/x-jobsite-hydration';

/** The module script's tag as React Router renders it: `type="module"`, `async`, maybe a nonce first. */
const MODULE_SCRIPT_TAG = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_CLOSE = '</script>';
const HEAD_CLOSE = '</head>';
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g;
/**
 * How many preloads the loader adds per task. Each one starts a request; on a slow phone 28 of them in
 * one go are a task of over 100 ms, six are a few milliseconds.
 */
const PRELOAD_BATCH = 6;

/** Undoes the escaping React applies to attribute values (asset paths hold no other entities). */
function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * When a page hydrates (decision 0055): after its first paint (most pages); on first use, for a
 * signed-out visitor's page whose route asks for it (`handle.hydrate === 'on-use'`); or never (an
 * error page served while the API is down).
 */
export type HydrationMode = 'after-paint' | 'on-use' | 'never';

/** A route's `handle` that asks for hydration on use when a signed-out visitor opens it. */
interface HydrationHandle {
  hydrate?: 'on-use';
}

/** The attribute the on-use loader puts on `<html>` (`data-hydration="on-use"`) until the page hydrates. */
export const ON_USE_MARK = 'on-use';

/**
 * The hydration mode of a document: on use only for a signed-out visitor's successful page whose
 * deepest route asks for it; a signed-in person's page (their actions, shortcuts and chat need the
 * app at once) and every error page hydrate after the paint.
 */
export function hydrationMode({
  apiDown,
  status,
  signedIn,
  handles,
}: {
  apiDown: boolean;
  status: number;
  signedIn: boolean;
  /** The handles of the matched routes, outermost first. */
  handles: readonly unknown[];
}): HydrationMode {
  if (apiDown) return 'never';
  const deepest = handles.at(-1);
  const asks =
    typeof deepest === 'object' && deepest !== null && (deepest as HydrationHandle).hydrate === 'on-use';
  return asks && status === 200 && !signedIn ? 'on-use' : 'after-paint';
}

/**
 * The part of the loader that starts hydration: with `'after-paint'`, once the browser reports the
 * first contentful paint (the next animation frame where that is not supported; at most 3 s, for a
 * page that is never painted, such as a background tab).
 *
 * With `'on-use'`, on the first use of a control that needs the app: a pointer down on, focus
 * reaching, or a change of an input, select, textarea or button that does not submit a form (a form's
 * own submit works without JavaScript, and the page it leads to has its own scripts). Links never
 * start it.
 * What the person did before the app took over is carried over once `<html>` has `data-hydrated`:
 * a select's choice is handed to the app as a `change` (the theme applies), and a control that still
 * has focus is told so again (`focusin`), so the header's search field offers suggestions for what was
 * typed. A plain button's click before then is not repeated: none of the pages that ask for this has
 * one for a visitor, and a page that does should carry it over the same way before it asks.
 */
function startScript(mode: 'after-paint' | 'on-use'): string {
  if (mode === 'after-paint') {
    return (
      'try{new PerformanceObserver((list,observer)=>{if(list.getEntries().some((entry)=>entry.name==="first-contentful-paint")){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}' +
      'catch{requestAnimationFrame(()=>setTimeout(start,0))}setTimeout(start,3000)'
    );
  }
  return (
    `const root=document.documentElement;root.dataset.hydration="${ON_USE_MARK}";` +
    'const CONTROL="input,select,textarea,button";let replay=null;' +
    'const control=(event)=>event.target instanceof Element?event.target.closest(CONTROL):null;' +
    'const submits=(c)=>c.type==="submit"&&Boolean(c.form);' +
    'const use=(event)=>{const c=control(event);if(c&&!submits(c))start()};' +
    'const change=(event)=>{const c=control(event);if(!c)return;if(c.tagName==="SELECT")replay={c,value:c.value};start()};' +
    'const listeners=[["pointerdown",use],["focusin",use],["change",change]];' +
    'for(const[type,listener]of listeners)document.addEventListener(type,listener,true);' +
    'new MutationObserver((_,observer)=>{if(!("hydrated"in root.dataset))return;observer.disconnect();' +
    'for(const[type,listener]of listeners)document.removeEventListener(type,listener,true);' +
    'delete root.dataset.hydration;const r=replay;' +
    'if(r&&r.c.isConnected){r.c.value=r.value;r.c.dispatchEvent(new Event("change",{bubbles:true}))}' +
    'else{const a=document.activeElement;if(a instanceof Element&&a.matches(CONTROL))a.dispatchEvent(new FocusEvent("focusin",{bubbles:true}))}' +
    '}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]})'
  );
}

/**
 * The classic script that starts hydration after the first paint, or on first use (`mode`). `hrefs`
 * are the module paths the head preloaded; they are written as JSON with `<` escaped so no value can
 * close the script.
 */
export function hydrationLoader(
  hrefs: readonly string[],
  nonce?: string,
  mode: 'after-paint' | 'on-use' = 'after-paint',
): string {
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
  return (
    // Preloads go in batches of PRELOAD_BATCH, a task each, then the module script runs with the
    // loader's own nonce (the page's CSP asks every script for it).
    `<script${nonceAttribute}>(()=>{let started=false;const nonce=document.currentScript&&document.currentScript.nonce;const hrefs=${list};` +
    'const run=()=>{const inert=document.querySelector(\'script[type="' +
    DEFERRED_MODULE_TYPE +
    '"]\');if(!inert)return;' +
    'const script=document.createElement("script");script.type="module";if(nonce)script.nonce=nonce;script.textContent=inert.textContent;document.body.append(script)};' +
    'const preload=()=>{const links=document.createDocumentFragment();' +
    `for(const href of hrefs.splice(0,${PRELOAD_BATCH})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;links.append(link)}` +
    'document.head.append(links);if(hrefs.length>0)setTimeout(preload,0);else run()};' +
    'const start=()=>{if(started)return;started=true;preload()};' +
    `${startScript(mode)}})()</script>`
  );
}

type State = 'head' | 'body' | 'done';

/**
 * A text transform of a server-rendered document that defers hydration past the first paint, or to
 * the first use (`mode`). A document without `</head>` or without the module script passes through as
 * it came. `nonce` goes on the loader script; with `mode: 'never'` the page never hydrates (an error
 * page served while the API is down stays as the server rendered it).
 */
export function deferHydration({
  nonce,
  mode = 'after-paint',
}: {
  nonce?: string;
  mode?: HydrationMode;
} = {}): TransformStream<string, string> {
  let state: State = 'head';
  let pending = '';
  const preloads: string[] = [];

  const step = (emit: (text: string) => void) => {
    if (state === 'head') {
      const end = pending.indexOf(HEAD_CLOSE);
      if (end < 0) return;
      const head = pending.slice(0, end).replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(unescapeAttribute(href));
        return '';
      });
      emit(head);
      pending = pending.slice(end);
      state = 'body';
    }
    if (state === 'body') {
      const tag = MODULE_SCRIPT_TAG.exec(pending);
      if (!tag) {
        // Keep back a tag that is not closed yet, so one split across two chunks is still found.
        const lastOpen = pending.lastIndexOf('<');
        const cut = lastOpen >= 0 && pending.indexOf('>', lastOpen) < 0 ? lastOpen : pending.length;
        emit(pending.slice(0, cut));
        pending = pending.slice(cut);
        return;
      }
      const open = tag.index;
      const tagEnd = open + tag[0].length - 1;
      const close = pending.indexOf(SCRIPT_CLOSE, tagEnd);
      if (close < 0) {
        emit(pending.slice(0, open));
        pending = pending.slice(open);
        return;
      }
      const end = close + SCRIPT_CLOSE.length;
      emit(
        `${pending.slice(0, open)}<script type="${DEFERRED_MODULE_TYPE}">` +
          pending.slice(tagEnd + 1, end) +
          (mode === 'never' ? '' : hydrationLoader(preloads, nonce, mode)),
      );
      pending = pending.slice(end);
      state = 'done';
    }
    if (state === 'done') {
      emit(pending);
      pending = '';
    }
  };

  return new TransformStream<string, string>({
    transform(chunk, controller) {
      pending += chunk;
      step((text) => {
        if (text) controller.enqueue(text);
      });
    },
    flush(controller) {
      if (pending) controller.enqueue(pending);
    },
  });
}
