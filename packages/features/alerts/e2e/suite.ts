/** The alerts journeys every brand app runs. */
export function defineAlertsSuite(_brand: { name: string; vertical: string }): void {}
