export function defineSocialSuite(_brand: { name: string; vertical: string }): void {}
