package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Settings / Alignment model in the workbench, headless: explains, refuses, saves. */
@ExtendWith(ApplicationExtension.class)
class AlignmentSettingsDialogUiTest {
    @TempDir
    Path dir;
    private Workbench workbench;
    private Preferences prefs;

    @Start
    void start(Stage stage) {
        prefs = Preferences.userRoot().node("pairlab-test-" + UUID.randomUUID());
        TestDatasetServices services = new TestDatasetServices();
        workbench = new Workbench(stage, services, services, new RecentProjects(prefs));
        stage.show();
    }

    @AfterEach
    void tearDown(FxRobot robot) throws Exception {
        robot.interact(() -> {
            List.copyOf(Window.getWindows()).stream().filter(w -> w != workbench.stage()).forEach(Window::hide);
            workbench.closeProject();
        });
        prefs.removeNode();
    }

    @Test
    void choosingAFolderExplainsItAndOkSavesIt(FxRobot robot) throws Exception {
        robot.interact(() -> assertTrue(workbench.createProject(dir.resolve("p.pairlab"))));
        AlignmentSettingsDialog d = WaitForAsyncUtils.asyncFx(() -> workbench.showAlignmentSettings()).get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(AlignmentModels.NOT_CONFIGURED, d.status.getText());
        Node ok = d.getDialogPane().lookupButton(ButtonType.OK);

        robot.interact(() -> d.model.setValue("no-such-model"));
        assertTrue(ok.isDisabled(), "an unresolvable model cannot be saved");
        assertTrue(d.status.getText().contains("no-such-model"), d.status.getText());

        String folder = SharedData.root().resolve("models/tiny-clip").toAbsolutePath().toString();
        robot.interact(() -> d.model.setValue(folder));
        assertTrue(d.status.getText().contains("tiny-clip-random"), d.status.getText());
        robot.interact(() -> ((javafx.scene.control.Button) ok).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(folder, workbench.session().orElseThrow().project().settings().get(AlignmentModels.SETTING).orElseThrow());
    }
}
