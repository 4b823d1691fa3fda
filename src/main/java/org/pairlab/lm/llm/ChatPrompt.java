package org.pairlab.lm.llm;

/** A system prompt (may be empty) and a user prompt, e.g. filled from {@link PromptTemplate}s. */
public record ChatPrompt(String system, String user) {
    public ChatPrompt {
        system = system == null ? "" : system;
        if (user == null || user.isBlank()) {
            throw new IllegalArgumentException("the user prompt is empty");
        }
    }
}
