/**
 * The quiz services of spec 4.1 and 2.2: each answers PENDING with a quiz to continue. One list for every
 * package: the proxy allows them, the server's client types them, the sandbox runs them.
 *
 * @example
 * quizServices.includes(service as QuizService); // will this service ask questions?
 */
export const quizServices = ['AgeMatch5.0.KBA', 'IDMatchPLUS5.0.MULTI'] as const;

/** `AgeMatch5.0.KBA` or `IDMatchPLUS5.0.MULTI`. */
export type QuizService = (typeof quizServices)[number];
