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

    /** The chosen settings, or empty when the user cancelled. */
    static Optional<Map<String, Object>> ask(Window owner, List<String> encoders) {
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
        encoder.setTooltip(new Tooltip("scratch: a small CNN trained with the decoder; or a frozen image-features "
                + "model (name or folder) whose features are computed once and cached"));
        CheckBox gpu = new CheckBox("Use the GPU when one is visible");
        gpu.setSelected(true);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        int row = 0;
        for (Map.Entry<String, TextField> e : fields.entrySet()) {
            e.getValue().setId("train-" + e.getKey());
            grid.addRow(row++, new Label(e.getKey()), e.getValue());
        }
        grid.addRow(row++, new Label("encoder"), encoder);
        grid.add(gpu, 1, row);
        Dialog<Map<String, Object>> dialog = new Dialog<>();
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
        return dialog.showAndWait();
    }
}
