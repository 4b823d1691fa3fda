package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.LexiconSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The lexicon editor opened from the workbench menu, driven headless. */
@ExtendWith(ApplicationExtension.class)
class LexiconViewUiTest {
    @TempDir
    Path dir;
    private Workbench workbench;
    private Preferences prefs;
    private final TestDatasetServices services = new TestDatasetServices();

    @Start
    void start(Stage stage) {
        prefs = Preferences.userRoot().node("pairlab-test-" + UUID.randomUUID());
        workbench = new Workbench(stage, services, services, new RecentProjects(prefs));
        stage.show();
    }

    @AfterEach
    void tearDown(FxRobot robot) throws Exception {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != workbench.stage() && w instanceof Stage s) {
                    s.close();
                }
            }
            workbench.closeProject();
        });
        prefs.removeNode();
    }

    private static void waitFor(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

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
