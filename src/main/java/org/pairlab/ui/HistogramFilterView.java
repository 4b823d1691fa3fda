package org.pairlab.ui;

import java.util.function.BiConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.pairlab.metrics.Histogram;
import org.pairlab.project.CurationFilter;

/**
 * A histogram whose bars filter: click a bar, or drag across bars, and {@code onSelect} gets the first and last bar.
 * Bars inside the chosen range are drawn strong, the others pale. Only draws and reports; the view model decides.
 */
public final class HistogramFilterView extends Region {
    private static final double AXIS = 14;
    private final Canvas canvas = new Canvas();
    private final ObjectProperty<Histogram> histogram = new SimpleObjectProperty<>(Histogram.EMPTY);
    private final ObjectProperty<CurationFilter.Range> range = new SimpleObjectProperty<>();
    private final Tooltip tip = new Tooltip();
    private BiConsumer<Integer, Integer> onSelect = (a, b) -> { };
    /** Counts: the axis names the first and last whole number rather than bar edges. */
    private boolean whole;
    private int dragFrom = -1;
    private int dragTo = -1;

    public HistogramFilterView() {
        getStyleClass().add("histogram-filter");
        getChildren().add(canvas);
        setMinSize(160, 60);
        setPrefSize(280, 80);
        histogram.addListener(o -> redraw());
        range.addListener(o -> redraw());
        Tooltip.install(this, tip);
        setOnMousePressed(e -> {
            dragFrom = barAt(e);
            dragTo = dragFrom;
            redraw();
        });
        setOnMouseDragged(e -> {
            if (dragFrom >= 0) {
                dragTo = Math.max(0, barAt(e));
                redraw();
            }
        });
        setOnMouseReleased(e -> {
            if (dragFrom >= 0) {
                int to = barAt(e) < 0 ? dragTo : barAt(e);
                int from = dragFrom;
                dragFrom = -1;
                dragTo = -1;
                onSelect.accept(from, Math.max(0, to));
            }
        });
        setOnMouseMoved(e -> {
            int i = barAt(e);
            Histogram h = histogram.get();
            tip.setText(i < 0 ? "" : h.bins().get(i).label() + ": " + h.bins().get(i).count());
        });
    }

    /** Called with the first and last bar (in drag order) when a bar is clicked or a span is dragged. */
    public void setOnSelect(BiConsumer<Integer, Integer> handler) {
        this.onSelect = handler;
    }

    /** True for a histogram of whole numbers (one bar per value). */
    public void setWhole(boolean whole) {
        this.whole = whole;
        redraw();
    }

    public ObjectProperty<Histogram> histogramProperty() {
        return histogram;
    }

    /** The chosen range, drawn strong; null: every bar strong. */
    public ObjectProperty<CurationFilter.Range> rangeProperty() {
        return range;
    }

    /** The bar under the mouse, or -1 (outside, or no bars). Bars span the whole width. */
    int barAt(MouseEvent e) {
        return barAtX(e.getX());
    }

    /** The bar at x, or -1. */
    public int barAtX(double x) {
        int n = histogram.get().bins().size();
        if (n == 0 || getWidth() <= 0) {
            return -1;
        }
        int i = (int) Math.floor(x / (getWidth() / n));
        return i < 0 || i >= n ? -1 : i;
    }

    /** The x of the middle of bar i (for tests and keyboard use). */
    public double barCentre(int i) {
        int n = Math.max(1, histogram.get().bins().size());
        return (i + 0.5) * getWidth() / n;
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
        Histogram hist = histogram.get();
        g.setFont(Font.font(10));
        if (hist.isEmpty()) {
            CanvasText.centred(g, "no values", w, h, AXIS_TEXT);
            return;
        }
        int n = hist.bins().size();
        double bw = w / n;
        double top = h - AXIS;
        double max = Math.max(1, hist.maxCount());
        CurationFilter.Range r = range.get();
        for (int i = 0; i < n; i++) {
            Histogram.Bin b = hist.bins().get(i);
            boolean dragged = dragFrom >= 0 && i >= Math.min(dragFrom, dragTo) && i <= Math.max(dragFrom, dragTo);
            boolean chosen = r == null || b.middle() >= r.from() && b.middle() <= r.to();
            g.setFill(dragged ? Color.web("#e07b00") : chosen ? Color.web("#2f6fb3") : Color.web("#c5d3e3"));
            double bh = b.count() == 0 ? 0 : Math.max(1, top * b.count() / max);
            g.fillRect(i * bw + 0.5, top - bh, Math.max(1, bw - 1), bh);
        }
        CanvasText.topAligned(g, format(whole ? hist.bins().get(0).middle() : hist.bins().get(0).from()), 0, top + 1,
                TextAlignment.LEFT, 10, AXIS_TEXT);
        CanvasText.topAligned(g, format(whole ? hist.bins().get(n - 1).middle() : hist.bins().get(n - 1).to()), w, top + 1,
                TextAlignment.RIGHT, 10, AXIS_TEXT);
    }

    private static final Color AXIS_TEXT = Color.web("#6b7580");

    private static String format(double v) {
        return Math.abs(v - Math.rint(v)) < 1e-9 ? Long.toString(Math.round(v)) : String.format(java.util.Locale.ROOT, "%.2f", v);
    }
}
