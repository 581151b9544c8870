export function defineEmailPreferencesSuite(_brand: { name: string; vertical: string }): void {}
