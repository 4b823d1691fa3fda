package org.pairlab.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.ButtonType;
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
    static Optional<Map<String, Object>> ask(Window owner) {
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
            out.put("gpu", Boolean.toString(gpu.isSelected()));
            return out;
        });
        return dialog.showAndWait();
    }
}
