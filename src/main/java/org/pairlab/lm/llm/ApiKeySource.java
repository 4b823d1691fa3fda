package org.pairlab.lm.llm;

import java.util.List;
import java.util.Optional;

/**
 * Where the API key of an LLM endpoint comes from: an environment variable or the user's settings, never the
 * project file (projects are shared; keys are personal).
 */
public interface ApiKeySource {
    /** The environment variable read when none is named. */
    String DEFAULT_VARIABLE = "PAIRLAB_LLM_API_KEY";

    /** The key, if this source has one. */
    Optional<ApiKey> resolve();

    /** How a user provides a key here, for error messages, e.g. "set the environment variable X". */
    String hint();

    /** No key: local servers (llama.cpp, Ollama, vLLM) usually need none. */
    static ApiKeySource none() {
        return new ApiKeySource() {
            @Override
            public Optional<ApiKey> resolve() {
                return Optional.empty();
            }

            @Override
            public String hint() {
                return "this endpoint is configured without an API key";
            }
        };
    }

    /** The key in an environment variable. */
    static ApiKeySource environment(String variable) {
        if (variable == null || variable.isBlank()) {
            throw new IllegalArgumentException("the API key variable name must not be empty");
        }
        return new ApiKeySource() {
            @Override
            public Optional<ApiKey> resolve() {
                String value = System.getenv(variable);
                return value == null || value.isBlank() ? Optional.empty()
                        : Optional.of(new ApiKey(value, "environment variable " + variable));
            }

            @Override
            public String hint() {
                return "set the environment variable " + variable;
            }
        };
    }

    /** The key saved in the user's settings ({@code pairlab llm key}). */
    static ApiKeySource userSettings(UserLlmSettings settings) {
        return new ApiKeySource() {
            @Override
            public Optional<ApiKey> resolve() {
                return settings.apiKey().map(k -> new ApiKey(k, "the user settings (" + settings.describe() + ")"));
            }

            @Override
            public String hint() {
                return "save one with `pairlab llm key`";
            }
        };
    }

    /** The environment variable first, then the user's settings: what PairLab uses unless told otherwise. */
    static ApiKeySource standard(String variable) {
        return firstOf(List.of(environment(variable), userSettings(UserLlmSettings.standard())));
    }

    /** The first source that has a key. */
    static ApiKeySource firstOf(List<ApiKeySource> sources) {
        List<ApiKeySource> copy = List.copyOf(sources);
        return new ApiKeySource() {
            @Override
            public Optional<ApiKey> resolve() {
                for (ApiKeySource s : copy) {
                    Optional<ApiKey> key = s.resolve();
                    if (key.isPresent()) {
                        return key;
                    }
                }
                return Optional.empty();
            }

            @Override
            public String hint() {
                return String.join(" or ", copy.stream().map(ApiKeySource::hint).toList());
            }
        };
    }
}
