import { useCallback, useEffect, useRef, useState } from 'react';
import { REGISTRATION_TICKET_MINUTES } from '@gembourse/contracts/accounts';
import { startRegistration } from '../api.ts';

/** Where the registration form's ticket stands. */
export type TicketState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; ticket: string; deadline: number };

const FORM_MS = REGISTRATION_TICKET_MINUTES * 60_000;
/** More than this between the server's expiry and ours means the two clocks disagree. */
const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The local deadline of a ticket: the server's expiresAt, unless this browser's clock is visibly off from the
 * server's, in which case the 40 minutes count from when the ticket arrived (the user must still get their time).
 */
export function deadlineOf(expiresAt: string, receivedAt: number): number {
  const local = receivedAt + FORM_MS;
  const server = Date.parse(expiresAt);
  if (!Number.isFinite(server) || Math.abs(server - local) > CLOCK_SKEW_MS) return local;
  return server;
}

/** Opens a registration form on the server (the 40-minute ticket of SPEC §4) and can open a new one. */
export function useRegistrationTicket() {
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  const generation = useRef(0);

  const open = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    setState({ status: 'loading' });
    try {
      const answer = await startRegistration();
      if (mine === generation.current)
        setState({ status: 'ready', ticket: answer.ticket, deadline: deadlineOf(answer.expiresAt, Date.now()) });
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', error });
    }
  }, []);

  useEffect(() => {
    void open();
    return () => {
      // Answers that arrive after unmount are dropped.
      generation.current += 1;
    };
  }, [open]);

  return { state, reopen: open };
}
