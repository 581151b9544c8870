/** The resume-builder journeys every brand app runs. */
export function defineResumeBuilderSuite(_brand: { name: string; vertical: string }): void {}
