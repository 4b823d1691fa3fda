package org.pairlab.ui;

import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.pairlab.project.Box;

/** An image scaled to fit, with its object boxes drawn and labelled on top (boxes are in original pixels). */
public final class BoxedImageView extends Region {
    private final Canvas canvas = new Canvas();
    private final ObjectProperty<Image> image = new SimpleObjectProperty<>();
    private final ObjectProperty<List<Box>> boxes = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<List<Box>> highlighted = new SimpleObjectProperty<>(List.of());
    private final BooleanProperty showBoxes = new SimpleBooleanProperty(true);
    private final javafx.beans.property.StringProperty placeholder = new javafx.beans.property.SimpleStringProperty("Loading…");
    /** The zoom and pan; source and candidate views share it (wheel zooms, drag pans, double-click fits). */
    private final ObjectProperty<ImageWindow> window = new SimpleObjectProperty<>(ImageWindow.FIT);
    private double sourceWidth;
    private double sourceHeight;
    /** Off by default: preview cards in scrolling forms must let the wheel scroll the form. */
    private boolean zoomable;
    private double dragX;
    private double dragY;

    public BoxedImageView() {
        getStyleClass().add("boxed-image");
        getChildren().add(canvas);
        image.addListener(o -> redraw());
        boxes.addListener(o -> redraw());
        highlighted.addListener(o -> redraw());
        showBoxes.addListener(o -> redraw());
        placeholder.addListener(o -> redraw());
        window.addListener(o -> redraw());
        image.addListener((o, was, now) -> {
            // A new item starts fitted; the shared window then resets the other view too.
            if (was != now) {
                window.set(ImageWindow.FIT);
            }
        });
        setOnScroll(e -> {
            Image img = image.get();
            if (zoomable && img != null && e.getDeltaY() != 0) {
                window.set(window.get().zoomedAbout(e.getX(), e.getY(), e.getDeltaY() > 0 ? 1.2 : 1 / 1.2,
                        getWidth(), getHeight(), img.getWidth(), img.getHeight()));
                e.consume();
            }
        });
        setOnMousePressed(e -> {
            dragX = e.getX();
            dragY = e.getY();
        });
        setOnMouseDragged(e -> {
            Image img = image.get();
            if (zoomable && img != null) {
                window.set(window.get().panned(e.getX() - dragX, e.getY() - dragY, getWidth(), getHeight(),
                        img.getWidth(), img.getHeight()));
                dragX = e.getX();
                dragY = e.getY();
            }
        });
        setOnMouseClicked(e -> {
            if (zoomable && e.getClickCount() == 2) {
                window.set(ImageWindow.FIT);
            }
        });
        // Zoomed images must not paint over the captions beside them.
        javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        setMinSize(120, 90);
        setPrefSize(420, 300);
    }

    /** Size of the image the box coordinates refer to (the decoded image may be subsampled). */
    public void setSourceSize(double w, double h) {
        sourceWidth = w;
        sourceHeight = h;
        redraw();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        redraw();
    }

    private void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.clearRect(0, 0, w, h);
        Image img = image.get();
        if (img == null || w <= 0 || h <= 0) {
            CanvasText.centred(g, img == null ? placeholder.get() : "", w, h, Color.web("#9aa3ad"));
            return;
        }
        ImageWindow.Placement at = window.get().place(w, h, img.getWidth(), img.getHeight());
        double dw = at.width();
        double dh = at.height();
        double ox = at.left();
        double oy = at.top();
        g.drawImage(img, ox, oy, dw, dh);
        if (!showBoxes.get()) {
            return;
        }
        double sw = sourceWidth > 0 ? sourceWidth : img.getWidth();
        double sk = dw / sw;
        for (Box b : boxes.get()) {
            Color c = colour(b.category());
            double x = ox + b.x() * sk;
            double y = oy + b.y() * sk;
            g.setStroke(c);
            g.setLineWidth(2);
            g.strokeRect(x, y, b.w() * sk, b.h() * sk);
            double tw = b.category().length() * 6.2 + 6;
            double ty = Math.max(oy, y - 15);
            g.setFill(c);
            g.fillRect(x, ty, tw, 15);
            CanvasText.topAligned(g, b.category(), x + 3, ty + 1, TextAlignment.LEFT, 11, Color.WHITE);
        }
        // Changed boxes get a thick dashed outline over their category colour, so they stand out in any image.
        g.setStroke(HIGHLIGHT);
        g.setLineWidth(3.5);
        g.setLineDashes(8, 5);
        for (Box b : highlighted.get()) {
            g.strokeRect(ox + b.x() * sk - 2, oy + b.y() * sk - 2, b.w() * sk + 4, b.h() * sk + 4);
        }
        g.setLineDashes();
    }

    /** Outline colour of highlighted (changed or replaced) boxes. */
    static final Color HIGHLIGHT = Color.web("#ffd400");

    /** A stable, distinct colour per category, so the same object kind looks the same everywhere. */
    static Color colour(String category) {
        double hue = Math.floorMod(category.hashCode() * 47, 360);
        return Color.hsb(hue, 0.75, 0.85);
    }

    public ObjectProperty<Image> imageProperty() {
        return image;
    }

    public ObjectProperty<List<Box>> boxesProperty() {
        return boxes;
    }

    /** Boxes to outline as changed (in the same pixel coordinates as {@link #boxesProperty()}). */
    public ObjectProperty<List<Box>> highlightedProperty() {
        return highlighted;
    }

    /** What shows while there is no image: "Loading…", or why none will come (text only, an error). */
    public javafx.beans.property.StringProperty placeholderProperty() {
        return placeholder;
    }

    /** Lets the wheel zoom, a drag pan and a double click fit this view (the sample view's images). */
    public void setZoomable(boolean zoomable) {
        this.zoomable = zoomable;
    }

    /** The zoom and pan in force; bind two views' windows bidirectionally to zoom and pan them together. */
    public ObjectProperty<ImageWindow> windowProperty() {
        return window;
    }

    public BooleanProperty showBoxesProperty() {
        return showBoxes;
    }
}
