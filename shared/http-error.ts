// An error that carries its answer: a route, a page module or a middleware throws it, and the
// error handler (server/http/errors.tsx) answers with its status and headers.
export class HttpError extends Error {
  /** `field`: the request parameter the error is about, named in a JSON answer (`field`, `errors`). */
  constructor(public status: number, message: string, public headers: Record<string, string> = {}, public field?: string) {
    super(message);
  }
}
