package org.pairlab.lm.llm;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * An OpenAI-compatible endpoint: the base URL the API paths hang under (e.g. {@code http://127.0.0.1:8080/v1}),
 * the model to ask for, and where the API key comes from.
 */
public record LlmEndpoint(URI base, String model, ApiKeySource apiKey) {
    public LlmEndpoint {
        if (base == null || base.getScheme() == null
                || !(base.getScheme().equals("http") || base.getScheme().equals("https")) || base.getHost() == null) {
            throw new IllegalArgumentException("LLM base URL " + base + " is not an http(s) URL such as "
                    + "http://127.0.0.1:8080/v1");
        }
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("the LLM model name is empty (e.g. --model qwen2.5:7b)");
        }
        String s = base.toString();
        while (s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        base = URI.create(s);
        model = model.strip();
        apiKey = apiKey == null ? ApiKeySource.none() : apiKey;
    }

    /** Parses a base URL the user typed; the key comes from the environment variable, then the user settings. */
    public static LlmEndpoint of(String baseUrl, String model, String apiKeyVariable) {
        try {
            return new LlmEndpoint(new URI(baseUrl.strip()), model, ApiKeySource.standard(apiKeyVariable));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("LLM base URL " + baseUrl + " is not a URL: " + e.getMessage(), e);
        }
    }

    /** The URL of an API path under the base, e.g. {@code chat/completions}. */
    public URI resolve(String path) {
        return URI.create(base + "/" + path);
    }
}
