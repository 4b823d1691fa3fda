package org.pairlab.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
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
import javafx.stage.Window;

/** Asks how to export: format, target folder, what to include, which split, whether to overwrite. */
final class ExportDialog extends Dialog<ExportSettings> {
    private static final String ALL = "All splits";
    final ComboBox<String> format = new ComboBox<>();
    final TextField folder = new TextField();
    final CheckBox originals = new CheckBox("Original samples");
    final CheckBox accepted = new CheckBox("Accepted candidates");
    final ComboBox<String> split = new ComboBox<>();
    final CheckBox overwrite = new CheckBox("Overwrite existing files");

    ExportDialog(Window owner, List<String> splits) {
        initOwner(owner);
        setTitle("Export dataset");
        setHeaderText("Export originals and accepted candidates");
        format.getItems().setAll(ExportSettings.FORMATS);
        format.setValue("COCO");
        format.setId("export-format");
        folder.setId("export-folder");
        originals.setSelected(true);
        accepted.setSelected(true);
        split.getItems().add(ALL);
        split.getItems().addAll(splits);
        split.setValue(ALL);
        Button browse = new Button("Browse…");
        browse.setOnAction(e -> {
            File f = new DirectoryChooser().showDialog(owner);
            if (f != null) {
                folder.setText(f.getAbsolutePath());
            }
        });
        HBox.setHgrow(folder, Priority.ALWAYS);
        folder.setPrefColumnCount(32);
        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.setPadding(new Insets(10));
        g.addRow(0, new Label("Format"), format);
        g.addRow(1, new Label("Folder"), new HBox(6, folder, browse));
        g.addRow(2, new Label("Include"), new HBox(12, originals, accepted));
        g.addRow(3, new Label("Split"), split);
        g.add(overwrite, 1, 4);
        getDialogPane().setContent(g);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("export-ok");
        ((Button) ok).setText("Export");
        ok.disableProperty().bind(Bindings.createBooleanBinding(
                () -> folder.getText().isBlank() || !originals.isSelected() && !accepted.isSelected(),
                folder.textProperty(), originals.selectedProperty(), accepted.selectedProperty()));
        setResultConverter(b -> b == ButtonType.OK ? settings() : null);
    }

    ExportSettings settings() {
        String s = ALL.equals(split.getValue()) ? null : split.getValue();
        return new ExportSettings(format.getValue(), Path.of(folder.getText().strip()), originals.isSelected(),
                accepted.isSelected(), s, overwrite.isSelected());
    }
}
