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

    /**
     * A style-grafted caption: changed words as in {@link #of}, the grafted phrase in its own style
     * ({@code graft-phrase}: a shaded run of labels, one per word with its following space, so it wraps like text).
     */
    static TextFlow ofGraft(List<GraftReview.Mark> marks) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().add("caption");
        for (GraftReview.Mark m : marks) {
            if (!m.phrase()) {
                Text t = new Text(m.text());
                t.getStyleClass().add(m.changed() ? "diff-changed" : "diff-same");
                flow.getChildren().add(t);
                continue;
            }
            java.util.regex.Matcher w = java.util.regex.Pattern.compile("\\S+\\s*|\\s+").matcher(m.text());
            while (w.find()) {
                javafx.scene.control.Label l = new javafx.scene.control.Label(w.group());
                l.getStyleClass().add("graft-phrase");
                l.setMinWidth(javafx.scene.control.Label.USE_PREF_SIZE);
                flow.getChildren().add(l);
            }
        }
        return flow;
    }
}
