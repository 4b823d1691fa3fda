package org.pairlab.ui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import org.pairlab.ml.caption.CaptionModelConfig;

/** Asks for the settings of a training run (the same keys as {@code pairlab train --set}). */
final class TrainDialog {
    private TrainDialog() {
    }

    /** A setting's name for people and what it does, shown beside and under its field. */
    record Help(String name, String help) {
    }

    /** Human names and help of the settings, by the key {@code pairlab train --set} takes. */
    static final Map<String, Help> HELP = Map.ofEntries(
            Map.entry("steps", new Help("Training steps", "Updates (one batch each) to train for; more fit better and take longer.")),
            Map.entry("imageSize", new Help("Image size (px)", "Images are resized to this square edge; larger sees more detail, runs slower.")),
            Map.entry("batchSize", new Help("Batch size", "Image-caption pairs per update; larger is steadier and needs more memory.")),
            Map.entry("validateEvery", new Help("Validate every (steps)", "Score validation CIDEr-D and save a checkpoint this often: one point on the chart.")),
            Map.entry("patience", new Help("Patience (validations)", "Stop after this many validations without a better CIDEr-D; 0 never stops early.")),
            Map.entry("seed", new Help("Seed", "Fixes initial weights and batch order, so the run can be repeated exactly.")),
            Map.entry("originalsShare", new Help("Share of originals", "Part of the original training pairs to use, above 0 up to 1 (all).")),
            Map.entry("augment", new Help("Augmentation methods", "Accepted candidates of these methods join training, comma-separated (e.g. flip,cutswap); empty for none.")),
            Map.entry("augmentShare", new Help("Augmented share", "Candidates to add, as a share of the originals used; 0 trains a baseline.")),
            Map.entry("label", new Help("Run label", "A name for the run in the Runs and Experiments windows (optional).")),
            Map.entry("encoder", new Help("Image encoder", "scratch: a small CNN trained with the decoder; or a frozen image-features model (name or folder) whose features are computed once and cached.")));

    /** The chosen settings, or empty when the user cancelled. */
    static Optional<Map<String, Object>> ask(Window owner, List<String> encoders) {
        return dialog(owner, encoders).showAndWait();
    }

    /** The dialog, not shown yet; its result is the chosen settings, or null when cancelled. */
    static Dialog<Map<String, Object>> dialog(Window owner, List<String> encoders) {
        CaptionModelConfig d = CaptionModelConfig.defaults();
        Map<String, TextField> fields = new LinkedHashMap<>();
        fields.put("steps", new TextField(Integer.toString(d.steps())));
        fields.put("imageSize", new TextField(Integer.toString(d.imageSize())));
        fields.put("batchSize", new TextField(Integer.toString(d.batchSize())));
        fields.put("validateEvery", new TextField(Integer.toString(d.validateEvery())));
        fields.put("patience", new TextField(Integer.toString(d.patience())));
        fields.put("seed", new TextField(Long.toString(d.seed())));
        fields.put("originalsShare", new TextField("1.0"));
        fields.put("augment", new TextField(""));
        fields.put("augmentShare", new TextField("0"));
        fields.put("label", new TextField(""));
        // Editable: a model folder path works too, as with --set encoder=PATH.
        ComboBox<String> encoder = new ComboBox<>(FXCollections.observableArrayList(encoders));
        encoder.setEditable(true);
        encoder.setId("train-encoder");
        encoder.getSelectionModel().select(CaptionModelConfig.SCRATCH);
        encoder.setTooltip(new Tooltip(HELP.get("encoder").help()));
        CheckBox gpu = new CheckBox("Use the GPU when one is visible");
        gpu.setSelected(true);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        // Each setting: its name for people, the field, and one line of help (the key pairlab train takes in its tooltip).
        javafx.scene.layout.ColumnConstraints names = new javafx.scene.layout.ColumnConstraints();
        names.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.ColumnConstraints values = new javafx.scene.layout.ColumnConstraints(160);
        javafx.scene.layout.ColumnConstraints helps = new javafx.scene.layout.ColumnConstraints(200, 420, 520);
        grid.getColumnConstraints().setAll(names, values, helps);
        int row = 0;
        for (Map.Entry<String, TextField> e : fields.entrySet()) {
            e.getValue().setId("train-" + e.getKey());
            e.getValue().setTooltip(new Tooltip("--set " + e.getKey() + "=…"));
            addRow(grid, row++, e.getKey(), e.getValue());
        }
        addRow(grid, row++, "encoder", encoder);
        grid.add(gpu, 1, row, 2, 1);
        Dialog<Map<String, Object>> dialog = new Dialog<>();
        dialog.setResizable(true);
        dialog.initOwner(owner);
        dialog.setTitle("Train a captioner");
        dialog.setHeaderText("Show-Attend-Tell on the originals (+ accepted candidates of 'augment' methods, "
                + "e.g. flip,cutswap)");
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(b -> {
            if (b != ButtonType.OK) {
                return null;
            }
            Map<String, Object> out = new LinkedHashMap<>();
            fields.forEach((k, f) -> {
                if (!f.getText().isBlank() || k.equals("augment")) {
                    out.put(k, f.getText().strip());
                }
            });
            String enc = encoder.getEditor().getText();
            out.put("encoder", enc == null || enc.isBlank() ? CaptionModelConfig.SCRATCH : enc.strip());
            out.put("gpu", Boolean.toString(gpu.isSelected()));
            return out;
        });
        return dialog;
    }

    private static void addRow(GridPane grid, int row, String key, javafx.scene.Node field) {
        Help h = HELP.get(key);
        Label name = new Label(h.name());
        name.setId("train-name-" + key);
        name.setMinWidth(Label.USE_PREF_SIZE);
        name.setLabelFor(field);
        Label help = new Label(h.help());
        help.setId("train-help-" + key);
        help.setWrapText(true);
        help.getStyleClass().add("muted");
        grid.addRow(row, name, field, help);
    }
}
