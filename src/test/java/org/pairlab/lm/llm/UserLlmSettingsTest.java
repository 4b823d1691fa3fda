package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.MemoryPreferences;

/** The API key in the user's settings and the order of key sources. */
class UserLlmSettingsTest {
    @Test
    void savesClearsAndNeverShowsTheKey() throws Exception {
        Preferences root = new MemoryPreferences();
        UserLlmSettings settings = new UserLlmSettings(root, "org/pairlab");
        assertEquals(Optional.empty(), settings.apiKey());
        assertFalse(root.nodeExists("org/pairlab"), "looking for a key creates no settings");
        assertEquals("preferences node /org/pairlab, key llm.apiKey", settings.describe());

        settings.saveApiKey("  sk-abc  ");
        assertEquals(Optional.of("sk-abc"), settings.apiKey());
        assertEquals("sk-abc", root.node("org/pairlab").get(UserLlmSettings.API_KEY, null));
        ApiKey key = ApiKeySource.userSettings(settings).resolve().orElseThrow();
        assertEquals("sk-abc", key.secret());
        assertFalse(key.toString().contains("sk-abc"));
        assertEquals("the user settings (preferences node /org/pairlab, key llm.apiKey)", key.origin());

        String unset = "PAIRLAB_TEST_KEY_" + UUID.randomUUID().toString().replace("-", "").toUpperCase();
        ApiKeySource both = ApiKeySource.firstOf(List.of(ApiKeySource.environment(unset),
                ApiKeySource.userSettings(settings)));
        assertEquals("sk-abc", both.resolve().orElseThrow().secret(), "an unset variable falls through");
        assertEquals("set the environment variable " + unset + " or save one with `pairlab llm key`", both.hint());

        settings.clearApiKey();
        assertEquals(Optional.empty(), both.resolve());
        assertTrue(root.nodeExists("org/pairlab"));
    }
}
