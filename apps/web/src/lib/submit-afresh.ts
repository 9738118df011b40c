import type { FormEvent } from 'react';

/**
 * A form's submit handler that first takes the last outcome away (a refusal, a success line), so a
 * new try never shows it beside its own messages, also when the fields' own checks stop the try.
 */
export function submitAfresh(clear: () => void, submit: (event?: FormEvent) => Promise<void>) {
  return (event: FormEvent) => {
    clear();
    void submit(event);
  };
}
