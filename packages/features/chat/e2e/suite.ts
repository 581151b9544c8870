/** The chat journeys every brand app runs. */
export function defineChatSuite(_brand: { name: string; vertical: string }): void {}
