export function defineSurveysSuite(_brand: { name: string; vertical: string }): void {}
