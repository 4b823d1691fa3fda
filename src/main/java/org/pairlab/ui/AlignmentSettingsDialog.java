package org.pairlab.ui;

import java.io.File;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;

/** Settings / Alignment model: binds to an {@link AlignmentSettingsViewModel}; OK saves. */
final class AlignmentSettingsDialog extends Dialog<Boolean> {
    final ComboBox<String> model = new ComboBox<>();
    final Label status = new Label();

    AlignmentSettingsDialog(Window owner, AlignmentSettingsViewModel vm) {
        initOwner(owner);
        setTitle("Alignment model");
        setHeaderText("CLIP model that ranks augmented pairs (models/README.md explains how to add one)");
        model.setId("alignment-model");
        model.setEditable(true);
        model.setItems(vm.choices());
        model.setPrefWidth(420);
        model.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item.isEmpty() ? "None (candidates stay unranked)" : item);
            }
        });
        model.valueProperty().bindBidirectional(vm.valueProperty());
        model.getEditor().textProperty().addListener((o, a, b) -> vm.valueProperty().set(b));
        Button browse = new Button("Folder…");
        browse.setOnAction(e -> {
            File f = new DirectoryChooser().showDialog(owner);
            if (f != null) {
                vm.valueProperty().set(f.getAbsolutePath());
            }
        });
        status.setId("alignment-status");
        status.setWrapText(true);
        status.setMaxWidth(520);
        status.textProperty().bind(vm.statusProperty());
        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        g.setPadding(new Insets(10));
        g.addRow(0, new Label("Model"), new HBox(6, model, browse));
        g.add(status, 0, 1, 2, 1);
        getDialogPane().setContent(g);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(vm.usableProperty().not());
        setResultConverter(b -> {
            if (b == ButtonType.OK) {
                vm.apply();
                return true;
            }
            return false;
        });
    }
}
