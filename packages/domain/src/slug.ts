/**
 * Builds the slug of a category, tag, city or search keyword (product.md section 2).
 *
 * Steps, in this order:
 * 1. lowercase; lone UTF-16 surrogates are dropped (they cannot be put in a URL);
 * 2. `&` is removed;
 * 3. `c#` becomes `c-sharp`, `+` becomes `-plus`, any other `#` becomes `hash`;
 * 4. `.` is removed;
 * 5. every run of whitespace, `/` and `-` becomes one `-`;
 * 6. `-` is trimmed from both ends.
 *
 * About "strip `-`": the spec removes hyphens from the input. Taken literally that cannot be
 * idempotent, because every slug contains hyphens (`banking-finance` would become `bankingfinance`,
 * `c-sharp` would become `csharp`). So a hyphen in the input is treated like a space: a separator that
 * collapses with its neighbours. `Sales - Marketing` still gives `sales-marketing` as the literal rule
 * does; only a hyphen inside a word differs (`E-Commerce` gives `e-commerce`, not `ecommerce`).
 *
 * Characters the rules do not mention (letters of any script, digits, `(`, `'`, ...) are kept as they
 * are; the path builders URL-encode the slug where it needs it.
 *
 * Invariants (property-tested): the result is lowercase; contains no `&`, `.`, `#`, `+`, `/` or
 * whitespace; has no `--` and no `-` at either end; and `toSlug(toSlug(x)) === toSlug(x)`.
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\p{Cs}/gu, '')
    .replace(/&/g, '')
    .replace(/c#/g, 'c-sharp')
    .replace(/\+/g, '-plus')
    .replace(/#/g, 'hash')
    .replace(/\./g, '')
    .replace(/[\s/-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
