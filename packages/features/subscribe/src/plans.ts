/**
 * The pure side of the plans and checkout pages: how a plan reads (prices from `PLANS`, in rupees,
 * tax included), where the seeker came from (the Pro page's `refcode`, `pageid`, `recappid`), and what
 * the gateway sent the browser back with. No I/O, so each rule is tested on its own.
 */
import {
  BASIC_DAILY_APPLY_LIMIT,
  EarlyApplicantPreferenceBody,
  type EarlyApplicantPreferenceInput,
  type Entitlement,
  formatRupees,
  PLANS,
  PlanId,
  SubscribeBody,
  SubscriptionHashBody,
} from '@jobsite/domain';
import * as v from 'valibot';

export type { PlanId } from '@jobsite/domain';

/** A price in rupees as every page shows it: `₹2,999` (the site's one money format). */
export const rupees = formatRupees;

/** How one plan reads on a plan card: every figure comes from `PLANS`. */
export interface PlanOffer {
  id: PlanId;
  name: string;
  description: string[];
  /** `₹2,999`. */
  price: string;
  /** `for 6 months`. */
  frequency: string;
  /** `₹500 a month`, when the plan quotes one. */
  perMonth?: string;
  /** `Price includes GST at 18%`. */
  tax: string;
  /** `Save ₹499` for the bundle. */
  highlight?: string;
  /** What a purchase extends. */
  grants: readonly Entitlement[];
}

/** The plans a seeker can buy, as the plan pages show them. */
export function planOffer(id: PlanId): PlanOffer {
  const tax = (gst: number) => `Price includes GST at ${gst}%`;
  if (id === 'bundle') {
    const bundle = PLANS.bundle;
    const parts = bundle.plans.map((p) => PLANS[p]);
    return {
      id,
      name: bundle.name,
      description: [
        ...parts.map((p) => `${p.name} for ${p.frequency}`),
        `${rupees(parts.reduce((n, p) => n + p.price, 0))} if bought separately`,
      ],
      price: rupees(bundle.price),
      frequency: `for ${bundle.frequency}`,
      tax: tax(bundle.gstPercent),
      highlight: `Save ${rupees(bundle.saving)}`,
      grants: bundle.grants,
    };
  }
  const plan = PLANS[id];
  return {
    id,
    name: plan.name,
    description: [...plan.description],
    price: rupees(plan.price),
    frequency: `for ${plan.frequency}`,
    perMonth: `${rupees(plan.monthlyPrice)} a month`,
    tax: tax(plan.gstPercent),
    grants: plan.grants,
  };
}

/** A plan page: its address, the plans it sells side by side, and its words. */
export interface PlanPage {
  path: string;
  plans: readonly PlanId[];
  title: string;
  description: string;
  intro: string;
}

/**
 * The plan pages, by the plan each is the page of (the bundle's is the page of every plan): one route
 * module serves them all (`routes/plans.tsx`), reading its page from the address.
 */
export const PLAN_PAGE: Record<PlanId, PlanPage> = {
  bundle: {
    path: '/subscribe/plans',
    plans: ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'],
    title: 'Plans and prices',
    description:
      'Pro membership, early applicant and resume builder: what each plan gives and its price for 6 months, tax included.',
    intro: `Basic membership is free: apply to any job, up to ${BASIC_DAILY_APPLY_LIMIT} applications in 24 hours. Paid plans add more: choose what helps your search. Prices are for 6 months and include GST.`,
  },
  pro: {
    path: '/subscribe/pro-membership',
    plans: ['pro'],
    title: 'Pro membership',
    description:
      'Pro membership: unlimited applies with no daily limit, application status notifications, a weekly follow-up, insights on other applicants, a starred profile and chat with recruiters who shortlisted you.',
    intro: 'Stand out to recruiters and see how you compare with other applicants.',
  },
  earlyApplicant: {
    path: '/subscribe/early-applicant-preference',
    plans: ['earlyApplicant', 'bundle'],
    title: 'Early applicant',
    description:
      'Early applicant: apply to new jobs before other applicants, with alerts for fresh jobs that match your skills, cities and roles.',
    intro:
      'Be among the first to apply: get new jobs that match your preferences as soon as they are posted.',
  },
  resumeBuilder: {
    path: '/subscribe/resume-builder',
    plans: ['resumeBuilder', 'bundle'],
    title: 'Resume builder',
    description:
      'Resume builder: build a professional resume from your profile and download it as often as you like.',
    intro: 'Turn your profile into a professional resume in minutes.',
  },
};

/** The page of each plan: where a failed payment offers to try again. */
export const PLAN_PAGES = Object.fromEntries(
  Object.entries(PLAN_PAGE).map(([id, page]) => [id, page.path]),
) as Record<PlanId, string>;

/** The plan page at an address (a trailing slash allowed), by its plan; `undefined` for any other. */
export function planPageAt(pathname: string): PlanId | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (Object.keys(PLAN_PAGE) as PlanId[]).find((id) => PLAN_PAGE[id].path === path);
}

/** A plan id read from a form or a query, else `undefined`. */
export function readPlan(value: unknown): PlanId | undefined {
  const parsed = v.safeParse(PlanId, value);
  return parsed.success ? parsed.output : undefined;
}

/** Where the seeker came from to the Pro page (product.md section 9), as `POST subscription/hash` takes it. */
export interface VisitSource {
  refcode?: number;
  pageid?: number;
  recappid?: string;
}

const SourceEntries = v.object({
  refcode: SubscriptionHashBody.entries.refcode,
  pageid: SubscriptionHashBody.entries.pageid,
  recappid: SubscriptionHashBody.entries.recappid,
});

/**
 * The source of a visit from the page's query (or the buy form's fields): each of `refcode`, `pageid`
 * and `recappid` that is well formed is kept, anything else is dropped, so a mangled link still sells.
 */
export function readSource(params: URLSearchParams | FormData): VisitSource {
  const out: VisitSource = {};
  for (const key of ['refcode', 'pageid', 'recappid'] as const) {
    const raw = params.get(key);
    if (typeof raw !== 'string' || raw === '') continue;
    const parsed = v.safeParse(SourceEntries.entries[key], raw);
    if (!parsed.success || parsed.output === undefined) continue;
    if (key === 'recappid') out.recappid = parsed.output as string;
    else out[key] = parsed.output as number;
  }
  return out;
}

/** The source as query parameters (the hidden fields of the buy form, the Pro links). */
export function sourceQuery(source: VisitSource): string {
  const query = new URLSearchParams();
  if (source.refcode !== undefined) query.set('refcode', String(source.refcode));
  if (source.pageid !== undefined) query.set('pageid', String(source.pageid));
  if (source.recappid !== undefined) query.set('recappid', source.recappid);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The Pro page's address for an entry point of `PRO_REFERENCE_CODES`. */
export const proMembershipHref = (source: VisitSource): string =>
  `/subscribe/pro-membership${sourceQuery(source)}`;

/** The page the gateway sends the browser back to: this site's return page, naming the plan. */
export function returnUrl(origin: string, plan: PlanId): string {
  const url = new URL('/subscribe/return', origin);
  url.searchParams.set('plan', plan);
  return url.toString();
}

/** The success page of a plan. */
export const successPath = (plan: PlanId): string => `/subscribe/success?plan=${plan}`;

/** The gateway's fields of a return, by Razorpay's names. */
const RETURN_FIELDS = [
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'error_code',
  'error_description',
] as const;

export type ReturnFields = Partial<Record<(typeof RETURN_FIELDS)[number], string>>;

/** What came back from the gateway: a payment to verify, a failure, or nothing usable. */
export type ReturnReading =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'failed'; fields: ReturnFields & { razorpay_order_id: string } }
  | { kind: 'payment'; fields: ReturnFields & { razorpay_order_id: string } };

/**
 * Reads the gateway's return from the query (the sandbox, and Razorpay's post handed on as a GET):
 * only the gateway's fields are kept, each checked with the schema `POST subscription` checks.
 */
export function readReturn(params: URLSearchParams | FormData): ReturnReading {
  const fields: ReturnFields = {};
  for (const name of RETURN_FIELDS) {
    const value = params.get(name);
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  if (Object.keys(fields).length === 0) return { kind: 'none' };
  const parsed = v.safeParse(SubscribeBody, fields);
  if (!parsed.success || fields.razorpay_order_id === undefined) {
    return { kind: 'invalid' };
  }
  const known = fields as ReturnFields & { razorpay_order_id: string };
  if (!known.razorpay_signature && (known.error_code || known.error_description)) {
    return { kind: 'failed', fields: known };
  }
  return { kind: 'payment', fields: known };
}

/** The return fields as a query string, to hand a cross-site POST on to a same-site GET. */
export function returnQuery(fields: ReturnFields, plan?: PlanId): string {
  const query = new URLSearchParams();
  if (plan) query.set('plan', plan);
  for (const name of RETURN_FIELDS) {
    const value = fields[name];
    if (value !== undefined) query.set(name, value);
  }
  return query.toString();
}

/**
 * Why a return did not grant a plan, as the plan page shows it (`?payment=`): fixed texts, so nothing
 * the gateway or an address sends is shown as it came.
 */
const PAYMENT_PROBLEMS = {
  failed:
    'The payment did not go through, so nothing was granted and your plan has not changed. You can try again below.',
  unverified:
    'We could not verify this payment with the payment gateway, so nothing was granted. If money was taken, your plan is activated as soon as the gateway confirms the payment; otherwise please try again below.',
  'unknown-order':
    'We could not find this order on your account, so nothing was granted. Please try again below.',
  invalid: 'The payment page sent back an incomplete answer, so nothing was granted. Please try again below.',
  unavailable:
    'We could not confirm your payment just now, so nothing has been granted yet. If money was taken, your plan is activated as soon as the gateway confirms the payment; otherwise please try again below.',
} as const;
export type PaymentProblem = keyof typeof PAYMENT_PROBLEMS;

/** The plan page that tells of a problem with a return and offers to buy again. */
export function paymentProblemPath(plan: PlanId | undefined, problem: PaymentProblem): string {
  return `${plan ? PLAN_PAGES[plan] : '/subscribe/plans'}?payment=${problem}`;
}

/** The text of a plan page's `?payment=` problem, if it names one. */
export function paymentProblemText(params: URLSearchParams): string | undefined {
  const code = params.get('payment');
  return code !== null && Object.hasOwn(PAYMENT_PROBLEMS, code)
    ? PAYMENT_PROBLEMS[code as PaymentProblem]
    : undefined;
}

/** A validity date as the pages show it: `23 May 2027`. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** The preference form read with the API's schema: the lists, or the first problem in words. */
export function readPreference(
  form: FormData,
):
  | { ok: true; value: { skills: string[]; cities: string[]; roles: string[] } }
  | { ok: false; error: string } {
  const input: EarlyApplicantPreferenceInput = {
    skills: String(form.get('skills') ?? ''),
    cities: String(form.get('cities') ?? ''),
    roles: String(form.get('roles') ?? ''),
  };
  const parsed = v.safeParse(EarlyApplicantPreferenceBody, input);
  if (!parsed.success) return { ok: false, error: parsed.issues[0]?.message ?? 'Please check your choices.' };
  return { ok: true, value: parsed.output };
}

/**
 * The fields of a gateway's cross-site POST to the return page, by the names `POST subscription`
 * takes: Razorpay posts a success with `razorpay_*` and a failure as `error[code]`,
 * `error[description]` and `error[metadata]` (a JSON text with the order and payment ids).
 */
export function readGatewayPost(form: FormData | URLSearchParams): ReturnFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value.slice(0, 600) : undefined;
  };
  const out: ReturnFields = {};
  for (const name of RETURN_FIELDS) {
    const value = text(name);
    if (value !== undefined) out[name] = value;
  }
  const code = out.error_code ?? text('error[code]');
  const description = out.error_description ?? text('error[description]');
  if (code !== undefined) out.error_code = code;
  if (description !== undefined) out.error_description = description;
  const metadata = text('error[metadata]');
  if (metadata) {
    try {
      const meta = JSON.parse(metadata) as { order_id?: unknown; payment_id?: unknown };
      if (typeof meta.order_id === 'string') out.razorpay_order_id ??= meta.order_id;
      if (typeof meta.payment_id === 'string') out.razorpay_payment_id ??= meta.payment_id;
    } catch {
      // Unreadable metadata: the order stays unknown and the return page says so.
    }
  }
  return out;
}
