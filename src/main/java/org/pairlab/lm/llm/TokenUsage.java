package org.pairlab.lm.llm;

/** Tokens a chat completion used, as the server counted them (0 when it did not say). */
public record TokenUsage(int promptTokens, int completionTokens, int totalTokens) {
}
