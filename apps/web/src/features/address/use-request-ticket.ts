import { useEffect, useRef } from 'react';

/**
 * Only the latest request counts: `begin()` gives a request its ticket, and the ticket says whether the
 * request is still the latest when its answer comes. `drop()` voids every ticket given so far; so does
 * unmounting, so that a slow answer never lands after the component is gone.
 */
export function useRequestTicket() {
  const ticket = useRef(0);
  useEffect(() => {
    const requests = ticket;
    return () => {
      requests.current += 1;
    };
  }, []);
  return {
    begin(): () => boolean {
      const mine = ++ticket.current;
      return () => mine === ticket.current;
    },
    drop(): void {
      ticket.current += 1;
    },
  };
}
