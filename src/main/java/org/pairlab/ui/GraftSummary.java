package org.pairlab.ui;

import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;

/** One row of an ERG candidate's review: its style label, the grafted phrase with where it came from, the scores. */
final class GraftSummary {
    private GraftSummary() {
    }

    static FlowPane of(GraftReview g) {
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
        FlowPane row = new FlowPane(8, 4, style, phrase, origin, scores);
        row.setId("graft-summary");
        if (g.span().isEmpty()) {
            Label absent = new Label("phrase not found in the caption");
            absent.getStyleClass().add("error-label");
            row.getChildren().add(absent);
        }
        return row;
    }
}
