package org.pairlab.ui;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/** Text drawn on the workbench's canvases (histogram bars, boxed images): one place for fonts and alignment. */
final class CanvasText {
    private CanvasText() {
    }

    /** A message centred in a {@code w} x {@code h} canvas, e.g. "no values" or "Loading…". */
    static void centred(GraphicsContext g, String text, double w, double h, Color colour) {
        g.setFill(colour);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, w / 2, h / 2);
    }

    /** A label whose top edge is at {@code y}: left-aligned from {@code x}, or right-aligned ending there. */
    static void topAligned(GraphicsContext g, String text, double x, double y, TextAlignment align, double size, Color colour) {
        g.setFont(Font.font(size));
        g.setFill(colour);
        g.setTextAlign(align);
        g.setTextBaseline(VPos.TOP);
        g.fillText(text, x, y);
    }
}
