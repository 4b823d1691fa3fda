package org.pairlab.ui;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.augment.SourceComparison;
import org.pairlab.project.Caption;
import org.pairlab.project.ReviewStatus;

/** The right-hand pane: the image with boxes, its captions and, for a candidate, original and candidate side by side. */
final class SampleView extends ScrollPane {
    private final SampleViewModel vm;
    private final MainViewModel main;
    private final Label title = new Label("Select an item");
    private final Label subtitle = new Label();
    private final BoxedImageView original = new BoxedImageView();
    private final BoxedImageView candidate = new BoxedImageView();
    private final Label originalLabel = new Label("Original");
    /** For a candidate: each caption beside the source caption it was made from, changed words marked on both. */
    private final javafx.scene.layout.GridPane captionPairs = new javafx.scene.layout.GridPane();
    private final Label candidateLabel = new Label("Candidate");
    private final VBox candidateBox = new VBox(4, candidateLabel, candidate);
    private final CheckBox showBoxes = new CheckBox("Show boxes");
    /** Source and candidate images side by side; absent for text-only items, which have none. */
    private final HBox images = new HBox(10);
    private final HBox boxesRow = new HBox(12);
    private final Label captionsHeader = new Label("Captions");
    /** A candidate without an image: its caption, who wrote it, its scores and what it was built from. */
    private final VBox textCandidate = new VBox(6);
    private final Label boxCount = new Label();
    private final Label status = new Label();
    private final VBox captions = new VBox(6);
    private final Label recipe = new Label();
    /** The grammar issues of each rewritten caption that adds errors to its source, under the recipe line. */
    private final VBox grammarIssues = new VBox(2);
    private final Label error = new Label();
    private final Map<Long, Label> rhoLabels = new java.util.HashMap<>();
    /** Opens the box editor on an original (set by the main view). */
    private final Button editBoxes = new Button("Edit boxes…", new FontIcon("mdi2v-vector-square"));
    private java.util.function.LongConsumer onEditBoxes = id -> { };
    private final Label staleNote = new Label();
    /** The grid's thumbnails, also used for the images of an ERG candidate's retrieved scenes. */
    private final ThumbnailCache thumbs;
    private RetrievedScenesPane scenes;

    SampleView(SampleViewModel vm, MainViewModel main, ThumbnailCache thumbs, Runnable accept, Runnable reject,
            Runnable undo) {
        this.vm = vm;
        this.main = main;
        this.thumbs = thumbs;
        getStyleClass().add("sample-view");
        // A click anywhere in the view gives it the focus (a ScrollPane does not take it by itself), so the review keys
        // act here; a control inside that takes the focus itself (a check box, a text field) still gets it.
        addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> {
            if (!isFocusWithin()) {
                requestFocus();
            }
        });
        setFitToWidth(true);
        title.getStyleClass().add("sample-title");
        subtitle.getStyleClass().add("muted");
        boxCount.setId("box-count");
        status.setId("review-status");
        captions.setId("captions");
        recipe.setId("recipe");
        grammarIssues.setId("grammar-issues");
        recipe.setWrapText(true);
        recipe.getStyleClass().add("recipe");
        error.getStyleClass().add("error-label");
        error.setWrapText(true);
        originalLabel.getStyleClass().add("section");
        candidateLabel.getStyleClass().add("section");
        showBoxes.setSelected(true);
        // Like the review buttons: never takes focus, so focus leaving another tab cannot scroll the view to it.
        showBoxes.setFocusTraversable(false);
        showBoxes.setId("show-boxes");
        original.showBoxesProperty().bind(showBoxes.selectedProperty());
        candidate.showBoxesProperty().bind(showBoxes.selectedProperty());
        // Zoom and pan the source and candidate together, so a detail can be compared at the same place.
        candidate.windowProperty().bindBidirectional(original.windowProperty());
        original.setZoomable(true);
        candidate.setZoomable(true);
        candidate.setId("candidate-image");
        original.setId("original-image");
        VBox originalBox = new VBox(4, originalLabel, original);
        // Source and candidate get the same width whatever their labels say; the labels wrap.
        for (Label l : List.of(originalLabel, candidateLabel)) {
            l.setWrapText(true);
            l.setMinWidth(0);
        }
        originalBox.setPrefWidth(0);
        candidateBox.setPrefWidth(0);
        originalBox.setMinWidth(0);
        candidateBox.setMinWidth(0);
        HBox.setHgrow(originalBox, Priority.ALWAYS);
        HBox.setHgrow(candidateBox, Priority.ALWAYS);
        VBox.setVgrow(original, Priority.ALWAYS);
        VBox.setVgrow(candidate, Priority.ALWAYS);
        images.getChildren().setAll(originalBox, candidateBox);
        images.setId("image-panes");
        textCandidate.setId("text-candidate");
        textCandidate.getStyleClass().add("text-candidate");

        Button acceptButton = button("Accept", "mdi2c-check", "accept", accept);
        Button rejectButton = button("Reject", "mdi2c-close", "reject", reject);
        Button undoButton = button("Undo", "mdi2u-undo", "undo", undo);
        acceptButton.setId("accept-button");
        rejectButton.setId("reject-button");
        undoButton.setId("undo-button");
        HBox actions = new HBox(8, acceptButton, rejectButton, undoButton, status);
        actions.getStyleClass().add("actions");
        Label keys = new Label("Keys (grid or this view focused): A accept · R reject · U undo · arrows move · N next undecided · F1 all");
        keys.getStyleClass().add("muted");
        keys.setWrapText(true); // a narrow sample view wraps the hint instead of clipping it
        boxesRow.getChildren().setAll(showBoxes, boxCount);
        editBoxes.setId("edit-boxes-button");
        editBoxes.setOnAction(e -> {
            SampleViewModel.Details d = vm.detailsProperty().get();
            if (d != null && !d.isCandidate()) {
                onEditBoxes.accept(d.sample().id());
            }
        });
        boxesRow.getChildren().add(editBoxes);
        staleNote.setId("stale-note");
        staleNote.setWrapText(true);
        staleNote.getStyleClass().add("recipe");
        staleNote.textProperty().bind(vm.staleNoteProperty());
        staleNote.managedProperty().bind(staleNote.textProperty().isNotEmpty());
        staleNote.visibleProperty().bind(staleNote.textProperty().isNotEmpty());

        captionsHeader.getStyleClass().add("section");
        captionPairs.setId("caption-pairs");
        captionPairs.setHgap(10);
        captionPairs.setVgap(6);
        javafx.scene.layout.ColumnConstraints half = new javafx.scene.layout.ColumnConstraints();
        half.setPercentWidth(50);
        half.setFillWidth(true);
        captionPairs.getColumnConstraints().setAll(half, half);
        VBox content = new VBox(10, title, subtitle, actions, keys, textCandidate, images, boxesRow, staleNote, error, captionsHeader, captionPairs,
                captions, recipe, grammarIssues);
        content.setPadding(new Insets(14));
        setContent(content);

        vm.detailsProperty().addListener((o, a, d) -> show(d));
        vm.originalImageProperty().addListener((o, a, img) -> original.imageProperty().set(img));
        vm.candidateImageProperty().addListener((o, a, img) -> candidate.imageProperty().set(img));
        vm.imageErrorProperty().addListener((o, a, e) -> {
            error.setText(e == null ? "" : "Image: " + e);
            if (e != null) {
                // The image will not come: say so in its place instead of "Loading…".
                original.placeholderProperty().set("No image: see the message below");
                candidate.placeholderProperty().set("No image: see the message below");
            }
        });
        // The error line only takes space when there is an error to read.
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        error.visibleProperty().bind(error.textProperty().isNotEmpty());
        main.statusVersionProperty().addListener(o -> updateStatus());
        vm.captionMarksProperty().addListener((o, a, m) -> showMarks(m));
        show(null);
    }

    /** What "Edit boxes…" does with the shown original's id. */
    void setOnEditBoxes(java.util.function.LongConsumer action) {
        this.onEditBoxes = action;
    }

    private static Button button(String text, String icon, String style, Runnable action) {
        Button b = new Button(text, new FontIcon(icon));
        b.getStyleClass().add(style);
        b.setFocusTraversable(false);
        b.setOnAction(e -> action.run());
        return b;
    }

    private void show(SampleViewModel.Details d) {
        // A new item starts at the top: its title, the review buttons and the images.
        setVvalue(0);
        captions.getChildren().clear();
        captionPairs.getChildren().clear();
        shown(captionPairs, false);
        textCandidate.getChildren().clear();
        shown(textCandidate, false);
        // Image panes only where there is an image: a text-only item shows its text in their place.
        boolean pictured = d == null || d.showsImages();
        shown(images, pictured);
        shown(boxesRow, pictured);
        shown(captionsHeader, true);
        original.highlightedProperty().set(List.of());
        candidate.highlightedProperty().set(List.of());
        original.placeholderProperty().set(d != null && d.sample().textOnly() ? "Text only: this caption has no image"
                : "Loading…");
        candidate.placeholderProperty().set(original.placeholderProperty().get());
        originalLabel.setText("Original");
        candidateLabel.setText("Candidate");
        grammarIssues.getChildren().clear();
        if (scenes != null) {
            scenes.cancel();
            scenes = null;
        }
        rhoLabels.clear();
        error.setText("");
        if (d == null) {
            title.setText("Select an item");
            subtitle.setText("");
            boxCount.setText("");
            recipe.setText("");
            status.setText("");
            editBoxes.setVisible(false);
            candidateBox.setVisible(false);
            candidateBox.setManaged(false);
            original.imageProperty().set(null);
            original.boxesProperty().set(List.of());
            return;
        }
        original.setSourceSize(d.sample().width(), d.sample().height());
        original.boxesProperty().set(d.boxes());
        subtitle.setText(d.where());
        editBoxes.setVisible(!d.isCandidate() && !d.sample().textOnly());
        if (d.isCandidate()) {
            var k = d.candidate();
            title.setText("Candidate " + k.id() + " · " + k.recipe().method());
            candidate.setSourceSize(k.width(), k.height());
            candidate.boxesProperty().set(k.boxes());
            candidateBox.setVisible(true);
            candidateBox.setManaged(true);
            boxCount.setText(k.boxes().size() + " boxes");
            if (d.text() != null) {
                showText(d.text());
            }
            if (d.showsCaptionDiff()) {
                showComparison(d);
            } else {
                // The caption is in the text pane above; a header over nothing would only take room.
                shown(captionsHeader, false);
            }
            String params = k.recipe().params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(", "));
            recipe.setText("Recipe: method " + k.recipe().method() + " · params {" + params + "} · seed " + k.recipe().seed()
                    + " · score " + (k.score() == null ? "—" : String.format("%.3f", k.score()))
                    + SampleViewModel.qualityText(d.quality()) + SampleViewModel.styleText(k.recipe().details()));
            for (String line : SampleViewModel.grammarIssueLines(d.quality())) {
                Label l = new Label(line);
                l.setWrapText(true);
                l.getStyleClass().addAll("recipe", "grammar-issue");
                grammarIssues.getChildren().add(l);
            }
            if (d.graft() != null) {
                // ERG: the style, phrase (and whether it is a bank clause) and scores, then the scenes one click away.
                captions.getChildren().add(GraftSummary.of(d.graft()));
                if (!d.graft().scenes().isEmpty()) {
                    scenes = new RetrievedScenesPane(d.graft(), thumbs);
                    captions.getChildren().add(scenes);
                }
            }
        } else {
            title.setText("Sample " + d.sample().id() + (d.sample().externalId() == null ? "" : " · " + d.sample().externalId()));
            candidateBox.setVisible(false);
            candidateBox.setManaged(false);
            boxCount.setText(d.boxes().size() + " boxes");
            for (Caption c : d.captions()) {
                Label l = new Label(c.text());
                l.setWrapText(true);
                l.getStyleClass().add("caption");
                // Informativeness rho beside the caption (as its graphic, so the row stays one Label), once the
                // filter has scored the dataset.
                Label rho = new Label();
                rho.getStyleClass().add("rho-label");
                rho.setId("rho-" + c.id());
                rho.setMinWidth(Label.USE_PREF_SIZE);
                l.setGraphic(rho);
                l.setContentDisplay(javafx.scene.control.ContentDisplay.RIGHT);
                l.setGraphicTextGap(8);
                rhoLabels.put(c.id(), rho);
                captions.getChildren().add(l);
            }
            showMarks(vm.captionMarksProperty().get());
            Map<String, Long> cats = d.boxes().stream().collect(Collectors.groupingBy(b -> b.category(), java.util.TreeMap::new,
                    Collectors.counting()));
            recipe.setText(cats.isEmpty() ? "" : "Objects: " + cats.entrySet().stream()
                    .map(e -> e.getValue() > 1 ? e.getKey() + " ×" + e.getValue() : e.getKey()).collect(Collectors.joining(", ")));
        }
        updateStatus();
    }

    /**
     * Source and candidate side by side: the source sample's image and the caption each candidate caption was made
     * from, the replaced boxes outlined on both images, changed words marked on both captions.
     */
    private void showComparison(SampleViewModel.Details d) {
        var k = d.candidate();
        SourceComparison c = d.comparison();
        original.highlightedProperty().set(c.sourceReplaced());
        candidate.highlightedProperty().set(c.candidateReplaced());
        // Short labels, so both images start at the same height; what the outline means goes beside the box count.
        originalLabel.setText("Source · sample " + d.sample().id());
        candidateLabel.setText("Candidate" + patchNote(k.recipe().details()));
        if (!c.candidateReplaced().isEmpty()) {
            boxCount.setText(boxCount.getText() + " · replaced: dashed yellow on both");
        }
        shown(captionPairs, true);
        Label left = new Label("Source caption");
        Label right = new Label("Candidate caption");
        left.getStyleClass().add("muted");
        right.getStyleClass().add("muted");
        captionPairs.addRow(0, left, right);
        int row = 1;
        for (SourceComparison.CaptionPair p : c.captions()) {
            javafx.scene.text.TextFlow source = DiffFlow.of(p.sourceMarks());
            source.getStyleClass().add("source-caption");
            // A grafted phrase is marked in its own style over the word diff (ERG's caption is its only one).
            javafx.scene.text.TextFlow revised = d.graft() != null && row == 1
                    ? DiffFlow.ofGraft(GraftReview.marks(p.candidateMarks(), d.graft().span()))
                    : DiffFlow.of(p.candidateMarks());
            source.setId("source-caption-" + (row - 1));
            revised.setId("candidate-caption-" + (row - 1));
            captionPairs.addRow(row++, source, revised);
        }
    }

    /**
     * A candidate with no image: who wrote it (badge), its caption (unless the diff below shows it as a rewrite), its
     * scores, and the template, drawn words and corpus captions it was built from, plainly.
     */
    private void showText(TextCandidateReview t) {
        Label badge = new Label(t.badge());
        badge.setId("text-badge");
        badge.getStyleClass().addAll("completer-badge", t.badgeStyle());
        Label kind = new Label(t.rewrite() ? "Rewritten caption" : "Synthesized caption");
        kind.getStyleClass().add("section");
        HBox head = new HBox(8, kind, badge);
        head.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        textCandidate.getChildren().add(head);
        if (!t.rewrite()) {
            for (int i = 0; i < t.captions().size(); i++) {
                Label c = new Label(t.captions().get(i));
                c.setId("text-caption-" + i);
                c.setWrapText(true);
                c.getStyleClass().addAll("caption", "text-candidate-caption");
                textCandidate.getChildren().add(c);
            }
        }
        textCandidate.getChildren().add(line("text-scores", "Scores: " + t.scores()));
        if (!t.words().isEmpty()) {
            textCandidate.getChildren().add(line("text-words", "Drawn words: " + String.join(", ", t.words())));
        }
        if (t.template() != null) {
            textCandidate.getChildren().add(line("text-template", "Structure template: " + t.template().template()
                    + (t.template().seenIn() == null ? "" : "\n  first seen in corpus caption (sample "
                    + t.template().seenIn().sampleId() + "): " + t.template().seenIn().caption())));
        }
        if (!t.builtFrom().isEmpty()) {
            VBox list = new VBox(2);
            list.setId("built-from");
            Label header = new Label("Built from corpus captions");
            header.getStyleClass().add("muted");
            list.getChildren().add(header);
            for (TextCandidateReview.SourceCaption c : t.builtFrom()) {
                Label l = new Label(c.caption() + "  (sample " + c.sampleId() + ")");
                l.setWrapText(true);
                l.getStyleClass().add("built-from-caption");
                list.getChildren().add(l);
            }
            textCandidate.getChildren().add(list);
        }
        shown(textCandidate, true);
    }

    private static Label line(String id, String text) {
        Label l = new Label(text);
        l.setId(id);
        l.setWrapText(true);
        l.getStyleClass().add("muted");
        return l;
    }

    private static void shown(javafx.scene.Node n, boolean shown) {
        n.setVisible(shown);
        n.setManaged(shown);
    }

    /** Where a pasted patch came from (CutSwap's {@code patch_source}), for the candidate's label. */
    private static String patchNote(Map<String, Object> details) {
        if (details.get("patch_source") instanceof Map<?, ?> p && p.get("sample_id") != null) {
            return " · patch from sample " + p.get("sample_id");
        }
        return "";
    }

    private void showMarks(SampleViewModel.CaptionMarks m) {
        rhoLabels.forEach((id, label) -> {
            Double rho = m.rho().get(id);
            boolean excluded = m.excluded().contains(id);
            label.setText((rho == null ? "" : String.format(java.util.Locale.ROOT, "ρ %.1f", rho)) + (excluded ? " · excluded" : ""));
            label.getStyleClass().remove("excluded");
            if (excluded) {
                label.getStyleClass().add("excluded");
            }
        });
    }

    private void updateStatus() {
        SampleViewModel.Details d = vm.detailsProperty().get();
        status.getStyleClass().removeAll("accepted", "rejected", "pending");
        if (d == null) {
            status.setText("");
            return;
        }
        ReviewStatus s = main.statusOf(d.item());
        status.setText(s.name().charAt(0) + s.name().substring(1).toLowerCase());
        status.getStyleClass().add(s.db());
    }

}
