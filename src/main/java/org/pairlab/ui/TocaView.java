package org.pairlab.ui;

import java.io.File;
import java.util.Map;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.pairlab.augment.toca.LexicalWord;
import org.pairlab.augment.toca.Scenario;
import org.pairlab.augment.toca.TemplateCount;

/**
 * ToCa (seed 004): a dataset's structure templates with counts, its lexical words and each word's pairs, prior pairs
 * from a file, tau, and Synthesize, a resumable job in the Jobs panel that adds a text-only dataset of candidates
 * reviewed as text cards in the grid.
 */
public final class TocaView extends BorderPane {
    final TableView<TemplateCount> templates = new TableView<>();
    final TableView<Map.Entry<LexicalWord, Integer>> words = new TableView<>();
    final TableView<Map.Entry<LexicalWord, Integer>> pairs = new TableView<>();

    public TocaView(TocaViewModel vm, Window owner) {
        setId("toca-view");
        ComboBox<String> dataset = new ComboBox<>(vm.datasets());
        dataset.valueProperty().bindBidirectional(vm.datasetProperty());
        ComboBox<Scenario> scenario = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(Scenario.values()));
        scenario.valueProperty().bindBidirectional(vm.scenarioProperty());
        TextField tau = field(vm.tauProperty(), 5);
        TextField seed = field(vm.seedProperty(), 6);
        TextField count = field(vm.countProperty(), 7);
        count.setId("toca-count");
        TextField name = field(vm.nameProperty(), 12);
        name.setId("toca-name");
        Button analyze = new Button("Analyse");
        analyze.setId("toca-analyse");
        analyze.setOnAction(e -> vm.analyze());
        Button addPairs = new Button("Prior pairs…");
        addPairs.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Prior lexical pairs (first second [count] per line)");
            File f = fc.showOpenDialog(owner);
            if (f != null) {
                vm.addPairs(f.toPath());
            }
        });
        Button synthesize = new Button("Synthesize");
        synthesize.setId("toca-synthesize");
        synthesize.setDefaultButton(true);
        synthesize.setOnAction(e -> vm.synthesize());
        synthesize.disableProperty().bind(vm.runningProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("toca-cancel");
        cancel.setOnAction(e -> vm.cancelSynthesis());
        cancel.disableProperty().bind(vm.runningProperty().not());
        HBox top = new HBox(8, new Label("Dataset"), dataset, new Label("Scenario"), scenario, analyze, addPairs,
                new Label("τ"), tau, new Label("Seed"), seed, new Label("Count"), count, new Label("New dataset"), name,
                synthesize, cancel);
        top.setPadding(new Insets(8));
        setTop(top);

        templates.setId("toca-templates");
        templates.setItems(vm.templates());
        templates.getColumns().add(column("Count", t -> t.count()));
        templates.getColumns().add(column("Structure template", t -> t.template().toString()));
        words.setId("toca-words");
        words.setItems(vm.words());
        words.getColumns().add(column("Lexical word", e -> e.getKey().toString()));
        words.getColumns().add(column("N", Map.Entry::getValue));
        words.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.showPairs(b == null ? null : b.getKey()));
        pairs.setId("toca-pairs");
        pairs.setItems(vm.pairs());
        pairs.getColumns().add(column("Followed by", e -> e.getKey().toString()));
        pairs.getColumns().add(column("N(word, next)", Map.Entry::getValue));
        SplitPane center = new SplitPane(new VBox(4, new Label("Templates"), templates),
                new VBox(4, new Label("Lexical words"), words), new VBox(4, new Label("Pairs of the word"), pairs));
        center.setPadding(new Insets(0, 8, 0, 8));
        setCenter(center);
        Label message = new Label();
        message.setId("toca-message");
        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(8));
        setBottom(message);
    }

    private static TextField field(javafx.beans.property.StringProperty p, int columns) {
        TextField f = new TextField();
        f.setPrefColumnCount(columns);
        f.textProperty().bindBidirectional(p);
        return f;
    }

    private static <T, V> TableColumn<T, V> column(String title, java.util.function.Function<T, V> value) {
        TableColumn<T, V> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }

    /** Opens the ToCa window for a project session. */
    public static Stage open(Window owner, ProjectSession session) {
        java.util.concurrent.ExecutorService work = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-ui-toca");
            t.setDaemon(true);
            return t;
        });
        TocaViewModel vm = new TocaViewModel(session.project(), session.main(), JobLauncher.of(session.jobs()), work,
                Platform::runLater);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("ToCa text-only synthesis");
        Scene scene = new Scene(new TocaView(vm, stage), 1180, 640);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        stage.setScene(scene);
        stage.setOnHidden(e -> work.shutdownNow());
        vm.load();
        stage.show();
        return stage;
    }
}
