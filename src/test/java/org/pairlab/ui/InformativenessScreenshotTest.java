package org.pairlab.ui;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.util.WaitForAsyncUtils;

/** Writes docs/images/informativeness.png; runs only with -Dpairlab.screenshots=true. */
@EnabledIfSystemProperty(named = "pairlab.screenshots", matches = "true")
class InformativenessScreenshotTest extends InformativenessViewFixture {
    @Override
    protected boolean styled() {
        return true;
    }

    @Test
    void shoot() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.tableProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(view, "informativeness.png", 600);
    }
}
