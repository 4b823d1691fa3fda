package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.OpenAiTestServer;
import org.testfx.api.FxRobot;

/**
 * The real workbench, headless: Models > Language models (train an n-gram model as a job, test the connection to an
 * LLM server on 127.0.0.1, edit a prompt). With -Dpairlab.screenshots=true it also writes
 * docs/images/language-models.png and language-models-endpoint.png.
 */
class LanguageModelsUiTest extends WorkbenchFixture {

    @Test
    void trainsAModelTestsTheEndpointAndEditsAPrompt(FxRobot robot) throws Exception {
        openWithSample(robot, "coco");
        try (OpenAiTestServer server = new OpenAiTestServer()) {
            robot.clickOn("Models").clickOn("Language models…");
            waitFor(() -> robot.lookup("#lm-train").tryQuery().isPresent());
            robot.clickOn("#lm-train");
            waitFor(() -> robot.lookup("#lm-models").queryAs(TableView.class).getItems().size() == 1);
            var row = (LanguageModelsViewModel.ModelRow) robot.lookup("#lm-models").queryAs(TableView.class).getItems().get(0);
            assertEquals("kn3-ptb-all", row.name());
            var entry = project().languageModels().byName("kn3-ptb-all").orElseThrow();
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f", entry.heldoutPerplexity()), row.perplexity());
            waitFor(() -> robot.lookup("#lm-run-status").queryAs(Label.class).getText().startsWith("succeeded"));

            if (Boolean.getBoolean("pairlab.screenshots")) {
                Screenshots.save(robot.lookup("#lm-tabs").query(), "language-models.png", 800);
            }

            robot.clickOn("LLM endpoint");
            TextField url = robot.lookup("#llm-url").queryAs(TextField.class);
            robot.interact(() -> {
                url.setText(server.base().toString());
                robot.lookup("#llm-model").queryAs(TextField.class).setText("tiny-llm");
            });
            robot.clickOn("#llm-test");
            waitFor(() -> "✔ ok".equals(robot.lookup("#llm-test-state").queryAs(Label.class).getText()));
            assertTrue(robot.lookup("#llm-latency").queryAs(Label.class).getText().matches("\\d+ ms"));
            assertTrue(robot.lookup("#llm-test-message").queryAs(Label.class).getText().contains("tiny-llm is among them"));
            robot.clickOn("#llm-save");
            assertEquals("tiny-llm", project().settings().get("llm.model").orElseThrow());
            if (Boolean.getBoolean("pairlab.screenshots")) {
                Screenshots.save(robot.lookup("#lm-tabs").query(), "language-models-endpoint.png", 300);
            }

            robot.clickOn("Prompt editor");
            TextArea text = robot.lookup("#prompt-text").queryAs(TextArea.class);
            robot.interact(() -> text.setText("Rewrite {caption as {style}"));
            assertFalse(robot.lookup("#prompt-error").queryAs(Label.class).getText().isEmpty());
            assertTrue(robot.lookup("#prompt-save").queryAs(Button.class).isDisabled(), "a broken template cannot be saved");
            robot.interact(() -> text.setText("Rewrite {caption} as {style}"));
            assertEquals("", robot.lookup("#prompt-error").queryAs(Label.class).getText());
            robot.clickOn("#prompt-save");
            assertEquals("Rewrite {caption} as {style}", project().settings().get("llm.prompt.caption-rewrite").orElseThrow());
        }
    }
}
