package org.pairlab.ui;

import javafx.collections.ListChangeListener;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Opens every dialog and tool window of the workbench centred on the window that owns it and fully on that window's
 * screen, shrunk to the screen when it asks for more (the Runs window wants 1100x700, too tall for 1366x768 with a
 * panel). One listener on the JavaFX window list covers every dialog, including ones added later.
 */
final class DialogPlacement {
    private final Window main;

    private DialogPlacement(Window main) {
        this.main = main;
    }

    /** Places every stage owned (directly or through other dialogs) by {@code main} when it is shown. */
    static void install(Window main) {
        DialogPlacement p = new DialogPlacement(main);
        Window.getWindows().addListener((ListChangeListener<Window>) c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (w instanceof Stage s && s != main && p.ownedByMain(s)) {
                        p.place(s);
                        // The size a dialog settles on is known once it is laid out: place it again then.
                        // (and once more after the dialog's own handlers, which size it to its content).
                        s.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
                            p.place(s);
                            javafx.application.Platform.runLater(() -> p.place(s));
                        });
                    }
                }
            }
        });
    }

    private boolean ownedByMain(Stage s) {
        for (Window o = s.getOwner(); o != null; o = o instanceof Stage st ? st.getOwner() : null) {
            if (o == main) {
                return true;
            }
        }
        return false;
    }

    private void place(Stage s) {
        Window owner = s.getOwner();
        if (Double.isNaN(s.getWidth()) || Double.isNaN(s.getHeight()) || owner == null) {
            return;
        }
        Rectangle2D r = centredOnScreen(new Rectangle2D(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight()),
                s.getWidth(), s.getHeight(), screenOf(owner));
        if (r.getWidth() < s.getWidth()) {
            s.setWidth(r.getWidth());
        }
        if (r.getHeight() < s.getHeight()) {
            s.setHeight(r.getHeight());
        }
        s.setX(r.getMinX());
        s.setY(r.getMinY());
    }

    /** A {@code w x h} rectangle centred on {@code owner}, shrunk to fit {@code screen} and moved fully onto it. */
    static Rectangle2D centredOnScreen(Rectangle2D owner, double w, double h, Rectangle2D screen) {
        double fw = Math.min(w, screen.getWidth());
        double fh = Math.min(h, screen.getHeight());
        double x = owner.getMinX() + (owner.getWidth() - fw) / 2;
        double y = owner.getMinY() + (owner.getHeight() - fh) / 2;
        x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - fw));
        y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - fh));
        return new Rectangle2D(x, y, fw, fh);
    }

    private static Rectangle2D screenOf(Window owner) {
        var screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), Math.max(1, owner.getWidth()),
                Math.max(1, owner.getHeight()));
        return (screens.isEmpty() ? Screen.getPrimary() : screens.get(0)).getVisualBounds();
    }
}
