export { type FormComponent, SurveyPrompt, type SurveyPromptProps } from './SurveyPrompt.tsx';
