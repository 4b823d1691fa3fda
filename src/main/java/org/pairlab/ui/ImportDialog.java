package org.pairlab.ui;

import java.io.File;
import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import java.nio.file.Files;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import org.pairlab.dataset.Detection;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.dataset.Importers;
import org.pairlab.dataset.ImportRequest;

/**
 * Asks what to import: format (typed, or found by Detect from the annotation file or images folder), annotation file,
 * optional instances file, images folder, caption column, name and strictness.
 */
final class ImportDialog extends Dialog<ImportRequest> {
    final ComboBox<ImportFormat> format = new ComboBox<>();
    final TextField annotations = new TextField();
    final TextField instances = new TextField();
    final TextField images = new TextField();
    final TextField name = new TextField();
    final CheckBox strict = new CheckBox("Strict: refuse the whole import if any record is bad");
    final TextField textColumn = new TextField();
    final Button detect = new Button("Detect");
    /** What the last Detect found (format, confidence and reason), or why it found nothing. */
    final Label detected = new Label();
    private final Importers importers;

    ImportDialog(Window owner) {
        this(owner, new Importers());
    }

    ImportDialog(Window owner, Importers importers) {
        this.importers = importers;
        initOwner(owner);
        setTitle("Import dataset");
        setHeaderText("Import a captioned image dataset into this project");
        format.getItems().setAll(ImportFormat.values());
        format.setValue(ImportFormat.COCO);
        format.setId("import-format");
        annotations.setId("import-annotations");
        instances.setId("import-instances");
        images.setId("import-images");
        name.setId("import-name");
        strict.setId("import-strict");
        textColumn.setId("import-text-column");
        detect.setId("import-detect");
        detected.setId("import-detected");
        detected.setWrapText(true);
        detected.setMaxWidth(480);
        textColumn.setPromptText("default: text (Hugging Face), caption/captions (JSON Lines, CSV)");
        detect.setOnAction(e -> detect());
        detect.disableProperty().bind(Bindings.createBooleanBinding(
                () -> annotations.getText().isBlank() && images.getText().isBlank(),
                annotations.textProperty(), images.textProperty()));
        annotations.setPromptText("captions.json / dataset_coco.json / .jsonl / .csv");
        instances.setPromptText("optional COCO instances.json (boxes)");
        images.setPromptText("folder the image paths are relative to");
        name.setPromptText("e.g. coco-val");

        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.setPadding(new Insets(10));
        int r = 0;
        g.addRow(r++, new Label("Format"), new HBox(6, format, detect));
        g.add(detected, 1, r++);
        g.addRow(r++, new Label("Annotation file"), withBrowse(annotations, false, owner));
        g.addRow(r++, new Label("Instances file"), withBrowse(instances, false, owner));
        g.addRow(r++, new Label("Images folder"), withBrowse(images, true, owner));
        g.addRow(r++, new Label("Caption column"), textColumn);
        g.addRow(r++, new Label("Dataset name"), name);
        g.add(strict, 1, r);
        instances.disableProperty().bind(format.valueProperty().isNotEqualTo(ImportFormat.COCO));
        annotations.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> format.getValue() != null && !format.getValue().needsAnnotationFile(), format.valueProperty()));
        // Captions without images need no images folder.
        images.disableProperty().bind(format.valueProperty().isEqualTo(ImportFormat.TEXT));
        textColumn.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !choosesColumn(format.getValue()), format.valueProperty()));
        getDialogPane().setContent(g);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().setPrefWidth(640);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("import-ok");
        ((Button) ok).setText("Import");
        ok.disableProperty().bind(Bindings.createBooleanBinding(() -> !valid(), format.valueProperty(),
                annotations.textProperty(), images.textProperty(), name.textProperty()));
        setResultConverter(b -> b == ButtonType.OK ? request() : null);
    }

    private boolean valid() {
        boolean needsFile = format.getValue().needsAnnotationFile();
        boolean needsImages = format.getValue() != ImportFormat.TEXT;
        return !(needsFile && annotations.getText().isBlank()) && !(needsImages && images.getText().isBlank())
                && !name.getText().isBlank();
    }

    ImportRequest request() {
        Path inst = instances.getText().isBlank() || format.getValue() != ImportFormat.COCO ? null : Path.of(instances.getText().strip());
        Path ann = !format.getValue().needsAnnotationFile() ? null : Path.of(annotations.getText().strip());
        Path root = format.getValue() == ImportFormat.TEXT ? null : Path.of(images.getText().strip());
        String column = choosesColumn(format.getValue()) && !textColumn.getText().isBlank()
                ? textColumn.getText().strip() : null;
        return new ImportRequest(format.getValue(), ann, inst, root, name.getText().strip(), strict.isSelected(),
                column);
    }

    /** The formats whose readers take a chosen caption column: Hugging Face metadata, JSON Lines and CSV. */
    static boolean choosesColumn(ImportFormat f) {
        return f == ImportFormat.HF_IMAGEFOLDER || f == ImportFormat.JSONL || f == ImportFormat.CSV;
    }

    /**
     * Asks every importer about the annotation file (or, when none is given, the images folder) off the UI thread,
     * then fills the format and the files the detection names and says why.
     */
    void detect() {
        String typed = !annotations.getText().isBlank() ? annotations.getText() : images.getText();
        Path path = Path.of(typed.strip());
        detected.setText("Detecting " + path.getFileName() + "…");
        CompletableFuture.supplyAsync(() -> detectAt(path)).whenComplete((outcome, error) -> Platform.runLater(() -> {
            if (error != null) {
                detected.setText("Detect failed on " + path + ": " + error.getMessage());
            } else if (outcome.detection().isPresent()) {
                apply(outcome.detection().get());
            } else {
                detected.setText(outcome.message());
            }
        }));
    }

    private DetectOutcome detectAt(Path path) {
        if (!Files.exists(path)) {
            return new DetectOutcome(Optional.empty(), path + " does not exist.");
        }
        Optional<Detection> d = importers.detect(path);
        return new DetectOutcome(d, d.isPresent() ? "" : "No importer recognises " + path
                + " (COCO, Karpathy, JSON Lines, CSV, folder, text, Hugging Face, YOLO, VOC); choose the format.");
    }

    private void apply(Detection d) {
        format.setValue(d.format());
        if (d.annotations() != null) {
            annotations.setText(d.annotations().toString());
        }
        if (d.instances() != null) {
            instances.setText(d.instances().toString());
        }
        if (d.imagesRoot() != null) {
            images.setText(d.imagesRoot().toString());
        }
        detected.setText(d.describe());
    }

    /** A detection, or the sentence saying why there is none. */
    private record DetectOutcome(Optional<Detection> detection, String message) {
    }

    private static HBox withBrowse(TextField field, boolean folder, Window owner) {
        Button b = new Button("Browse…");
        b.setOnAction(e -> {
            File f;
            if (folder) {
                f = new DirectoryChooser().showDialog(owner);
            } else {
                f = new FileChooser().showOpenDialog(owner);
            }
            if (f != null) {
                field.setText(f.getAbsolutePath());
            }
        });
        b.disableProperty().bind(field.disableProperty());
        HBox.setHgrow(field, Priority.ALWAYS);
        field.setPrefColumnCount(32);
        return new HBox(6, field, b);
    }
}
