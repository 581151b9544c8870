/** Test helper: a client with a cookie jar, like a browser talking to the API. */

export interface Browser {
  request(
    method: string,
    path: string,
    init?: {
      form?: Record<string, string>;
      json?: unknown;
      /** A body sent as it is, with the content type `headers` give. */
      body?: string;
      /** A multipart form (its content type and boundary set by fetch). */
      data?: FormData;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
}

export function browser(base: string, origin = 'http://localhost:3000'): Browser {
  const jar = new Map<string, string>();
  return {
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { origin, ...init.headers };
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      let body: string | FormData | undefined = init.body ?? init.data;
      if (init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(init.form).toString();
      } else if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      const res = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
        if (expired) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => void jar.set(name, value),
  };
}
