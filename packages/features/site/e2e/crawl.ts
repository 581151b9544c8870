export function defineNoDeadEndsSuite(_brand: { name: string; vertical: string }): void {}
