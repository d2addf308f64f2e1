/**
 * Runs `work` when kicked, never two at once: a kick during a run is answered by one more run after it, so no kick is
 * lost. `settled` runs after the last run of a burst (the mail worker schedules its next look there). Shared by the
 * mail worker and the recurring issuer.
 */
export class CoalescedRun {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: ((e: unknown) => void) | undefined,
    private readonly settled: () => void = () => undefined,
  ) {}

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .catch((e: unknown) => this.onError?.(e))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.settled();
      });
  }

  /** No more runs; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
