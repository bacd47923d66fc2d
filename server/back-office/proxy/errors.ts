/** A request the back office refuses: its status and the message the editor shows. */
export class BackOfficeError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "BackOfficeError";
    this.status = status;
  }
}

export const refuse = (status: number, message: string): never => {
  throw new BackOfficeError(status, message);
};
