/** The interviews journeys every brand app runs. */
export function defineInterviewsSuite(_brand: { name: string; vertical: string }): void {}
