package org.pairlab.lm.llm;

import java.time.Duration;
import java.util.List;

/**
 * The result of {@link LlmClient#testConnection()}: whether the server answered {@code GET /models}, a sentence
 * for the user, the models it lists, whether the configured model is among them, and how long it took.
 */
public record ConnectionTest(boolean ok, String message, List<String> models, boolean modelListed, Duration latency) {
    public ConnectionTest {
        models = List.copyOf(models);
    }
}
