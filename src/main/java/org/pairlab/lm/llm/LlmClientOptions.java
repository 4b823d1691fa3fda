package org.pairlab.lm.llm;

import java.time.Duration;

/** How an {@link LlmClient} talks to its server: timeouts, at most how many requests at once, and retries. */
public record LlmClientOptions(Duration connectTimeout, Duration requestTimeout, int maxConcurrent, RetryPolicy retry) {
    public LlmClientOptions {
        if (connectTimeout.isNegative() || connectTimeout.isZero() || requestTimeout.isNegative()
                || requestTimeout.isZero()) {
            throw new IllegalArgumentException("LLM timeouts must be positive");
        }
        if (maxConcurrent < 1) {
            throw new IllegalArgumentException("max concurrent requests " + maxConcurrent + " must be at least 1");
        }
    }

    /** Connect within 5 s, answer within 120 s (a local model on CPU is slow), 4 requests at once, standard retries. */
    public static LlmClientOptions standard() {
        return new LlmClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(120), 4, RetryPolicy.standard());
    }

    /** These options with another request timeout. */
    public LlmClientOptions withRequestTimeout(Duration timeout) {
        return new LlmClientOptions(connectTimeout, timeout, maxConcurrent, retry);
    }

    /** These options with another bound on concurrent requests. */
    public LlmClientOptions withMaxConcurrent(int n) {
        return new LlmClientOptions(connectTimeout, requestTimeout, n, retry);
    }

    /** These options with another retry policy. */
    public LlmClientOptions withRetry(RetryPolicy policy) {
        return new LlmClientOptions(connectTimeout, requestTimeout, maxConcurrent, policy);
    }
}
