package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The real application class starts and shows the welcome screen with the production services. */
class WorkbenchAppSmokeTest {
    @Test
    void startsOnTheWelcomeScreen() throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupApplication(WorkbenchApp.class);
        FxRobot robot = new FxRobot();
        assertNotNull(robot.lookup("#welcome-new").query());
        assertTrue(robot.lookup("#welcome-import").query().isDisabled(), "import needs an open project");
        assertTrue(stage.isShowing());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        FxToolkit.cleanupStages();
    }
}
