package org.pairlab.lm.llm;

/** An API key and where it came from (for error messages); {@link #toString()} never shows the secret. */
public record ApiKey(String secret, String origin) {
    public ApiKey {
        if (secret == null || secret.isBlank()) {
            throw new IllegalArgumentException("an API key must not be empty (" + origin + ")");
        }
        secret = secret.strip();
    }

    @Override
    public String toString() {
        return "ApiKey[from " + origin + "]";
    }
}
