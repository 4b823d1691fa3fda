package org.pairlab.ui;

import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * Where the main window opens: where the user left it (size and position remembered in the user's preferences), or
 * 90 % of the screen it starts on, centred; always fully on a screen and never smaller than a usable minimum. Some
 * window managers (Openbox) map a JavaFX stage at 200x200 unless its size is set explicitly, hence the explicit size.
 */
final class WindowPlacement {
    private static final double MIN_WIDTH = 1000;
    private static final double MIN_HEIGHT = 640;
    private final Preferences prefs;

    WindowPlacement(Preferences prefs) {
        this.prefs = prefs;
    }

    /** Sizes and places the stage before it is shown, keeps it so once shown, and remembers it when it closes. */
    void apply(Stage stage) {
        Rectangle2D r = bounds();
        Rectangle2D screen = screenOf(r);
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight()));
        place(stage, r);
        stage.setMaximized(prefs.getBoolean("window.maximized", false));
        // A window manager may still shrink the first mapping: put the size back once the window is up.
        stage.setOnShown(e -> Platform.runLater(() -> {
            if (!stage.isMaximized() && (Math.abs(stage.getWidth() - r.getWidth()) > 2
                    || Math.abs(stage.getHeight() - r.getHeight()) > 2)) {
                place(stage, r);
            }
        }));
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> remember(stage));
    }

    /** The remembered rectangle if it is still on a screen, else 90 % of the primary screen, centred. */
    Rectangle2D bounds() {
        double w = prefs.getDouble("window.width", -1);
        double h = prefs.getDouble("window.height", -1);
        double x = prefs.getDouble("window.x", Double.NaN);
        double y = prefs.getDouble("window.y", Double.NaN);
        if (w > 0 && h > 0 && !Double.isNaN(x) && !Double.isNaN(y)
                && !Screen.getScreensForRectangle(x, y, w, h).isEmpty()) {
            Rectangle2D screen = screenOf(new Rectangle2D(x, y, w, h));
            // Clamped into the screen it is on, so no part of it is off screen.
            w = Math.min(w, screen.getWidth());
            h = Math.min(h, screen.getHeight());
            x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - w));
            y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - h));
            return new Rectangle2D(x, y, w, h);
        }
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double dw = Math.min(screen.getWidth(), Math.max(Math.min(MIN_WIDTH, screen.getWidth()), screen.getWidth() * 0.9));
        double dh = Math.min(screen.getHeight(), Math.max(Math.min(MIN_HEIGHT, screen.getHeight()), screen.getHeight() * 0.9));
        return new Rectangle2D(screen.getMinX() + (screen.getWidth() - dw) / 2, screen.getMinY() + (screen.getHeight() - dh) / 2,
                dw, dh);
    }

    private static Rectangle2D screenOf(Rectangle2D r) {
        var screens = Screen.getScreensForRectangle(r);
        return (screens.isEmpty() ? Screen.getPrimary() : screens.get(0)).getVisualBounds();
    }

    private static void place(Stage stage, Rectangle2D r) {
        stage.setX(r.getMinX());
        stage.setY(r.getMinY());
        stage.setWidth(r.getWidth());
        stage.setHeight(r.getHeight());
    }

    private void remember(Stage stage) {
        prefs.putBoolean("window.maximized", stage.isMaximized());
        if (!stage.isMaximized() && !stage.isIconified() && stage.getWidth() > 0 && stage.getHeight() > 0) {
            prefs.putDouble("window.x", stage.getX());
            prefs.putDouble("window.y", stage.getY());
            prefs.putDouble("window.width", stage.getWidth());
            prefs.putDouble("window.height", stage.getHeight());
        }
    }
}
