package org.pairlab.ui;

import java.util.List;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.pairlab.text.WordDiff;

/** A caption drawn from its word diff, changed words styled {@code diff-changed} (the sample view and the preview). */
final class DiffFlow {
    private DiffFlow() {
    }

    static TextFlow of(List<WordDiff.Segment> segments) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().add("caption");
        for (WordDiff.Segment s : segments) {
            Text t = new Text(s.text());
            t.getStyleClass().add(s.changed() ? "diff-changed" : "diff-same");
            flow.getChildren().add(t);
        }
        return flow;
    }
}
