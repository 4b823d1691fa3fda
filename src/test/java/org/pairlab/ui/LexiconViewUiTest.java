package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;
import org.pairlab.project.LexiconSource;
import org.testfx.api.FxRobot;

/** The lexicon editor opened from the workbench menu, driven headless. */
class LexiconViewUiTest extends WorkbenchFixture {

    @Test
    void menuOpensTheEditorAndAWordNetSuggestionIsAcceptedWithOneClick(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        robot.clickOn("Captions");
        robot.clickOn("#menu-lexicons");
        waitFor(() -> robot.lookup("#lexicon-table").tryQuery().isPresent()
                && robot.lookup("#lexicon-table").queryAs(TableView.class).getItems().size() == 28);

        robot.clickOn("#lexicon-word").write("tall");
        robot.clickOn("#lexicon-replacement").write("short");
        robot.clickOn("#lexicon-add");
        waitFor(() -> robot.lookup("#lexicon-table").queryAs(TableView.class).getItems().size() == 29);

        robot.doubleClickOn("#lexicon-lookup").eraseText(20).write("beautiful").type(javafx.scene.input.KeyCode.ENTER);
        waitFor(() -> robot.lookup(".accept-suggestion").tryQuery().isPresent());
        robot.clickOn((Node) robot.lookup(".accept-suggestion").query());
        var project = workbench.session().orElseThrow().project();
        waitFor(() -> project.lexicons().entries("face").stream()
                .anyMatch(e -> e.word().equals("beautiful") && e.source() == LexiconSource.WORDNET));
        assertEquals(30, project.lexicons().entries("face").size());
    }
}
