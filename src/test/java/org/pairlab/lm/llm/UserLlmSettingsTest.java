package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

/** The API key in the user's settings and the order of key sources. */
class UserLlmSettingsTest {
    @Test
    void savesClearsAndNeverShowsTheKey() throws Exception {
        Preferences parent = Preferences.userRoot().node("org/pairlab-test");
        Preferences node = parent.node(UUID.randomUUID().toString());
        try {
            UserLlmSettings settings = new UserLlmSettings(node);
            assertEquals(Optional.empty(), settings.apiKey());
            settings.saveApiKey("  sk-abc  ");
            assertEquals(Optional.of("sk-abc"), settings.apiKey());
            ApiKey key = ApiKeySource.userSettings(settings).resolve().orElseThrow();
            assertEquals("sk-abc", key.secret());
            assertFalse(key.toString().contains("sk-abc"));
            assertTrue(key.origin().contains(node.absolutePath()), key.origin());

            String unset = "PAIRLAB_TEST_KEY_" + UUID.randomUUID().toString().replace("-", "").toUpperCase();
            ApiKeySource both = ApiKeySource.firstOf(List.of(ApiKeySource.environment(unset),
                    ApiKeySource.userSettings(settings)));
            assertEquals("sk-abc", both.resolve().orElseThrow().secret(), "an unset variable falls through");
            assertEquals("set the environment variable " + unset + " or save one with `pairlab llm key`", both.hint());

            settings.clearApiKey();
            assertEquals(Optional.empty(), both.resolve());
        } finally {
            node.removeNode();
            if (parent.childrenNames().length == 0) {
                parent.removeNode();
            }
        }
    }
}
