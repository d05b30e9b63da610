/**
 * Answers kept by the database state they were read from (decision 0049): a key holds the
 * database's snapshot (`pg_current_snapshot()`: no write committed or begun since means the
 * same rows), so a kept answer is never older than the data. Concurrent asks of one key share
 * one computation; a failed one is not kept. The newest `size` keys stay.
 */
export class SnapshotAnswers<Answer> {
  private readonly answers = new Map<string, Promise<Answer>>();

  constructor(private readonly size: number) {}

  read(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const answer = compute();
    this.answers.set(key, answer);
    answer.catch(() => this.answers.delete(key));
    while (this.answers.size > this.size) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return answer;
  }
}
