/** Someone listening for a user's unread count (an open notice stream). */
export interface NoticeListener {
  userId: number;
  /** Recompute and push the count if it changed. */
  refresh: () => void;
  close: () => void;
}

/**
 * The notice streams open on this instance. A change made here reaches them at once; a change made on
 * another instance reaches them at their next periodic check.
 */
export class NoticeHub {
  private readonly listeners = new Set<NoticeListener>();

  add(l: NoticeListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  get size(): number {
    return this.listeners.size;
  }

  /** A notice was published, withdrawn or deleted: anyone may be affected. */
  noticesChanged(): void {
    for (const l of this.listeners) l.refresh();
  }

  /** A user read something: only that user's streams (every tab) change. */
  userChanged(userId: number): void {
    for (const l of this.listeners) if (l.userId === userId) l.refresh();
  }

  closeAll(): void {
    for (const l of [...this.listeners]) l.close();
    this.listeners.clear();
  }
}
