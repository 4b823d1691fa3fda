package org.pairlab.project;

import java.time.Instant;

/** One cached LLM answer: the request it answers, the server's answer JSON as received, and when it was stored. */
public record LlmCachedAnswer(String requestSha256, String model, String requestJson, String answerJson,
        Instant createdAt) {
}
