package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.pairlab.testing.MemoryPreferences;
import org.testfx.framework.junit5.ApplicationExtension;

/** The main window opens at a usable size on its screen, and comes back where the user left it, on screen. */
@ExtendWith(ApplicationExtension.class)
class WindowPlacementTest {
    @Test
    void firstOpenIsNinetyPercentOfTheScreenCentredAndALaterOpenIsWhereItWasLeftClampedOnScreen() throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        MemoryPreferences prefs = new MemoryPreferences();
        Rectangle2D first = new WindowPlacement(prefs).bounds();
        assertEquals(Math.max(Math.min(1000, screen.getWidth()), screen.getWidth() * 0.9), first.getWidth(), 1e-9);
        assertTrue(first.getWidth() > 200 && first.getHeight() > 200, "never the 200x200 some window managers map");
        assertEquals(screen.getMinX() + (screen.getWidth() - first.getWidth()) / 2, first.getMinX(), 1e-9);

        // Remembered, but partly off the right edge and taller than the screen: pulled back onto it.
        prefs.putDouble("window.x", screen.getMaxX() - 300);
        prefs.putDouble("window.y", screen.getMinY() + 10);
        prefs.putDouble("window.width", 900);
        prefs.putDouble("window.height", screen.getHeight() + 500);
        Rectangle2D later = new WindowPlacement(prefs).bounds();
        assertEquals(900, later.getWidth(), 1e-9);
        assertEquals(screen.getHeight(), later.getHeight(), 1e-9);
        assertTrue(later.getMaxX() <= screen.getMaxX() && later.getMinY() >= screen.getMinY(), later.toString());

        // A position on no screen at all (a monitor since unplugged): the default again.
        prefs.putDouble("window.x", screen.getMaxX() + 5000);
        assertEquals(first, new WindowPlacement(prefs).bounds());
    }
}
