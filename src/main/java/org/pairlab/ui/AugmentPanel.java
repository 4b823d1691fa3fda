package org.pairlab.ui;

import java.util.List;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.ParameterSpec;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.text.WordDiff;

/**
 * The Augment panel: method chooser, a form generated from the method's parameters, a caption rewrite with its own
 * form, and the preview of the selected sample beside its candidates, all scrolling; seed, scope, Preview and Generate
 * in a bar at the bottom that stays in view however long the form is. It only binds to {@link AugmentViewModel}.
 */
final class AugmentPanel extends BorderPane {
    private static final double CARD_WIDTH = 300;
    private final AugmentViewModel vm;
    private final ScrollPane scroller = new ScrollPane();
    private final GridPane form = new GridPane();
    private final GridPane captionForm = new GridPane();
    private final FlowPane previewArea = new FlowPane(10, 10);
    private final Label previewNote = new Label();

    AugmentPanel(AugmentViewModel vm, Runnable showStatistics) {
        this(vm, showStatistics, null);
    }

    /** @param chooseAlignmentModel opens Settings / Alignment model (offered beside a CutSwap notice); null: none */
    AugmentPanel(AugmentViewModel vm, Runnable showStatistics, Runnable chooseAlignmentModel) {
        this.vm = vm;
        getStyleClass().addAll("sample-view", "augment-panel");
        scroller.setId("augment-scroll");
        scroller.getStyleClass().add("sample-view");
        scroller.setFitToWidth(true);

        Label title = new Label("Augment");
        title.getStyleClass().add("sample-title");
        ComboBox<Augmenter> method = new ComboBox<>(vm.methods());
        method.setId("augment-method");
        method.setConverter(new StringConverter<>() {
            @Override
            public String toString(Augmenter a) {
                return a == null ? "" : a.displayName() + "  (" + a.method() + ")";
            }

            @Override
            public Augmenter fromString(String s) {
                return null;
            }
        });
        method.valueProperty().bindBidirectional(vm.methodProperty());
        HBox methodRow = new HBox(8, label("Method"), method);
        methodRow.setAlignment(Pos.CENTER_LEFT);

        form.setId("augment-form");
        form.setHgap(10);
        form.setVgap(4);
        vm.fields().addListener((javafx.collections.ListChangeListener<ParameterField>) c -> rebuildForm());
        rebuildForm();

        // A caption rewrite combined with the method into one candidate, with its own form below the method's.
        Label captionHeader = new Label("Caption rewrite");
        captionHeader.getStyleClass().add("section");
        ComboBox<AugmentViewModel.CaptionChoice> captionMethod = new ComboBox<>(vm.captionChoices());
        captionMethod.setId("augment-caption-method");
        captionMethod.valueProperty().bindBidirectional(vm.captionChoiceProperty());
        captionMethod.disableProperty().bind(vm.captionAllowedProperty().not());
        HBox captionRow = new HBox(8, label("Rewrite captions with"), captionMethod);
        captionRow.setAlignment(Pos.CENTER_LEFT);
        Label captionHint = label("One candidate with the edited image and the rewritten captions.");
        captionHint.setWrapText(true);
        captionHint.visibleProperty().bind(vm.captionAllowedProperty());
        captionHint.managedProperty().bind(captionHint.visibleProperty());
        Label captionNote = label("");
        captionNote.setId("augment-caption-note");
        captionNote.setWrapText(true);
        captionNote.textProperty().bind(vm.captionNoteProperty());
        captionNote.visibleProperty().bind(vm.captionAllowedProperty().not());
        captionNote.managedProperty().bind(captionNote.visibleProperty());
        captionForm.setId("augment-caption-form");
        captionForm.setHgap(10);
        captionForm.setVgap(4);
        captionForm.visibleProperty().bind(vm.captionAllowedProperty());
        captionForm.managedProperty().bind(captionForm.visibleProperty());
        vm.captionFields().addListener((javafx.collections.ListChangeListener<ParameterField>) c -> rebuildCaptionForm());
        rebuildCaptionForm();

        TextField seed = new TextField();
        seed.setId("augment-seed");
        seed.setPrefColumnCount(10);
        seed.textProperty().bindBidirectional(vm.seedTextProperty());
        markInvalid(seed, vm.seedErrorProperty());
        ComboBox<AugmentViewModel.Scope> scope = new ComboBox<>();
        scope.getItems().setAll(AugmentViewModel.Scope.values());
        scope.setId("augment-scope");
        scope.valueProperty().bindBidirectional(vm.scopeProperty());
        HBox runRow = new HBox(8, label("Seed"), seed, label("Generate over"), scope);
        runRow.setAlignment(Pos.CENTER_LEFT);
        Label seedError = errorLabel(vm.seedErrorProperty());
        seedError.setId("augment-seed-error");

        // Short labels so the bar keeps to two rows in a narrow panel; the tooltips say the rest.
        Button reset = button("Reset", "mdi2r-restore", "augment-reset", vm::resetToDefaults);
        reset.setTooltip(new Tooltip("Reset every parameter (and the caption rewrite's) to its default, and the seed to 1"));
        Button preview = button("Preview", "mdi2e-eye-outline", "augment-preview", vm::preview);
        preview.disableProperty().bind(vm.canPreviewProperty().not());
        Button generate = button("Generate", "mdi2a-auto-fix", "augment-generate", vm::generate);
        generate.disableProperty().bind(vm.canGenerateProperty().not());
        Button show = button("Show candidates", "mdi2v-view-grid-outline", "augment-show", vm::showGeneratedInGrid);
        show.setTooltip(new Tooltip("Show the candidates of the last generated method in the grid, best scored first"));
        show.disableProperty().bind(vm.generatedMethodProperty().isNull());
        Button stats = button("Statistics…", "mdi2c-chart-bar", "augment-stats", showStatistics);
        stats.setTooltip(new Tooltip("Score histogram and box categories of a method's candidates"));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(18, 18);
        busy.visibleProperty().bind(vm.previewRunningProperty().or(vm.generatingProperty()));
        FlowPane actions = new FlowPane(8, 6, reset, preview, generate, show, stats, busy);
        actions.getStyleClass().add("actions");

        Label formMessage = errorLabel(vm.formMessageProperty());
        formMessage.setId("augment-form-message");
        Label status = new Label();
        status.setId("augment-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        Label target = new Label();
        target.getStyleClass().add("muted");
        target.textProperty().bind(vm.targetProperty());

        Label previewHeader = new Label("Preview (not stored)");
        previewHeader.getStyleClass().add("section");
        previewArea.setId("augment-preview-area");
        previewNote.setId("preview-note");
        previewNote.setWrapText(true);
        vm.previewProperty().addListener((o, a, p) -> showPreview(p));
        showPreview(null);

        // What the user should know before running the method (e.g. no alignment model), above the form.
        Label noticeText = new Label();
        noticeText.setId("augment-notice-text");
        noticeText.setWrapText(true);
        noticeText.setMinHeight(Region.USE_PREF_SIZE);
        noticeText.textProperty().bind(vm.noticeProperty());
        VBox notice = new VBox(6, noticeText);
        notice.setId("augment-notice");
        notice.getStyleClass().add("augment-notice");
        notice.visibleProperty().bind(vm.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        if (chooseAlignmentModel != null) {
            Button choose = button("Choose alignment model…", "mdi2t-tune", "augment-choose-alignment",
                    chooseAlignmentModel);
            choose.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(() ->
                    vm.methodProperty().get() != null && "cutswap".equals(vm.methodProperty().get().method()),
                    vm.methodProperty()));
            choose.managedProperty().bind(choose.visibleProperty());
            notice.getChildren().add(choose);
        }

        Label parameters = new Label("Parameters");
        parameters.getStyleClass().add("section");
        VBox content = new VBox(10, title, methodRow, notice, parameters, form, captionHeader, captionRow, captionHint,
                captionNote, captionForm, target, previewHeader, previewNote, previewArea);
        content.setPadding(new Insets(14));
        scroller.setContent(content);
        setCenter(scroller);
        // The run controls stay in view below the scrolling form (CutSwap's twelve parameters would push them away).
        VBox bar = new VBox(6, runRow, seedError, formMessage, actions, status);
        bar.setId("augment-action-bar");
        bar.getStyleClass().add("augment-action-bar");
        bar.setPadding(new Insets(8, 14, 8, 14));
        setBottom(bar);
    }

    /** The scrolling part of the panel (method, forms and preview). */
    ScrollPane scroller() {
        return scroller;
    }

    private static Label label(String s) {
        Label l = new Label(s);
        l.getStyleClass().add("muted");
        return l;
    }

    private static Label errorLabel(javafx.beans.value.ObservableStringValue text) {
        Label l = new Label();
        l.getStyleClass().add("error-label");
        l.setWrapText(true);
        l.textProperty().bind(text);
        // The message only takes space when there is one.
        l.visibleProperty().bind(l.textProperty().isNotEmpty());
        l.managedProperty().bind(l.visibleProperty());
        return l;
    }

    private static Button button(String text, String icon, String id, Runnable action) {
        Button b = new Button(text, new FontIcon(icon));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private static void markInvalid(Node n, javafx.beans.value.ObservableStringValue error) {
        Runnable apply = () -> {
            n.getStyleClass().remove("invalid");
            if (error.get() != null && !error.get().isEmpty()) {
                n.getStyleClass().add("invalid");
            }
        };
        error.addListener(o -> apply.run());
        apply.run();
    }

    private void rebuildForm() {
        fill(form, vm.fields(), "", "This method has no parameters.");
    }

    private void rebuildCaptionForm() {
        fill(captionForm, vm.captionFields(), "caption-", null);
    }

    /** One row per field: name, editor, range, then its error and description; ids are prefixed by {@code idPrefix}. */
    private static void fill(GridPane form, List<ParameterField> fields, String idPrefix, String whenEmpty) {
        form.getChildren().clear();
        int row = 0;
        if (fields.isEmpty() && whenEmpty != null) {
            form.add(label(whenEmpty), 0, row);
        }
        for (ParameterField f : fields) {
            Label name = new Label(f.name());
            name.setTooltip(new Tooltip(f.spec().description()));
            Node editor = editor(f);
            editor.setId(idPrefix + "param-" + f.name());
            markInvalid(editor, f.errorProperty());
            Label hint = label(range(f.spec()));
            form.addRow(row++, name, editor, hint);
            Label error = errorLabel(f.errorProperty());
            error.setId(idPrefix + "error-" + f.name());
            form.add(error, 0, row++, 3, 1);
            if (f.spec().description() != null && !f.spec().description().isBlank()) {
                Label d = label(f.spec().description());
                d.setWrapText(true);
                d.getStyleClass().add("param-description");
                form.add(d, 0, row++, 3, 1);
            }
        }
    }

    private static String range(ParameterSpec p) {
        return p.min() == null || p.max() == null ? "" : ParameterField.format(numeric(p, p.min())) + " … "
                + ParameterField.format(numeric(p, p.max()));
    }

    private static Object numeric(ParameterSpec p, double v) {
        return p.type() == ParameterSpec.Type.INT ? (Object) (long) v : (Object) v;
    }

    /** An editor for a field; every kind edits the field's text, so validation works the same for all. */
    private static Node editor(ParameterField f) {
        ParameterSpec p = f.spec();
        return switch (p.type()) {
            case INT -> intSpinner(f);
            case DOUBLE -> doubleSpinner(f);
            case BOOLEAN -> checkBox(f);
            case CHOICE -> {
                ComboBox<String> c = new ComboBox<>();
                c.getItems().setAll(p.choices());
                c.valueProperty().bindBidirectional(f.textProperty());
                yield c;
            }
            case TEXT -> {
                TextField t = new TextField();
                t.textProperty().bindBidirectional(f.textProperty());
                yield t;
            }
        };
    }

    private static Node intSpinner(ParameterField f) {
        ParameterSpec p = f.spec();
        int min = p.min() == null ? Integer.MIN_VALUE : (int) Math.max(Integer.MIN_VALUE, p.min());
        int max = p.max() == null ? Integer.MAX_VALUE : (int) Math.min(Integer.MAX_VALUE, p.max());
        var factory = new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, ((Number) p.defaultValue()).intValue());
        return spinner(f, factory, Integer::valueOf);
    }

    private static Node doubleSpinner(ParameterField f) {
        ParameterSpec p = f.spec();
        double min = p.min() == null ? -Double.MAX_VALUE : p.min();
        double max = p.max() == null ? Double.MAX_VALUE : p.max();
        double span = p.min() == null || p.max() == null ? 1 : max - min;
        double step = Math.pow(10, Math.floor(Math.log10(span / 100)));
        var factory = new SpinnerValueFactory.DoubleSpinnerValueFactory(min, max, ((Number) p.defaultValue()).doubleValue(),
                step);
        return spinner(f, factory, Double::valueOf);
    }

    private static <T> Node spinner(ParameterField f, SpinnerValueFactory<T> factory,
                                    java.util.function.Function<String, T> parse) {
        // Text that does not parse keeps the current value, so the field (and its message) keeps what was typed.
        factory.setConverter(new StringConverter<>() {
            @Override
            public String toString(T v) {
                return v == null ? "" : ParameterField.format(v);
            }

            @Override
            public T fromString(String s) {
                try {
                    return parse.apply(s.strip());
                } catch (RuntimeException e) {
                    return factory.getValue();
                }
            }
        });
        Spinner<T> s = new Spinner<>(factory);
        s.setEditable(true);
        s.setPrefWidth(130);
        s.getEditor().textProperty().bindBidirectional(f.textProperty());
        // A value set elsewhere (Reset) moves the spinner too; not while typing, where it would rewrite the text.
        f.textProperty().addListener((o, a, t) -> {
            if (!s.getEditor().isFocused() && f.isValid()) {
                factory.setValue(parse.apply(t.strip()));
            }
        });
        return s;
    }

    private static Node checkBox(ParameterField f) {
        CheckBox c = new CheckBox();
        c.setSelected(Boolean.TRUE.equals(f.value()));
        c.selectedProperty().addListener((o, a, v) -> f.textProperty().set(v.toString()));
        f.textProperty().addListener((o, a, t) -> {
            if (f.isValid()) {
                c.setSelected(Boolean.TRUE.equals(f.value()));
            }
        });
        return c;
    }

    private void showPreview(AugmentViewModel.Preview p) {
        previewArea.getChildren().clear();
        previewNote.getStyleClass().remove("error-label");
        if (p == null) {
            previewNote.setText("Press Preview to see what the method makes of the selected sample.");
            return;
        }
        if (p.failed()) {
            previewNote.setText(p.error());
            previewNote.getStyleClass().add("error-label");
        } else if (p.rejected()) {
            previewNote.setText("rejected: " + p.rejection());
            previewNote.getStyleClass().add("error-label");
        } else {
            String also = p.partialRejections().entrySet().stream().map(e -> e.getKey() + " × " + e.getValue())
                    .collect(java.util.stream.Collectors.joining(", "));
            previewNote.setText(p.candidates().isEmpty() ? "The method proposed no candidates for this sample."
                    : "Outlined in yellow: boxes the candidate changed."
                    + (also.isEmpty() ? "" : "\nAlso rejected for this sample: " + also + "."));
        }
        if (p.sample() == null) {
            return;
        }
        VBox original = card("Original · sample " + p.sample().id(), p.original() == null ? null : image(p.original(),
                p.sample().width(), p.sample().height(), p.boxes(), p.changedSourceBoxes()), "preview-original");
        for (Caption c : p.captions()) {
            Label l = new Label(c.text());
            l.setWrapText(true);
            l.getStyleClass().add("caption");
            original.getChildren().add(l);
        }
        previewArea.getChildren().add(original);
        int i = 1;
        for (AugmentViewModel.PreviewCandidate k : p.candidates()) {
            String score = k.scoreLabel();
            VBox card = card("Candidate " + i++ + " · " + score, image(k.image(), k.candidate().width(),
                    k.candidate().height(), k.candidate().boxes(), k.changedBoxes()), null);
            card.getStyleClass().add("preview-candidate");
            for (List<WordDiff.Segment> segs : k.captionDiffs()) {
                card.getChildren().add(DiffFlow.of(segs));
            }
            previewArea.getChildren().add(card);
        }
    }

    private static VBox card(String title, BoxedImageView image, String imageId) {
        Label t = new Label(title);
        t.getStyleClass().add("section");
        VBox card = new VBox(6, t);
        card.getStyleClass().add("preview-card");
        card.setPrefWidth(CARD_WIDTH);
        card.setMaxWidth(CARD_WIDTH);
        if (image != null) {
            if (imageId != null) {
                image.setId(imageId);
            }
            card.getChildren().add(image);
        }
        HBox.setHgrow(card, Priority.NEVER);
        return card;
    }

    private static BoxedImageView image(java.awt.image.BufferedImage img, double w, double h, List<Box> boxes,
                                        List<Box> highlighted) {
        BoxedImageView v = new BoxedImageView();
        v.getStyleClass().add("preview-image");
        v.setPrefSize(CARD_WIDTH, CARD_WIDTH * 0.72);
        v.setSourceSize(w, h);
        v.boxesProperty().set(boxes);
        v.highlightedProperty().set(highlighted);
        v.imageProperty().set(SwingFXUtils.toFXImage(img, null));
        return v;
    }
}
