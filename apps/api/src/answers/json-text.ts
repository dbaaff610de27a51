/**
 * A body already written as JSON text (the stored emission of the result screen's poll): sent as it is,
 * never parsed and serialised again (docs/decisions/0005-hot-path.md). `T` is the body the text stands for,
 * so a route can only answer it where its contract expects that body.
 */
export class JsonText<T> {
  /** Only for the type checker: ties the text to the body it encodes. */
  declare readonly body?: T;
  constructor(readonly text: string) {}
}
