export type Vertical = 'management' | 'technology';

/** The two verticals (brands) and their job categories (product.md section 1), each with its slug. */
export const VERTICALS = {
  management: {
    id: 'management',
    categories: [
      { name: 'Banking & Finance', slug: 'banking-finance' },
      { name: 'Sales & Marketing', slug: 'sales-marketing' },
      { name: 'Consulting', slug: 'consulting' },
      { name: 'HR', slug: 'hr' },
      { name: 'IT', slug: 'it' },
      { name: 'Supply Chain', slug: 'supply-chain' },
      { name: 'Legal', slug: 'legal' },
      { name: 'BPO', slug: 'bpo' },
      { name: 'Healthcare', slug: 'healthcare' },
      { name: 'Pharma', slug: 'pharma' },
      { name: 'GenAI', slug: 'genai' },
    ],
  },
  technology: {
    id: 'technology',
    categories: [
      { name: 'AI/ML', slug: 'ai-ml' },
      { name: 'Data', slug: 'data' },
      { name: 'Software Development', slug: 'software-development' },
      { name: 'Product/Design', slug: 'product-design' },
      { name: 'Others', slug: 'others' },
    ],
  },
} as const satisfies Record<
  Vertical,
  { id: Vertical; categories: readonly { name: string; slug: string }[] }
>;

/** Feature flags of each vertical when the flag file says nothing (product.md section 3). */
export const DEFAULT_FEATURE_FLAGS = {
  management: { competition: true, competitionPreferredCompany: false, applyFloatingButton: true },
  technology: { competition: false, competitionPreferredCompany: false, applyFloatingButton: true },
} as const satisfies Record<
  Vertical,
  { competition: boolean; competitionPreferredCompany: boolean; applyFloatingButton: boolean }
>;
