/** The learning journeys (placeholder while they are written). */
export function defineLearningSuite(_brand: { name: string; vertical: string }): void {}
