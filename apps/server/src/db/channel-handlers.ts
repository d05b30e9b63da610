/** What a listener on PostgreSQL channels tells whoever started it. */
export interface ChannelHandlers {
  /** A payload arrived on one of the channels listened to. */
  onMessage(channel: string, payload: string): void;
  /** The connection was lost and is back: messages may have been missed. */
  onResync(): void;
}

export interface ChannelListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}
