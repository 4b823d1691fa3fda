package org.pairlab.ui;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Point2D;
import javafx.scene.Cursor;
import javafx.scene.chart.AreaChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Line;
import org.pairlab.text.RhoHistogram;

/** The rho histogram as a stepped area, with the threshold as a vertical line the user drags (or clicks to place). */
final class RhoChart extends AreaChart<Number, Number> {
    private final DoubleProperty threshold = new SimpleDoubleProperty();
    private final Line line = new Line();
    private final NumberAxis x;

    RhoChart() {
        super(new NumberAxis(), new NumberAxis());
        x = (NumberAxis) getXAxis();
        x.setLabel("rho (informativeness)");
        getYAxis().setLabel("captions");
        setAnimated(false);
        setCreateSymbols(false);
        setLegendVisible(false);
        getStyleClass().add("rho-chart");
        line.getStyleClass().add("threshold-line");
        line.setStrokeWidth(3);
        line.setStyle("-fx-stroke: #d32f2f;");
        line.setCursor(Cursor.H_RESIZE);
        line.setId("threshold-line");
        getPlotChildren().add(line);
        threshold.addListener(o -> requestChartLayout());
        setOnMousePressed(this::moveTo);
        setOnMouseDragged(this::moveTo);
    }

    DoubleProperty thresholdProperty() {
        return threshold;
    }

    Line line() {
        return line;
    }

    /** Shows a histogram as steps: each bin is a flat segment at its count. */
    void show(RhoHistogram h) {
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        if (h != null) {
            for (int i = 0; i < h.counts().size(); i++) {
                series.getData().add(new XYChart.Data<>(h.from(i), h.counts().get(i)));
                series.getData().add(new XYChart.Data<>(h.to(i), h.counts().get(i)));
            }
        }
        getData().setAll(java.util.List.of(series));
    }

    private void moveTo(MouseEvent e) {
        Point2D p = x.sceneToLocal(e.getSceneX(), e.getSceneY());
        double v = x.getValueForDisplay(p.getX()).doubleValue();
        double clamped = Math.max(x.getLowerBound(), Math.min(x.getUpperBound(), v));
        // Tenths are as fine as a mouse can place it; rounding keeps the shown value readable.
        threshold.set(Math.round(clamped * 10) / 10.0);
        e.consume();
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        double px = x.getDisplayPosition(threshold.get());
        line.setStartX(px);
        line.setEndX(px);
        line.setStartY(0);
        line.setEndY(getYAxis().getHeight());
        line.toFront();
    }
}
