/**
 * What the plan pages' loaders and actions share: the seeker's entitlements, and buying (the order at
 * the server's price, then off to the gateway's checkout). Runs on the server only (loaders, actions).
 */
import { isApiClientError } from '@jobsite/api-client';
import type { Entitlement, PlanState } from '@jobsite/domain';
import type { Checkout } from '@jobsite/domain/answers';
import {
  errorText,
  field,
  loginPath,
  originOf,
  pageUrlOf,
  publicCache,
  type Site,
  siteContext,
} from '@jobsite/shell/site';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import {
  formatDate,
  type PlanId,
  type PlanOffer,
  paymentProblemText,
  planOffer,
  readPlan,
  readSource,
  returnUrl,
  type VisitSource,
} from './plans.ts';

/** The seeker's entitlements as the pages show them: whether each runs, and until when. */
export type Holdings = Partial<Record<Entitlement, { active: boolean; until: string | null }>>;

const holding = (state: PlanState | undefined) =>
  state ? { active: state.active, until: formatDate(state.expiry) } : undefined;

/**
 * What the signed-in seeker holds: `GET subscription/details` with the bearer (fetched first by
 * `auth/refresh`, as the catalogue has it), else the cookie Pro check; `{}` when signed out or when
 * neither answers (the page still sells, it just cannot say what runs).
 */
export async function holdingsOf(site: Site): Promise<Holdings> {
  if (!site.signedIn) return {};
  try {
    if (!site.api.token) await site.api.auth.refresh(undefined);
    const details = await site.api.subscription.subscriptionDetails(undefined);
    const out: Holdings = {};
    for (const key of ['pro', 'earlyApplicant', 'resumeBuilder'] as const) {
      const h = holding(details[key]);
      if (h) out[key] = h;
    }
    return out;
  } catch {
    try {
      const check = await site.api.user.proCheck(undefined);
      return {
        pro: {
          active: check.isPro,
          until: formatDate(typeof check.expiry === 'string' ? check.expiry : null),
        },
      };
    } catch {
      return {};
    }
  }
}

/** A plan card's state: its offer, whether what it grants all runs now, and until when. */
export interface PlanView extends PlanOffer {
  active: boolean;
  until: string | null;
}

function planViews(ids: readonly PlanId[], holdings: Holdings): PlanView[] {
  return ids.map((id) => {
    const offer = planOffer(id);
    const states = offer.grants.map((g) => holdings[g]);
    const active = states.length > 0 && states.every((s) => s?.active === true);
    return { ...offer, active, until: active ? (states[0]?.until ?? null) : null };
  });
}

/** The loader of a plan page: the plans, the seeker's state, the visit's source and the canonical. */
export async function planPageData({ request, context }: LoaderFunctionArgs, ids: readonly PlanId[]) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const holdings = await holdingsOf(site);
  return {
    site: site.name,
    signedIn: site.signedIn,
    plans: planViews(ids, holdings),
    source: readSource(url.searchParams),
    /** What went wrong with a payment the gateway sent back (`?payment=`), as a fixed text. */
    problem: paymentProblemText(url.searchParams) ?? null,
    canonical: `${originOf(site, request)}${url.pathname}`,
  };
}

/** What a buy action answers when it does not send the browser on. */
export type BuyResult =
  | { ok: false; plan?: PlanId; error: string }
  /** The checkout to go on to by the page: a form to post (Razorpay), or a link without scripts. */
  | { ok: true; plan: PlanId; checkout: Checkout };

/**
 * `POST` of a plan page: makes the order (`POST subscription/hash`) with the visit's source and this
 * site's return page, then sends the browser to the gateway's checkout. Signed-out people log in first
 * and come back to the page.
 */
export async function buy({ request, context }: ActionFunctionArgs): Promise<BuyResult> {
  const site = context.get(siteContext);
  const form = await request.formData();
  const plan = readPlan(field(form, 'plan'));
  if (!plan) return { ok: false, error: 'Please choose a plan to buy.' };
  if (!site.signedIn) throw redirect(loginPath(request));
  const source: VisitSource = { ...readSource(pageUrlOf(request).searchParams), ...readSource(form) };
  let checkout: Checkout;
  try {
    const order = await site.api.subscription.subscriptionHash({
      plan,
      ...source,
      returnUrl: returnUrl(originOf(site, request), plan),
    });
    checkout = order.checkout;
  } catch (error) {
    return { ok: false, plan, error: buyErrorText(error) };
  }
  // A plain checkout address (the sandbox): a script's submission (`.data`) is sent there at once, as
  // the router follows a redirect to another site by a navigation. A form posted without scripts
  // gets a link instead: the page's CSP (`form-action 'self'`) stops a form's redirect to another
  // origin, but not a link.
  const scripted = new URL(request.url).pathname.endsWith('.data');
  if (checkout.method === 'GET' && scripted) throw redirect(checkout.url, 303);
  return { ok: true, plan, checkout };
}

function buyErrorText(error: unknown): string {
  if (
    isApiClientError(error) &&
    (error.kind === 'timeout' || error.kind === 'network' || error.status === 502)
  )
    return `${errorText(error)} Nothing was charged.`;
  return errorText(error);
}

/** Plan pages are public: cacheable for a while when signed out (the shell keeps signed-in ones private). */
export const planPageHeaders = () => ({ 'Cache-Control': publicCache(300) });
