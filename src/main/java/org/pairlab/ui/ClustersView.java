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
        Label title = new Label("CutSwap object clusters");
        title.getStyleClass().add("sample-title");
        Label help = new Label("CutSwap swaps an object only for another object of its cluster. Select a cluster to "
                + "use its number below; edits are saved in the project and used by the next Preview or Generate.");
        help.setWrapText(true);
        help.getStyleClass().add("muted");
        Label status = new Label();
        status.setId("clusters-status");
        status.textProperty().bind(vm.statusProperty());
        Label madeBy = new Label();
        madeBy.setId("clusters-embedder");
        madeBy.setWrapText(true);
        madeBy.getStyleClass().add("muted");
        madeBy.textProperty().bind(vm.embedderProperty());
        Label error = new Label();
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        error.getStyleClass().addAll("error", "error-label");

        TextField word = new TextField();
        word.setPromptText("word, e.g. pizza");
        word.setPrefColumnCount(16);
        Spinner<Integer> target = new Spinner<>(0, 10_000, 0);
        target.setEditable(true);
        target.setPrefWidth(90);
        Button move = new Button("Move");
        move.setOnAction(e -> vm.move(word.getText(), target.getValue()));

        Spinner<Integer> into = new Spinner<>(0, 10_000, 0);
        Spinner<Integer> from = new Spinner<>(0, 10_000, 1);
        into.setEditable(true);
        from.setEditable(true);
        into.setPrefWidth(90);
        from.setPrefWidth(90);
        Button merge = new Button("Merge");
        merge.setOnAction(e -> vm.merge(into.getValue(), from.getValue()));

        TextField splitWords = new TextField();
        splitWords.setPromptText("words, comma separated");
        splitWords.setPrefColumnCount(24);
        Button split = new Button("Split off as a new cluster");
        split.setOnAction(e -> vm.split(splitWords.getText()));

        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (row != null) {
                target.getValueFactory().setValue(row.id());
                into.getValueFactory().setValue(row.id());
            }
        });

        VBox controls = new VBox(6, row("Move", word, new Label("to cluster"), target, move),
                row("Merge", new Label("cluster"), from, new Label("into cluster"), into, merge),
                row("Split", splitWords, split), error);
        controls.setPadding(new Insets(8, 0, 0, 0));
        VBox top = new VBox(4, title, help, status, madeBy);
        top.setPadding(new Insets(0, 0, 8, 0));
        setTop(top);
        setCenter(list);
        setBottom(controls);
        setPadding(new Insets(12));
        getStyleClass().add("clusters-view");
        vm.refresh();
    }

    private static HBox row(String name, javafx.scene.Node... nodes) {
        Label l = new Label(name);
        l.getStyleClass().add("section");
        l.setMinWidth(50);
        HBox h = new HBox(6, l);
        h.getChildren().addAll(nodes);
        h.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return h;
    }
}
