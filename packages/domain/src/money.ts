/** Money as every page writes it: the rupee sign and Indian digit grouping. */

const GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * An amount in rupees as the site writes it: `₹2,999`, `₹2,50,000`, `₹1,499.50` (the rupee sign, no
 * space, Indian grouping, paise only when there are some). The one money format of every page, the
 * plan pages and course fees alike, and of the payment pages the API serves.
 */
export function formatRupees(amount: number): string {
  return `₹${GROUPING.format(amount)}`;
}

/**
 * A stored amount in rupees as lakhs (1 lakh = ₹1,00,000), to two places: how the job answers give a
 * salary, and how a seeker states the salary they expect.
 */
export const lakhsOf = (rupees: number | null): number | null =>
  rupees === null ? null : Math.round(rupees / 1000) / 100;
