import { useRef } from 'react';

interface Mutation<V, D> {
  mutate: (variables: V, options: { onSuccess?: (data: D) => void; onSettled: () => void }) => void;
}

/**
 * A mutation sent one at a time: a second click before the button shows it is busy (a double-click)
 * sends nothing, so the answer shown is the action's own rather than the repeat's "already done".
 */
export function useSingleFlight<V, D>(mutation: Mutation<V, D>): (variables: V, onSuccess?: (data: D) => void) => void {
  const inFlight = useRef(false);
  return (variables, onSuccess) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, {
      ...(onSuccess ? { onSuccess } : {}),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
}
