/** What a listener on PostgreSQL channels tells whoever started it. */
export interface ChannelHandlers {
  /** A payload arrived on one of the channels listened to. */
  onMessage(channel: string, payload: string): void;
  /** The connection was lost and is back: messages may have been missed. */
  onResync(): void;
  /** LISTEN is in place (at start, and again after a loss): from now on no signal is missed. */
  onListening?(): void;
  /** The connection is lost: signals sent from now until onListening are missed. */
  onLost?(): void;
}

export interface ChannelListener {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Resolves once every signal committed before the call has been handed to onMessage: one
   * round trip on the LISTEN connection (PostgreSQL sends pending signals before it answers),
   * nothing on PGlite (which hands them over before the notifying statement returns).
   */
  caughtUp(): Promise<void>;
}
