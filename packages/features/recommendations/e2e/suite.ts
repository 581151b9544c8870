/** The recommendations journeys (placeholder while they are written). */
export function defineRecommendationsSuite(_brand: { name: string; vertical: string }): void {}
