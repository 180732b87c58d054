/**
 * Gives the focus back to the control that opened a dialog once the dialog is gone. The list
 * unmounts its form dialog on close, so antd's own return (which runs after its closing motion)
 * never happens and the focus would fall to <body>, throwing a keyboard user back to the page top.
 */
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  // Read while rendering: the dialog's effects move the focus into it before any effect here runs.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      // Only when the focus was lost with the dialog; a user who clicked elsewhere keeps their place.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
