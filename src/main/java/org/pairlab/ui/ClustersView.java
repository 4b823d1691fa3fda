package org.pairlab.ui;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The CutSwap Clusters panel: lists object clusters and offers move, merge and split; binds to its view model. */
public final class ClustersView extends BorderPane {
    public ClustersView(ClustersViewModel vm) {
        ListView<ClustersViewModel.ClusterRow> list = new ListView<>(vm.rows());
        list.setId("clusters-list");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(ClustersViewModel.ClusterRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.label());
            }
        });
        Label status = new Label();
        status.textProperty().bind(vm.statusProperty());
        Label error = new Label();
        error.textProperty().bind(vm.errorProperty());
        error.getStyleClass().add("error");

        TextField word = new TextField();
        word.setPromptText("word");
        Spinner<Integer> target = new Spinner<>(0, 10_000, 0);
        target.setEditable(true);
        Button move = new Button("Move to cluster");
        move.setOnAction(e -> vm.move(word.getText(), target.getValue()));

        Spinner<Integer> into = new Spinner<>(0, 10_000, 0);
        Spinner<Integer> from = new Spinner<>(0, 10_000, 1);
        into.setEditable(true);
        from.setEditable(true);
        Button merge = new Button("Merge second into first");
        merge.setOnAction(e -> vm.merge(into.getValue(), from.getValue()));

        TextField splitWords = new TextField();
        splitWords.setPromptText("words, comma separated");
        Button split = new Button("Split into new cluster");
        split.setOnAction(e -> vm.split(splitWords.getText()));

        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (row != null) {
                target.getValueFactory().setValue(row.id());
                into.getValueFactory().setValue(row.id());
            }
        });

        VBox controls = new VBox(6, new HBox(6, word, target, move), new HBox(6, into, from, merge),
                new HBox(6, splitWords, split), error);
        controls.setPadding(new Insets(8));
        setTop(status);
        setCenter(list);
        setBottom(controls);
        setPadding(new Insets(8));
        vm.refresh();
    }
}
