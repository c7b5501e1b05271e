/**
 * The step-up a sensitive operation asks for (STEP_UP_REQUIRED): the fetcher loads this when it first meets
 * one, and asks whoever set a handler (ui/step-up, in the admin area) whether the user stepped up.
 */
type StepUpHandler = () => Promise<boolean>;
let handler: StepUpHandler | undefined;
let asked: Promise<boolean> | undefined;

/** Who asks the user to step up, answering whether they did; without one, the refusal stays an error. */
export function setStepUpHandler(next: StepUpHandler | undefined): void {
  handler = next;
}

function isStepUpRefusal(text: string): boolean {
  try {
    return (JSON.parse(text) as { code?: unknown }).code === 'STEP_UP_REQUIRED';
  } catch {
    return false;
  }
}

/**
 * Whether the user stepped up after the refusal `text`. One question for every call refused meanwhile: a page
 * sending two changes at once opens one dialog.
 */
export function steppedUp(text: string): Promise<boolean> {
  if (!handler || !isStepUpRefusal(text)) return Promise.resolve(false);
  asked ??= handler()
    .catch(() => false)
    .finally(() => {
      asked = undefined;
    });
  return asked;
}
