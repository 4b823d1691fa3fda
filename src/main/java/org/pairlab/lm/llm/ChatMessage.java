package org.pairlab.lm.llm;

/** One message of a chat: its role ({@code system}, {@code user}, {@code assistant}) and text. */
public record ChatMessage(String role, String content) {
    public ChatMessage {
        if (role == null || role.isBlank()) {
            throw new IllegalArgumentException("a chat message needs a role");
        }
        if (content == null) {
            throw new IllegalArgumentException("the " + role + " message has no text");
        }
    }
}
