import { connect } from 'node:net';

/** What a trickling client saw: the raw answer, how many bytes it trickled, and whether the server hung up. */
export interface Trickled {
  /** The answer's status, null when the server closed without answering. */
  status: number | null;
  /** The raw answer (status line, headers, body). */
  answer: string;
  /** Bytes of `slowPart` written before the server closed the connection. */
  sent: number;
  /** False when the third byte fell due with the connection still open (the client then hung up itself). */
  closedByServer: boolean;
}

/**
 * A slow client on a raw socket: writes `head` at once, then `slowPart` one byte now and one every `everyMs`.
 * It resolves when the server closes the connection, or when the third byte falls due with the connection
 * still open: the server's deadline is asserted against the client's own timeline, never a sleep.
 *
 * @example
 * const seen = await trickle(port, 'POST /hook HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n', '0123456789');
 * expect(seen.closedByServer).toBe(true);
 */
export function trickle(port: number, head: string, slowPart: string, everyMs = 2_000): Promise<Trickled> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, answer, sent, closedByServer });
    };
    const writeNext = () => {
      if (sent === 2) {
        // The third byte is due and the server still listens: it never dropped this client.
        socket.off('close', onClose);
        socket.destroy();
        finish(false);
        return;
      }
      socket.write(slowPart.slice(sent, sent + 1));
      sent += 1;
    };
    const onClose = () => finish(true);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    // A write racing the server's close fails with EPIPE or ECONNRESET; the close that follows is the result.
    socket.on('error', () => {});
    socket.on('close', onClose);
    socket.on('connect', () => {
      socket.write(head);
      writeNext();
      timer = setInterval(writeNext, everyMs);
    });
  });
}

/** The head of a POST whose body (`length` bytes) comes later. */
export function postHead(path: string, length: number, headers: Record<string, string> = {}): string {
  const lines = Object.entries({
    host: '127.0.0.1',
    'content-type': 'application/json',
    'content-length': String(length),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
