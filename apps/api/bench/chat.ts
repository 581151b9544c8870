/**
 * The chat figure of `pnpm bench:api` (decision 0028): `streams` seekers each hold the live stream open
 * (`GET user/chat/events`) while a recruiter writes once to each (internal API), then each seeker
 * replies once, which the recruiters' stream (`/internal/{vertical}/chat/events`) receives, and the
 * recruiter reads each conversation, which each seeker's stream hears. Prints the delivery latency of
 * each direction: from the start of the writing request to the event arriving on the other side.
 */

const PASSWORD = 'a long enough passphrase for the chat bench';

interface Stream {
  /** Resolves with the arrival time of the first event matching `match`. */
  waitFor(match: (frame: string) => boolean): Promise<number>;
  close(): void;
}

/** Opens a stream and resolves once the server has subscribed (its `: connected` comment). */
async function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`stream ${url}: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const waiters: { match: (frame: string) => boolean; resolve: (t: number) => void }[] = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith(': connected')) connected?.();
          for (let i = waiters.length - 1; i >= 0; i--) {
            const w = waiters[i];
            if (w?.match(frame)) {
              waiters.splice(i, 1);
              w.resolve(now);
            }
          }
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  await ready;
  return {
    waitFor: (match) => new Promise((resolve) => waiters.push({ match, resolve })),
    close: () => abort.abort(),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await task(items[i] as T, i);
    }),
  );
  return out;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
};

/**
 * The figure for one running API (started with `ADMIN_KEY` = `adminKey` and `TRUST_PROXY=true`, so each
 * sign-up may come from its own address past the per-address limit). `width`: requests sent at once.
 */
export async function benchChat(
  base: string,
  options: { vertical: string; streams: number; adminKey: string; width?: number },
) {
  const { vertical, streams, adminKey } = options;
  const width = options.width ?? 20;
  const internal = (method: string, path: string, body?: unknown) =>
    fetch(`${base}/internal/${vertical}${path}`, {
      method,
      headers: { 'x-admin-key': adminKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const jobRes = await internal('POST', '/jobs', { title: `Chat bench ${Date.now()}` });
  if (!jobRes.ok) throw new Error(`post job: ${jobRes.status}`);
  const job = ((await jobRes.json()) as { id: number }).id;

  const run = Date.now();
  const seekers = await inBatches(Array.from({ length: streams }), width, async (_, i) => {
    const res = await fetch(`${base}/${vertical}/user/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.${(run >> 8) & 255}.${i >> 8}.${i & 255}`,
      },
      body: new URLSearchParams({
        name: 'Bench Seeker',
        email: `chat-bench-${run}-${i}@example.com`,
        password: PASSWORD,
      }),
    });
    if (!res.ok) throw new Error(`register: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const applied = await fetch(`${base}/${vertical}/job/apply?jobcode=${job}`, {
      method: 'POST',
      headers: { cookie },
    });
    if (!applied.ok) throw new Error(`apply: ${applied.status}`);
    return { cookie, applicationId: ((await applied.json()) as { applicationId: number }).applicationId };
  });

  const seekerStreams = await inBatches(seekers, width, (s) =>
    openStream(`${base}/${vertical}/user/chat/events`, { cookie: s.cookie }),
  );
  const recruiterStream = await openStream(`${base}/internal/${vertical}/chat/events`, {
    'x-admin-key': adminKey,
  });
  const ofApplication = (id: number, kind: 'message' | 'read') => (frame: string) =>
    frame.includes(`"kind":"${kind}"`) && frame.includes(`"applicationId":${id},`);

  try {
    // Recruiter → seeker: one message to each, arriving on that seeker's stream.
    const toSeeker = await inBatches(seekers, width, async (s, i) => {
      const arrived = seekerStreams[i]?.waitFor(ofApplication(s.applicationId, 'message'));
      const t0 = performance.now();
      const res = await internal('POST', `/applications/${s.applicationId}/messages`, { body: `Hello ${i}` });
      if (res.status !== 201) throw new Error(`recruiter message: ${res.status}`);
      return (await (arrived as Promise<number>)) - t0;
    });
    // Seeker → recruiter: each replies once, arriving on the recruiters' stream.
    const toRecruiter = await inBatches(seekers, width, async (s, i) => {
      const arrived = recruiterStream.waitFor(
        (frame) => ofApplication(s.applicationId, 'message')(frame) && frame.includes('"sender":"seeker"'),
      );
      const t0 = performance.now();
      const res = await fetch(`${base}/${vertical}/user/chat/messages`, {
        method: 'POST',
        headers: { cookie: s.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ applicationId: s.applicationId, body: `Reply ${i}` }),
      });
      if (res.status !== 201) throw new Error(`seeker message: ${res.status}`);
      return (await arrived) - t0;
    });
    // The recruiter reads: the read receipt ("Seen") arrives on the seeker's stream.
    const readReceipt = await inBatches(seekers, width, async (s, i) => {
      const arrived = seekerStreams[i]?.waitFor(
        (frame) => ofApplication(s.applicationId, 'read')(frame) && frame.includes('"reader":"recruiter"'),
      );
      const t0 = performance.now();
      const res = await internal('POST', `/applications/${s.applicationId}/messages/read`, {});
      if (!res.ok) throw new Error(`recruiter read: ${res.status}`);
      return (await (arrived as Promise<number>)) - t0;
    });
    return {
      streams,
      recruiterToSeeker: summary(toSeeker),
      seekerToRecruiter: summary(toRecruiter),
      readReceipt: summary(readReceipt),
    };
  } finally {
    for (const s of seekerStreams) s.close();
    recruiterStream.close();
  }
}

export function chatLine(label: string, r: Awaited<ReturnType<typeof benchChat>>): string {
  return `${label} chat: ${r.streams} streams, recruiter→seeker p95 ${r.recruiterToSeeker.p95} ms (p50 ${r.recruiterToSeeker.p50}), seeker→recruiter p95 ${r.seekerToRecruiter.p95} ms (p50 ${r.seekerToRecruiter.p50}), recruiter-read→seeker p95 ${r.readReceipt.p95} ms (p50 ${r.readReceipt.p50})`;
}
