package org.pairlab.lm.llm;

import java.util.List;

/** Asks an endpoint for chat completions: straight over HTTP ({@link LlmClient}) or through the project cache. */
public interface ChatClient {
    /** The endpoint asked. */
    LlmEndpoint endpoint();

    /** At most how many requests are in flight at once. */
    int maxConcurrent();

    /** One completion; throws {@link LlmException} with a message for the user. */
    ChatAnswer complete(ChatRequest request);

    /** Completions of several requests, at most {@link #maxConcurrent()} at once, answers in request order. */
    List<ChatAnswer> complete(List<ChatRequest> requests);
}
