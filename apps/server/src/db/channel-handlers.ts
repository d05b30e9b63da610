/** What a listener on a PostgreSQL channel tells whoever started it. */
export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The channel was lost and is back: messages may have been missed. */
  onResync(): void;
}

export interface ChannelListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}
