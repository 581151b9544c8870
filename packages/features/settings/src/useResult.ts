import { useToast } from '@jobsite/ui/ToastRegion';
import { useEffect } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { ActionResult, Intent } from './actions.ts';

/** The id of a settings form's control: unique on the page, stable for focus and labels. */
export const controlId = (form: string, name: string) => `settings-${form}-${name}`;

/** The latest action's answer when it belongs to one of `intents`, and which of them is being sent. */
export function useIntentResult(intents: readonly Intent[]) {
  const answer = useActionData<ActionResult | undefined>();
  const navigation = useNavigation();
  // Only while the form is posted: once the action has answered, its answer shows while the page's data
  // loads again, and the person may already correct a field and send it again (a busy button swallows
  // the click).
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  return {
    result: answer && intents.includes(answer.intent) ? answer : undefined,
    /** Whether the form of `intent` is being posted (its button shows that it is busy). */
    busy: (intent: Intent) => sending === intent,
  };
}

/** Shows the toast an answer carries: the server's message on success (calls.md section 8). */
export function useResultToast() {
  const answer = useActionData<ActionResult | undefined>();
  const toast = useToast();
  useEffect(() => {
    if (answer?.toast) toast(answer.toast);
  }, [answer, toast]);
}

/**
 * Moves focus after an answer: to the first field (in `order`) that was refused, else to the form's
 * own message; after a step that asks for a code, to the code field (`focusOnStep`).
 */
export function useFocusAfter(
  result: ActionResult | undefined,
  form: string,
  order: readonly string[],
  focusOnStep?: string,
) {
  useEffect(() => {
    if (!result) return;
    const errors = result.errors ?? {};
    const target = result.ok
      ? result.step === 'code' && focusOnStep
        ? controlId(form, focusOnStep)
        : undefined
      : [...order, 'form'].map((name) => (errors[name] ? controlId(form, name) : undefined)).find(Boolean);
    if (target) document.getElementById(target)?.focus();
  }, [result, form, order, focusOnStep]);
}
