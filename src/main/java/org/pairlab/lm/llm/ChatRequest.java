package org.pairlab.lm.llm;

import java.util.ArrayList;
import java.util.List;

/** One chat completion to ask for: the messages and the sampling settings (the model is the endpoint's). */
public record ChatRequest(List<ChatMessage> messages, double temperature, int maxTokens, long seed) {
    public ChatRequest {
        messages = List.copyOf(messages);
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
        GenerationOptions.one(temperature, maxTokens, seed); // same limits as the options
    }

    /** A system message (left out when blank) and a user message. */
    public static ChatRequest of(String system, String user, double temperature, int maxTokens, long seed) {
        List<ChatMessage> messages = new ArrayList<>(2);
        if (system != null && !system.isBlank()) {
            messages.add(new ChatMessage("system", system));
        }
        messages.add(new ChatMessage("user", user));
        return new ChatRequest(messages, temperature, maxTokens, seed);
    }

    /** The {@code index}-th answer of {@code options}: its seed is {@code options.seed() + index}. */
    public static ChatRequest of(String system, String user, GenerationOptions options, int index) {
        return of(system, user, options.temperature(), options.maxTokens(), options.seed() + index);
    }

    /**
     * The request body for {@code model}: keys sorted, no spaces, so equal requests give equal text. It is also the
     * cache key's input; it holds neither the base URL nor the API key.
     */
    public String canonicalJson(String model) {
        return OpenAiJson.chatBody(model, this);
    }

    /** SHA-256 (hex) of {@link #canonicalJson(String)}: the key of this request's answer in the project cache. */
    public String cacheKey(String model) {
        return OpenAiJson.sha256(canonicalJson(model));
    }
}
