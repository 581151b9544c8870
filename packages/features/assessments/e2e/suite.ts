/** The assessments journeys every brand app runs. */
export function defineAssessmentsSuite(_brand: { name: string; vertical: string }): void {}
