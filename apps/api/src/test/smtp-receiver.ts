import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. Recipients containing "reject" are always
 * refused; `refuseNext(n)` refuses the next n recipients whatever they are (a passing failure); `hold()`
 * keeps the next message's DATA unanswered until released (a slow mail server).
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  /** Recipients the receiver refused, one entry per delivery attempt. */
  const refused: string[] = [];
  let toRefuse = 0;
  let holding: { started: () => void; release: Promise<void> } | null = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes('reject') || toRefuse > 0) {
        toRefuse = Math.max(0, toRefuse - 1);
        refused.push(address.address);
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const held = holding;
      holding = null;
      held?.started();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void (held?.release ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  // A client killed mid-session (a server process under a crash test) resets its connection: not a fault of
  // the receiver, which goes on serving the others.
  smtp.on('error', () => undefined);
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    received,
    refused,
    refuseNext(count: number) {
      toRefuse = count;
    },
    /** Holds the next message: `started` resolves when its DATA arrives, `release()` answers it. */
    hold() {
      let release: () => void = () => undefined;
      let started: () => void = () => undefined;
      const startedPromise = new Promise<void>((resolve) => {
        started = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holding = { started, release: released };
      return { started: startedPromise, release };
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
