package org.pairlab.lm.llm;

/** A failed LLM request, with a message for the user and the kind of problem. */
public final class LlmException extends RuntimeException {
    private final LlmProblem problem;

    public LlmException(LlmProblem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public LlmException(LlmProblem problem, String message, Throwable cause) {
        super(message, cause);
        this.problem = problem;
    }

    /** What kind of problem it was. */
    public LlmProblem problem() {
        return problem;
    }
}
