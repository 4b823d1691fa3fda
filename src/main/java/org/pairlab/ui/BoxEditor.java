package org.pairlab.ui;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.pairlab.project.Box;

/**
 * An image with its boxes that the reviewer edits with the mouse: drag on empty image draws a box, drag inside a box
 * moves it, drag a corner handle resizes it, click selects. The wheel zooms about the pointer, a right- or
 * middle-button drag pans; {@link #fit()} and {@link #actualSize()} reset the view. Hovering a box shows its label
 * and score. Coordinates handed out are in original image pixels; the component only reports, the caller stores.
 */
public final class BoxEditor extends Region {
    /** What a finished drag did. */
    public interface Listener {
        void drawn(double x, double y, double w, double h);

        void changed(Box box, double x, double y, double w, double h);
    }

    private static final double HANDLE = 7;
    private final Canvas canvas = new Canvas();
    private final ObjectProperty<Image> image = new SimpleObjectProperty<>();
    private final ObjectProperty<List<Box>> boxes = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<Box> selected = new SimpleObjectProperty<>();
    private final Tooltip tip = new Tooltip();
    private Listener listener = new Listener() {
        @Override
        public void drawn(double x, double y, double w, double h) {
        }

        @Override
        public void changed(Box box, double x, double y, double w, double h) {
        }
    };
    private double sourceWidth;
    private double sourceHeight;
    /** View transform: screen = offset + scale * image pixel. Null scale: fit on next layout. */
    private double scale = -1;
    private double offsetX;
    private double offsetY;
    private Drag drag;

    private enum Mode { DRAW, MOVE, RESIZE, PAN }

    /** A drag in progress, in image pixels (pan: in screen pixels). */
    private record Drag(Mode mode, Box box, int corner, double startX, double startY, double x, double y, double w, double h) {
    }

    public BoxEditor() {
        getStyleClass().add("box-editor");
        getChildren().add(canvas);
        setMinSize(200, 150);
        setPrefSize(800, 600);
        image.addListener(o -> {
            scale = -1;
            requestLayout();
        });
        boxes.addListener(o -> redraw());
        selected.addListener(o -> redraw());
        Tooltip.install(this, tip);
        setOnMousePressed(this::pressed);
        setOnMouseDragged(this::dragged);
        setOnMouseReleased(this::released);
        setOnMouseMoved(this::hover);
        setOnScroll(this::scrolled);
    }

    public void setListener(Listener l) {
        this.listener = l;
    }

    /** Size of the image the box coordinates refer to (the shown image may be subsampled). */
    public void setSourceSize(double w, double h) {
        sourceWidth = w;
        sourceHeight = h;
        scale = -1;
        requestLayout();
    }

    public ObjectProperty<Image> imageProperty() {
        return image;
    }

    public ObjectProperty<List<Box>> boxesProperty() {
        return boxes;
    }

    public ObjectProperty<Box> selectedProperty() {
        return selected;
    }

    /** Shows the whole image. */
    public void fit() {
        double w = getWidth();
        double h = getHeight();
        if (sourceWidth <= 0 || w <= 0 || h <= 0) {
            return;
        }
        scale = Math.min(w / sourceWidth, h / sourceHeight);
        offsetX = (w - sourceWidth * scale) / 2;
        offsetY = (h - sourceHeight * scale) / 2;
        redraw();
    }

    /** One image pixel per screen pixel, centred. */
    public void actualSize() {
        zoomAbout(getWidth() / 2, getHeight() / 2, 1 / Math.max(scale, 1e-9));
    }

    /** Multiplies the zoom by {@code factor} keeping the image point under (sx, sy) in place. */
    public void zoomAbout(double sx, double sy, double factor) {
        double next = Math.max(0.02, Math.min(40, scale * factor));
        Point2D p = toImage(sx, sy);
        scale = next;
        offsetX = sx - p.getX() * scale;
        offsetY = sy - p.getY() * scale;
        redraw();
    }

    /** The current zoom (screen pixels per image pixel). */
    public double zoom() {
        return scale;
    }

    /** Image pixel under a point of this component. */
    public Point2D toImage(double sx, double sy) {
        return new Point2D((sx - offsetX) / scale, (sy - offsetY) / scale);
    }

    /** Point of this component showing an image pixel. */
    public Point2D toScreen(double ix, double iy) {
        return new Point2D(offsetX + ix * scale, offsetY + iy * scale);
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        if (scale <= 0) {
            fit();
        }
        redraw();
    }

    private void pressed(MouseEvent e) {
        requestFocus();
        if (scale <= 0) {
            return;
        }
        if (e.getButton() != MouseButton.PRIMARY) {
            drag = new Drag(Mode.PAN, null, -1, e.getX(), e.getY(), offsetX, offsetY, 0, 0);
            return;
        }
        Point2D p = toImage(e.getX(), e.getY());
        Box sel = selected.get();
        int corner = sel == null ? -1 : cornerAt(sel, e.getX(), e.getY());
        if (corner >= 0) {
            drag = new Drag(Mode.RESIZE, sel, corner, p.getX(), p.getY(), sel.x(), sel.y(), sel.w(), sel.h());
            return;
        }
        Box hit = boxAt(p);
        if (hit != null) {
            selected.set(hit);
            drag = new Drag(Mode.MOVE, hit, -1, p.getX(), p.getY(), hit.x(), hit.y(), hit.w(), hit.h());
        } else {
            selected.set(null);
            drag = new Drag(Mode.DRAW, null, -1, clampX(p.getX()), clampY(p.getY()), clampX(p.getX()), clampY(p.getY()), 0, 0);
        }
    }

    private void dragged(MouseEvent e) {
        if (drag == null) {
            return;
        }
        Point2D p = toImage(e.getX(), e.getY());
        switch (drag.mode()) {
            case PAN -> {
                offsetX = drag.x() + e.getX() - drag.startX();
                offsetY = drag.y() + e.getY() - drag.startY();
            }
            case DRAW -> {
                double x = clampX(p.getX());
                double y = clampY(p.getY());
                drag = new Drag(Mode.DRAW, null, -1, drag.startX(), drag.startY(), Math.min(x, drag.startX()),
                        Math.min(y, drag.startY()), Math.abs(x - drag.startX()), Math.abs(y - drag.startY()));
            }
            case MOVE -> {
                Box b = drag.box();
                double x = Math.max(0, Math.min(sourceWidth - b.w(), b.x() + p.getX() - drag.startX()));
                double y = Math.max(0, Math.min(sourceHeight - b.h(), b.y() + p.getY() - drag.startY()));
                drag = new Drag(Mode.MOVE, b, -1, drag.startX(), drag.startY(), x, y, b.w(), b.h());
            }
            case RESIZE -> {
                Box b = drag.box();
                // The corner opposite the dragged one stays put.
                double fx = (drag.corner() == 0 || drag.corner() == 3) ? b.x() + b.w() : b.x();
                double fy = (drag.corner() == 0 || drag.corner() == 1) ? b.y() + b.h() : b.y();
                double x = clampX(p.getX());
                double y = clampY(p.getY());
                drag = new Drag(Mode.RESIZE, b, drag.corner(), drag.startX(), drag.startY(), Math.min(x, fx), Math.min(y, fy),
                        Math.abs(x - fx), Math.abs(y - fy));
            }
        }
        redraw();
    }

    private void released(MouseEvent e) {
        Drag d = drag;
        drag = null;
        if (d == null) {
            return;
        }
        // Whole pixels: what a reviewer means, and what survives JSON unchanged.
        double x = Math.rint(d.x());
        double y = Math.rint(d.y());
        // A moved box keeps its size exactly; only its place snaps.
        double w = d.mode() == Mode.MOVE ? d.w() : Math.rint(d.w());
        double h = d.mode() == Mode.MOVE ? d.h() : Math.rint(d.h());
        switch (d.mode()) {
            case DRAW -> {
                if (w >= 2 && h >= 2) {
                    listener.drawn(x, y, Math.min(w, sourceWidth - x), Math.min(h, sourceHeight - y));
                }
            }
            case MOVE, RESIZE -> {
                Box b = d.box();
                if (w >= 1 && h >= 1 && (x != b.x() || y != b.y() || w != b.w() || h != b.h())) {
                    listener.changed(b, x, y, Math.min(w, sourceWidth - x), Math.min(h, sourceHeight - y));
                }
            }
            default -> { }
        }
        redraw();
    }

    private void hover(MouseEvent e) {
        if (scale <= 0) {
            return;
        }
        Box b = boxAt(toImage(e.getX(), e.getY()));
        tip.setText(b == null ? "" : b.category() + (b.score() == null ? "" : String.format(java.util.Locale.ROOT, " · score %.2f", b.score()))
                + String.format(java.util.Locale.ROOT, " · %.0f×%.0f at %.0f, %.0f", b.w(), b.h(), b.x(), b.y()));
    }

    private void scrolled(ScrollEvent e) {
        if (e.getDeltaY() != 0 && scale > 0) {
            zoomAbout(e.getX(), e.getY(), e.getDeltaY() > 0 ? 1.2 : 1 / 1.2);
        }
    }

    private double clampX(double x) {
        return Math.max(0, Math.min(sourceWidth, x));
    }

    private double clampY(double y) {
        return Math.max(0, Math.min(sourceHeight, y));
    }

    /** The smallest box under an image point (small boxes sit on top of large ones). */
    Box boxAt(Point2D p) {
        Box best = null;
        for (Box b : boxes.get()) {
            if (p.getX() >= b.x() && p.getX() <= b.x() + b.w() && p.getY() >= b.y() && p.getY() <= b.y() + b.h()
                    && (best == null || b.area() < best.area())) {
                best = b;
            }
        }
        return best;
    }

    /** Corner 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left under a screen point, or -1. */
    private int cornerAt(Box b, double sx, double sy) {
        Point2D[] corners = corners(b);
        for (int i = 0; i < 4; i++) {
            if (Math.abs(corners[i].getX() - sx) <= HANDLE && Math.abs(corners[i].getY() - sy) <= HANDLE) {
                return i;
            }
        }
        return -1;
    }

    /** The four corners of a box on screen (for handles and tests). */
    public Point2D[] corners(Box b) {
        return new Point2D[] {toScreen(b.x(), b.y()), toScreen(b.x() + b.w(), b.y()), toScreen(b.x() + b.w(), b.y() + b.h()),
            toScreen(b.x(), b.y() + b.h())};
    }

    private void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#20242a"));
        g.fillRect(0, 0, w, h);
        Image img = image.get();
        if (img == null || scale <= 0) {
            g.setFill(Color.web("#9aa3ad"));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText("Loading…", w / 2, h / 2);
            return;
        }
        g.drawImage(img, offsetX, offsetY, sourceWidth * scale, sourceHeight * scale);
        g.setFont(Font.font(11));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        Drag d = drag;
        for (Box b : boxes.get()) {
            boolean isSel = selected.get() != null && selected.get().id() == b.id();
            double bx = b.x();
            double by = b.y();
            double bw = b.w();
            double bh = b.h();
            if (d != null && d.box() != null && d.box().id() == b.id()) {
                bx = d.x();
                by = d.y();
                bw = d.w();
                bh = d.h();
            }
            Point2D p = toScreen(bx, by);
            g.setStroke(isSel ? Color.web("#ffb000") : Color.web("#39c0ff"));
            g.setLineWidth(isSel ? 2.5 : 1.5);
            g.strokeRect(p.getX(), p.getY(), bw * scale, bh * scale);
            g.setFill(Color.color(0, 0, 0, 0.6));
            g.fillRect(p.getX(), p.getY() - 14, Math.max(30, b.category().length() * 6.5 + 6), 14);
            g.setFill(Color.WHITE);
            g.fillText(b.category(), p.getX() + 3, p.getY() - 13);
            if (isSel) {
                g.setFill(Color.web("#ffb000"));
                for (Point2D c : new Point2D[] {toScreen(bx, by), toScreen(bx + bw, by), toScreen(bx + bw, by + bh), toScreen(bx, by + bh)}) {
                    g.fillRect(c.getX() - HANDLE / 2, c.getY() - HANDLE / 2, HANDLE, HANDLE);
                }
            }
        }
        if (d != null && d.mode() == Mode.DRAW) {
            Point2D p = toScreen(d.x(), d.y());
            g.setStroke(Color.web("#7CFC00"));
            g.setLineWidth(2);
            g.setLineDashes(6, 4);
            g.strokeRect(p.getX(), p.getY(), d.w() * scale, d.h() * scale);
            g.setLineDashes();
        }
    }
}
