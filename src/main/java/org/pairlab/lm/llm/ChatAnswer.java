package org.pairlab.lm.llm;

/**
 * A chat completion's answer: its text, why it stopped ({@code stop}, {@code length} when cut by max tokens,
 * or what the server said), and the tokens it used.
 */
public record ChatAnswer(String text, String finishReason, TokenUsage usage) {
    /** Whether the answer was cut off by the token limit. */
    public boolean truncated() {
        return "length".equals(finishReason);
    }
}
