export function defineRoundZeroSuite(_brand: { name: string; vertical: string }): void {}
