export function defineKeyedPagesSuite(_brand: { name: string; vertical: string }): void {}
