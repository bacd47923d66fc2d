/**
 * The texts the body editor reported to Decap that Decap has not handed back yet. Decap answers
 * each `onChange` with a new `value`, a render later; under load two such values can arrive
 * after the writer typed on, and the older of them, applied as a change from outside, takes the
 * newest words out of the editor and the next puts them back after the cursor (what fits a CI run
 * that saw the cursor 14 characters short of the text it had typed: a line typed after it would
 * have gone in front; decision 073). A value that is one of these echoes is not applied: the editor already holds that
 * text or a later one. Any other value is Decap's own (an entry loaded, a version restored).
 */
const KEPT = 50;

export class TypedEchoes {
  private readonly sent: string[] = [];

  /** The editor reported `text` to Decap. */
  reported(text: string): void {
    this.sent.push(text);
    if (this.sent.length > KEPT) this.sent.shift();
  }

  /**
   * Whether `value`, handed by Decap, is the echo of a text the editor reported (the oldest such:
   * echoes come back in the order the texts went); that echo and the older ones are then
   * forgotten. A value that is not forgets them all: Decap's own value
   * replaces the text, and what was typed before it will not come back.
   */
  isEcho(value: string): boolean {
    const index = this.sent.indexOf(value);
    this.sent.splice(0, index < 0 ? this.sent.length : index + 1);
    return index >= 0;
  }
}
