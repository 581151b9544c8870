/** The subscribe journeys every brand app runs. */
export function defineSubscribeSuite(_brand: { name: string; vertical: string }): void {}
