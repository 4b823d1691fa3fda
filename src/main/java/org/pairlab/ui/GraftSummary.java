package org.pairlab.ui;

import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/** One row of an ERG candidate's review: its style label, the grafted phrase with where it came from, the scores. */
final class GraftSummary {
    private GraftSummary() {
    }

    static VBox of(GraftReview g) {
        Label style = new Label(g.style());
        style.setId("graft-style");
        style.getStyleClass().add("style-tag");
        Label phrase = new Label(g.phrase());
        phrase.setId("graft-phrase");
        phrase.getStyleClass().add("graft-phrase");
        Label origin = new Label(g.origin());
        origin.setId("graft-origin");
        // A bank clause is PairLab's own, not a retrieved scene's: tagged so a reviewer weighs it as such.
        origin.getStyleClass().add(g.bankClause() ? "bank-tag" : "muted");
        Label scores = new Label(g.scores());
        scores.setId("graft-scores");
        scores.getStyleClass().add("recipe");
        scores.setWrapText(true);
        // Wraps in the sample view's width instead of widening it (a flow's minimum is its widest child).
        scores.setMinWidth(0);
        phrase.setWrapText(true);
        phrase.setMinWidth(0);
        FlowPane tags = new FlowPane(8, 4, style, phrase, origin);
        if (g.span().isEmpty()) {
            Label absent = new Label("phrase not found in the caption");
            absent.getStyleClass().add("error-label");
            tags.getChildren().add(absent);
        }
        VBox row = new VBox(4, tags, scores);
        row.setId("graft-summary");
        return row;
    }
}
