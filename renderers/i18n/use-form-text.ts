import { FORM_MESSAGES } from './form-messages';
import { useTextIn } from './use-text-in';

/** The texts a form page shows (form-messages.ts), without the rest of the renderer's. */
export function useFormText() {
  return useTextIn(FORM_MESSAGES);
}
