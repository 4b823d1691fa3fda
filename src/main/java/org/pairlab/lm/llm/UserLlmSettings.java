package org.pairlab.lm.llm;

import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** The user's own LLM settings ({@code java.util.prefs} user node {@code org/pairlab}), kept out of project files. */
public final class UserLlmSettings {
    /** Preference key of the saved API key. */
    public static final String API_KEY = "llm.apiKey";
    private final Preferences parent;
    private final String path;

    /** Settings in the given preferences node (tests use a node of their own). */
    public UserLlmSettings(Preferences node) {
        this(node, "");
    }

    UserLlmSettings(Preferences parent, String path) {
        this.parent = parent;
        this.path = path;
    }

    /** The user's settings of PairLab. */
    public static UserLlmSettings standard() {
        return new UserLlmSettings(Preferences.userRoot(), "org/pairlab");
    }

    /** The saved API key, if any. */
    public Optional<String> apiKey() {
        try {
            // Looking only: reading must not create the node in the user's settings.
            if (!parent.nodeExists(path)) {
                return Optional.empty();
            }
        } catch (BackingStoreException e) {
            return Optional.empty();
        }
        String value = node().get(API_KEY, null);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /** Saves the API key. */
    public void saveApiKey(String key) {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("the API key to save is empty");
        }
        node().put(API_KEY, key.strip());
        flush();
    }

    /** Forgets the saved API key. */
    public void clearApiKey() {
        node().remove(API_KEY);
        flush();
    }

    /** Where the settings live, for messages. */
    public String describe() {
        String base = parent.absolutePath();
        String where = path.isEmpty() ? base : (base.endsWith("/") ? base : base + "/") + path;
        return "preferences node " + where + ", key " + API_KEY;
    }

    private Preferences node() {
        return path.isEmpty() ? parent : parent.node(path);
    }

    private void flush() {
        try {
            node().flush();
        } catch (BackingStoreException e) {
            throw new IllegalStateException("cannot save the user settings (" + describe() + "): " + e.getMessage(), e);
        }
    }
}
