package org.pairlab.ui;

import java.io.File;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.augment.LexiconFiles;
import org.pairlab.project.LexiconEntry;
import org.pairlab.text.WordNetLookup.AntonymSuggestion;

/** Edits caption-rewrite lexicons: an editable entry table, WordNet suggestions to accept one by one, import/export. */
public final class LexiconView extends BorderPane {
    private static final java.util.List<String> POS_TAGS = LexiconFiles.UD_TAGS.stream().sorted().toList();

    final ComboBox<String> lexicon = new ComboBox<>();
    final TableView<LexiconEntry> table = new TableView<>();
    final TextField word = new TextField();
    final ComboBox<String> pos = new ComboBox<>();
    final TextField replacement = new TextField();
    final TextField lookup = new TextField();
    final ListView<AntonymSuggestion> suggestions = new ListView<>();
    final Label message = new Label();

    public LexiconView(LexiconViewModel vm, Window owner) {
        setId("lexicon-view");
        lexicon.setId("lexicon-name");
        lexicon.setItems(vm.lexicons());
        lexicon.valueProperty().bindBidirectional(vm.lexiconProperty());
        Button imp = new Button("Import…", new FontIcon("mdi2d-database-import-outline"));
        imp.setOnAction(e -> {
            FileChooser fc = chooser();
            File f = fc.showOpenDialog(owner);
            if (f != null) {
                vm.importFrom(f.toPath(), null);
            }
        });
        Button exp = new Button("Export…", new FontIcon("mdi2d-database-export-outline"));
        exp.setOnAction(e -> {
            FileChooser fc = chooser();
            fc.setInitialFileName(vm.lexiconProperty().get() + ".json");
            File f = fc.showSaveDialog(owner);
            if (f != null) {
                vm.exportTo(f.toPath());
            }
        });
        HBox top = new HBox(8, new Label("Lexicon"), lexicon, imp, exp);
        top.setPadding(new Insets(8));
        setTop(top);

        table.setId("lexicon-table");
        table.setEditable(true);
        table.setItems(vm.entries());
        table.getColumns().add(column("Word", LexiconEntry::word, (e, v) -> vm.edit(e, v, e.pos(), e.replacement())));
        TableColumn<LexiconEntry, String> posCol = column("POS", LexiconEntry::pos,
                (e, v) -> vm.edit(e, e.word(), v, e.replacement()));
        posCol.setCellFactory(ComboBoxTableCell.forTableColumn(POS_TAGS.toArray(String[]::new)));
        table.getColumns().add(posCol);
        table.getColumns().add(column("Replacement", LexiconEntry::replacement,
                (e, v) -> vm.edit(e, e.word(), e.pos(), v)));
        TableColumn<LexiconEntry, String> source = new TableColumn<>("Source");
        source.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().source().dbValue()));
        source.setEditable(false);
        table.getColumns().add(source);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, v) -> vm.selectedProperty().set(v));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);

        word.setPromptText("word");
        word.setId("lexicon-word");
        pos.getItems().setAll(POS_TAGS);
        pos.setValue("ADJ");
        replacement.setPromptText("replacement");
        replacement.setId("lexicon-replacement");
        Button add = new Button("Add", new FontIcon("mdi2p-plus"));
        add.setId("lexicon-add");
        add.setOnAction(e -> vm.add(word.getText(), pos.getValue(), replacement.getText()).thenRun(() -> {
            word.clear();
            replacement.clear();
        }));
        Button delete = new Button("Delete", new FontIcon("mdi2d-delete-outline"));
        delete.setOnAction(e -> vm.deleteSelected());
        delete.disableProperty().bind(vm.selectedProperty().isNull());
        HBox addRow = new HBox(8, word, pos, replacement, add, delete);
        HBox.setHgrow(word, Priority.ALWAYS);
        HBox.setHgrow(replacement, Priority.ALWAYS);
        VBox center = new VBox(8, table, addRow);
        VBox.setVgrow(table, Priority.ALWAYS);
        center.setPadding(new Insets(0, 8, 8, 8));
        setCenter(center);

        lookup.setId("lexicon-lookup");
        lookup.setPromptText("word to look up");
        lookup.textProperty().bindBidirectional(vm.lookupWordProperty());
        lookup.setOnAction(e -> vm.lookup());
        Button find = new Button("WordNet antonyms", new FontIcon("mdi2b-book-search-outline"));
        find.setOnAction(e -> vm.lookup());
        suggestions.setId("lexicon-suggestions");
        suggestions.setItems(vm.suggestions());
        suggestions.setCellFactory(l -> new SuggestionCell(vm));
        VBox right = new VBox(8, new Label("Suggestions (WordNet; accept one at a time)"), new HBox(8, lookup, find),
                suggestions);
        VBox.setVgrow(suggestions, Priority.ALWAYS);
        right.setPadding(new Insets(0, 8, 8, 0));
        right.setPrefWidth(340);
        setRight(right);

        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(4, 8, 6, 8));
        setBottom(message);
    }

    private static FileChooser chooser() {
        FileChooser fc = new FileChooser();
        fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Lexicon (JSON or TSV)", "*.json", "*.tsv", "*.txt"));
        return fc;
    }

    private interface Edit {
        void apply(LexiconEntry entry, String value);
    }

    private static TableColumn<LexiconEntry, String> column(String title, java.util.function.Function<LexiconEntry, String> get,
                                                            Edit edit) {
        TableColumn<LexiconEntry, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(get.apply(cell.getValue())));
        c.setCellFactory(TextFieldTableCell.forTableColumn());
        c.setOnEditCommit(e -> edit.apply(e.getRowValue(), e.getNewValue()));
        return c;
    }

    /** A suggestion with its gloss and an Accept button. */
    private static final class SuggestionCell extends ListCell<AntonymSuggestion> {
        private final LexiconViewModel vm;

        SuggestionCell(LexiconViewModel vm) {
            this.vm = vm;
        }

        @Override
        protected void updateItem(AntonymSuggestion s, boolean empty) {
            super.updateItem(s, empty);
            if (empty || s == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            Label text = new Label(s.antonym() + " (" + s.pos() + ", " + s.relation() + ")");
            Label gloss = new Label(s.gloss());
            gloss.getStyleClass().add("dim");
            gloss.setWrapText(true);
            gloss.setMaxWidth(260);
            Button accept = new Button("Accept");
            accept.getStyleClass().add("accept-suggestion");
            accept.setOnAction(e -> vm.accept(s));
            HBox row = new HBox(8, new VBox(2, text, gloss), accept);
            setGraphic(row);
            setText(null);
        }
    }

    /** Opens the lexicon editor for a project session in its own window. */
    public static Stage open(Window owner, ProjectSession session) {
        LexiconViewModel vm = session.lexicons();
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Caption lexicons");
        Scene scene = new Scene(new LexiconView(vm, stage), 980, 620);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        stage.setScene(scene);
        vm.load();
        stage.show();
        return stage;
    }
}
