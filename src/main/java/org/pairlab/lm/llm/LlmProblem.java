package org.pairlab.lm.llm;

/** What went wrong talking to an LLM endpoint; callers pick an action (retry later, fix settings) from it. */
public enum LlmProblem {
    /** Nothing listens at the base URL. */
    UNREACHABLE,
    /** No answer within the request (or connect) timeout. */
    TIMEOUT,
    /** The API key is missing or refused (401/403). */
    UNAUTHORIZED,
    /** The server does not know the model (404 naming it). */
    MODEL_NOT_FOUND,
    /** The path is not there (404): usually a base URL without {@code /v1}. */
    NOT_FOUND,
    /** The server refused the request (another 4xx). */
    REJECTED,
    /** The server kept failing (429/5xx) after every retry, or asked to wait longer than PairLab waits. */
    SERVER_ERROR,
    /** The answer was not the JSON an OpenAI-compatible server sends. */
    MALFORMED_ANSWER,
    /** The connection broke (after every retry). */
    CONNECTION_FAILED,
    /** The waiting thread was interrupted (the job was cancelled). */
    INTERRUPTED
}
