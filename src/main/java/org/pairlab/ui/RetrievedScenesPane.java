package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.pairlab.project.ItemRef;

/**
 * The stylized scenes an ERG candidate's phrase was chosen among, collapsed under "Retrieved scenes (N)": per scene
 * its similarity and retrieval type, caption and phrase, and, for a stylized sample with an image, its thumbnail
 * from the grid's thumbnail service (requested when the pane is first opened, made off the FX thread).
 */
final class RetrievedScenesPane extends TitledPane {
    /** Edge of a scene thumbnail in the list. */
    static final int THUMB = 72;
    private final List<Runnable> requests = new ArrayList<>();
    private final List<Future<?>> pending = new ArrayList<>();
    private boolean requested;

    RetrievedScenesPane(GraftReview graft, ThumbnailCache thumbs) {
        setText("Retrieved scenes (" + graft.scenes().size() + ")");
        setId("retrieved-scenes");
        setExpanded(false);
        VBox rows = new VBox(6);
        rows.setPadding(new Insets(4));
        int i = 0;
        for (GraftReview.Scene s : graft.scenes()) {
            rows.getChildren().add(row(i++, s, graft.gaveThePhrase(s), thumbs));
        }
        setContent(rows);
        expandedProperty().addListener((o, a, open) -> {
            if (open) {
                requestThumbnails();
            }
        });
    }

    private HBox row(int index, GraftReview.Scene s, boolean grafted, ThumbnailCache thumbs) {
        StackPane picture = new StackPane();
        picture.setMinSize(THUMB, THUMB);
        picture.setPrefSize(THUMB, THUMB);
        picture.getStyleClass().add("scene-picture");
        if (s.sampleId() != null && thumbs != null) {
            ImageView view = new ImageView();
            view.setId("scene-thumb-" + index);
            view.getStyleClass().add("scene-thumbnail");
            view.setFitWidth(THUMB);
            view.setFitHeight(THUMB);
            view.setPreserveRatio(true);
            picture.getChildren().add(view);
            ItemRef sample = ItemRef.sample(s.sampleId());
            requests.add(() -> {
                javafx.scene.image.Image cached = thumbs.cached(sample);
                if (cached != null) {
                    view.setImage(cached);
                } else {
                    pending.add(thumbs.request(sample, view::setImage, text -> { }));
                }
            });
        } else {
            Label none = new Label("text\nonly");
            none.getStyleClass().add("muted");
            picture.getChildren().add(none);
        }
        Label header = new Label(s.header() + (s.sampleId() == null ? "" : " · sample " + s.sampleId())
                + (grafted ? " · phrase grafted" : ""));
        header.getStyleClass().add("scene-header");
        Label caption = new Label(s.caption());
        caption.setWrapText(true);
        caption.getStyleClass().add("scene-caption");
        Label phrase = new Label("phrase: " + s.phrase());
        phrase.getStyleClass().add("muted");
        phrase.setWrapText(true);
        VBox text = new VBox(2, header, caption, phrase);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox row = new HBox(8, picture, text);
        row.setAlignment(Pos.TOP_LEFT);
        row.getStyleClass().add("scene-row");
        if (grafted) {
            row.getStyleClass().add("grafted-scene");
        }
        row.setId("scene-" + index);
        return row;
    }

    /** Asks for the thumbnails once, when the list is first shown. */
    private void requestThumbnails() {
        if (!requested) {
            requested = true;
            requests.forEach(Runnable::run);
        }
    }

    /** Drops thumbnail requests that have not started (the view moved to another item). */
    void cancel() {
        pending.forEach(f -> f.cancel(false));
        pending.clear();
    }
}
