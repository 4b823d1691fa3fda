package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import org.junit.jupiter.api.Test;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Settings / Alignment model in the workbench, headless: explains, refuses, saves. */
class AlignmentSettingsDialogUiTest extends WorkbenchFixture {

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
