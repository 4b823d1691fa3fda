package org.pairlab.lm.llm;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;
import org.pairlab.project.Settings;

/**
 * The LLM endpoint and prompt templates a project is set up with, as project settings: base URL ({@code llm.url}),
 * model ({@code llm.model}), the name of the environment variable holding the API key ({@code llm.apiKeyEnv}) and
 * named prompt templates ({@code llm.prompt.<name>}). The key itself is never stored here: projects are shared,
 * keys are personal ({@link UserLlmSettings}).
 */
public final class ProjectLlmSettings {
    /** Setting of the base URL. */
    public static final String URL = "llm.url";
    /** Setting of the model name. */
    public static final String MODEL = "llm.model";
    /** Setting of the API key's environment variable name. */
    public static final String KEY_VARIABLE = "llm.apiKeyEnv";
    /** Prefix of prompt template settings. */
    public static final String PROMPT_PREFIX = "llm.prompt.";
    /** The base URL suggested before one is saved: llama.cpp's server on its default port. */
    public static final String DEFAULT_URL = "http://127.0.0.1:8080/v1";

    private final Settings settings;

    public ProjectLlmSettings(Settings settings) {
        this.settings = settings;
    }

    /** The endpoint fields as saved (defaults where nothing is saved). */
    public Fields fields() {
        return new Fields(settings.get(URL).orElse(DEFAULT_URL), settings.get(MODEL).orElse(""),
                settings.get(KEY_VARIABLE).orElse(ApiKeySource.DEFAULT_VARIABLE));
    }

    /** Checks and saves the endpoint fields; a bad URL or empty model throws naming the field. */
    public void save(Fields f) {
        f.endpoint(ApiKeySource.none());
        settings.put(URL, f.url().strip());
        settings.put(MODEL, f.model().strip());
        settings.put(KEY_VARIABLE, f.keyVariable().strip());
    }

    /** The saved endpoint with its key from the environment variable, then the user's settings; empty if none saved. */
    public Optional<LlmEndpoint> endpoint(UserLlmSettings user) {
        if (settings.get(URL).isEmpty() || settings.get(MODEL).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(fields().endpoint(fields().keySource(user)));
    }

    /** Names of the saved prompt templates, sorted. */
    public List<String> promptNames() {
        return settings.keys(PROMPT_PREFIX).stream().map(k -> k.substring(PROMPT_PREFIX.length())).toList();
    }

    /** A saved prompt template's text. */
    public Optional<String> prompt(String name) {
        return settings.get(PROMPT_PREFIX + checkedName(name));
    }

    /** Saves a prompt template after checking that it parses; returns it parsed. */
    public PromptTemplate savePrompt(String name, String text) {
        PromptTemplate t = PromptTemplate.parse(text, "prompt '" + checkedName(name) + "'");
        settings.put(PROMPT_PREFIX + name, text);
        return t;
    }

    private static String checkedName(String name) {
        if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")) {
            throw new IllegalArgumentException("prompt name '" + name + "' may use letters, digits, '_', '.' and '-'");
        }
        return name;
    }

    /**
     * The endpoint fields a user edits.
     *
     * @param url         base URL, e.g. {@code http://127.0.0.1:8080/v1}
     * @param model       model name the server is asked for
     * @param keyVariable environment variable that holds the API key
     */
    public record Fields(String url, String model, String keyVariable) {
        public Fields {
            url = url == null ? "" : url;
            model = model == null ? "" : model;
            keyVariable = keyVariable == null || keyVariable.isBlank() ? ApiKeySource.DEFAULT_VARIABLE : keyVariable;
        }

        /** Where the key comes from: the environment variable, then the user's saved key. */
        public ApiKeySource keySource(UserLlmSettings user) {
            return ApiKeySource.firstOf(List.of(ApiKeySource.environment(keyVariable.strip()),
                    ApiKeySource.userSettings(user)));
        }

        /** The endpoint these fields describe; throws naming the bad field. */
        public LlmEndpoint endpoint(ApiKeySource key) {
            if (url.isBlank()) {
                throw new IllegalArgumentException("Base URL is empty (e.g. " + DEFAULT_URL + ")");
            }
            if (model.isBlank()) {
                throw new IllegalArgumentException("Model is empty (e.g. qwen2.5:7b for Ollama; any name for llama.cpp)");
            }
            try {
                return new LlmEndpoint(new URI(url.strip()), model, key);
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException("Base URL " + url + " is not a URL: " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Base URL: " + e.getMessage(), e);
            }
        }
    }
}
