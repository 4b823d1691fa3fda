package org.pairlab.lm.llm;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Retries of 429, 5xx and broken connections: at most {@code maxAttempts} tries, waiting {@code initialDelay}
 * doubled each time up to {@code maxDelay}, with jitter (half the delay fixed, half random) so parallel requests
 * do not retry in step. A {@code Retry-After} header is honoured up to {@code maxRetryAfter}; a longer one fails.
 */
public record RetryPolicy(int maxAttempts, Duration initialDelay, Duration maxDelay, Duration maxRetryAfter) {
    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("max attempts " + maxAttempts + " must be at least 1");
        }
        if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0 || maxRetryAfter.isNegative()) {
            throw new IllegalArgumentException("retry delays must satisfy 0 <= initial <= max");
        }
    }

    /** 4 attempts, 0.5 s doubling to at most 8 s, Retry-After up to 60 s. */
    public static RetryPolicy standard() {
        return new RetryPolicy(4, Duration.ofMillis(500), Duration.ofSeconds(8), Duration.ofSeconds(60));
    }

    /** One attempt, no retries. */
    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    /** The back-off before attempt {@code failed + 1}, after {@code failed} failures (1-based). */
    Duration backoff(int failed) {
        long base = initialDelay.toMillis() << Math.min(failed - 1, 20);
        long capped = Math.min(base, maxDelay.toMillis());
        long half = capped / 2;
        return Duration.ofMillis(half + (capped - half == 0 ? 0 : ThreadLocalRandom.current().nextLong(capped - half + 1)));
    }
}
