package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.MemoryPreferences;

/** The project's LLM endpoint and prompt settings: saved, read back, checked, and never holding the key. */
class ProjectLlmSettingsTest {
    @TempDir
    Path dir;

    @Test
    void endpointAndPromptsLiveInTheProjectAndTheKeyDoesNot() throws Exception {
        try (Project p = Project.create(dir.resolve("s.pairlab"))) {
            ProjectLlmSettings s = new ProjectLlmSettings(p.settings());
            UserLlmSettings user = new UserLlmSettings(new MemoryPreferences());
            assertTrue(s.endpoint(user).isEmpty(), "nothing saved yet");
            assertEquals(ProjectLlmSettings.DEFAULT_URL, s.fields().url());

            IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                    () -> s.save(new ProjectLlmSettings.Fields("localhost:8080", "m", null)));
            assertTrue(bad.getMessage().startsWith("Base URL"), bad.getMessage());
            s.save(new ProjectLlmSettings.Fields("http://127.0.0.1:11434/v1/", "qwen2.5:7b", "MY_KEY_VAR_NOT_SET"));
            user.saveApiKey("sk-user");
            LlmEndpoint e = s.endpoint(user).orElseThrow();
            assertEquals("http://127.0.0.1:11434/v1", e.base().toString());
            assertEquals("qwen2.5:7b", e.model());
            assertEquals("sk-user", e.apiKey().resolve().orElseThrow().secret(), "the key comes from the user settings");
            for (String k : p.settings().keys("")) {
                assertTrue(!p.settings().get(k).orElse("").contains("sk-user"), k);
            }

            s.savePrompt("rewrite", "Rewrite {caption}");
            s.savePrompt("describe", "Describe {objects}");
            assertEquals(List.of("describe", "rewrite"), s.promptNames());
            assertEquals("Rewrite {caption}", s.prompt("rewrite").orElseThrow());
            assertThrows(PromptTemplateException.class, () -> s.savePrompt("broken", "Rewrite {caption"));
            assertThrows(IllegalArgumentException.class, () -> s.savePrompt("../x", "ok"));
        }
    }
}
