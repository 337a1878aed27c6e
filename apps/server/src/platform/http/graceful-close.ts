import type { Server, ServerResponse } from 'node:http';

/**
 * Closes the HTTP server the way a client on a kept-alive connection expects: every answer
 * still being worked on when the process is told to stop goes out with `Connection: close`,
 * and its connection is closed after it (a FIN, not a reset a client could take for a failed
 * request). Call `track` before listening, `close` when stopping; `close` resolves once the
 * server has closed and no answer is in flight.
 */
export function gracefulClose(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  const lastOnItsConnection = (response: ServerResponse) => {
    // Before the head is sent Node writes `Connection: close` and ends the socket after the answer.
    if (!response.headersSent) response.shouldKeepAlive = false;
    // A head already sent said keep-alive: the connection ends once the answer is out.
    else response.once('finish', () => response.socket?.end());
  };

  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (closing) lastOnItsConnection(response);
  });

  return {
    get inFlight() {
      return inFlight.size;
    },
    /** Marks the answers in flight as the last on their connections; then close the server (app.close()). */
    beginClosing(): void {
      closing = true;
      for (const response of inFlight) lastOnItsConnection(response);
    },
    /** Resolves once every answer in flight has been sent. */
    async drained(): Promise<void> {
      while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
