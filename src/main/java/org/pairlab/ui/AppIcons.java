package org.pairlab.ui;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.image.Image;

/** PairLab's window icon at every size in resources (drawn by packaging/icons/MakeIcons.java). */
final class AppIcons {
    static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};

    private AppIcons() {
    }

    /** The icon images, smallest first; the window manager picks the size it needs. */
    static List<Image> images() {
        List<Image> out = new ArrayList<>();
        for (int size : SIZES) {
            try (InputStream in = AppIcons.class.getResourceAsStream("icons/pairlab-" + size + ".png")) {
                if (in != null) {
                    out.add(new Image(in));
                }
            } catch (java.io.IOException e) {
                // A missing icon size only means the window manager scales another one.
            }
        }
        return out;
    }
}
