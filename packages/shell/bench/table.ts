/** What the benches print their results as: a Markdown table, after a blank line. */
export function printTable(head: readonly string[], rows: readonly (readonly unknown[])[]) {
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}
