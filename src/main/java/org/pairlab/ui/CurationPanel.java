package org.pairlab.ui;

import java.util.EnumMap;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.project.Measure;

/**
 * The Filters tab: removable chips of every filter in force and the grid count, a clickable histogram per measure,
 * box categories (any or all of), tags (filter, tag the selection or the whole view) and a seeded shuffle. Binds
 * only; {@link CurationViewModel} does the work.
 */
final class CurationPanel extends ScrollPane {
    private static final Measure[] ORDER = {Measure.CAPTION_LENGTH, Measure.BOX_COUNT, Measure.INFORMATIVENESS,
        Measure.ALIGNMENT_SCORE, Measure.FLUENCY, Measure.GRAMMAR_ERRORS};
    private final CurationViewModel vm;
    private final FlowPane chips = new FlowPane(6, 4);
    private final Map<Measure, HistogramFilterView> histograms = new EnumMap<>(Measure.class);

    CurationPanel(CurationViewModel vm) {
        this.vm = vm;
        setId("curation-panel");
        setFitToWidth(true);
        Label count = new Label();
        count.setId("curation-count");
        count.getStyleClass().add("section");
        count.textProperty().bind(vm.countProperty());
        Button clear = new Button("Clear all");
        clear.setId("curation-clear");
        clear.setOnAction(e -> vm.clearAll());
        chips.setId("curation-chips");
        vm.chips().addListener((javafx.collections.ListChangeListener<CurationViewModel.Chip>) c -> rebuildChips());
        rebuildChips();

        VBox content = new VBox(8, new HBox(8, count, clear), chips);
        // What originals have first; the candidate-only measures show "no values" for originals.
        for (Measure m : ORDER) {
            HistogramFilterView h = new HistogramFilterView();
            h.setId("histogram-" + m.name().toLowerCase());
            h.setWhole(m.whole());
            h.histogramProperty().bind(vm.histogramProperty(m));
            vm.chips().addListener((javafx.collections.ListChangeListener<CurationViewModel.Chip>) c ->
                    h.rangeProperty().set(vm.range(m).orElse(null)));
            h.setOnSelect((a, b) -> vm.selectBars(m, a, b));
            histograms.put(m, h);
            Label title = new Label(m.label());
            title.getStyleClass().add("muted");
            content.getChildren().add(new VBox(2, title, h));
        }

        ComboBox<String> category = new ComboBox<>(vm.categories());
        category.setId("curation-category");
        category.setEditable(true);
        category.setPromptText("box category");
        Button addCategory = new Button("Filter");
        addCategory.setId("curation-add-category");
        addCategory.setOnAction(e -> {
            vm.addCategory(category.getEditor().getText());
            category.getEditor().clear();
        });
        CheckBox all = new CheckBox("all of them (else any)");
        all.setId("curation-all-categories");
        all.setOnAction(e -> vm.setAllCategories(all.isSelected()));
        content.getChildren().add(section("Box categories", new HBox(6, category, addCategory), all));

        TextField tag = new TextField();
        tag.setId("curation-tag");
        tag.setPromptText("tag");
        // Tags in use, one click to filter by each.
        FlowPane inUse = new FlowPane(4, 4);
        inUse.setId("curation-tags-in-use");
        vm.tags().addListener((javafx.collections.ListChangeListener<String>) c -> {
            inUse.getChildren().clear();
            for (String t : vm.tags()) {
                Button b = new Button(t);
                b.getStyleClass().add("tag-button");
                b.setOnAction(e -> vm.filterByTag(t));
                inUse.getChildren().add(b);
            }
        });
        Button filterTag = new Button("Filter");
        filterTag.setId("curation-filter-tag");
        filterTag.setOnAction(e -> vm.filterByTag(tag.getText()));
        Button tagSelected = new Button("Tag selected");
        tagSelected.setId("curation-tag-selected");
        tagSelected.setOnAction(e -> vm.tagSelected(tag.getText()));
        Button tagAll = new Button("Tag all in view");
        tagAll.setId("curation-tag-all");
        tagAll.setOnAction(e -> vm.tagAllInView(tag.getText()));
        Label tagMessage = new Label();
        tagMessage.setId("curation-message");
        tagMessage.setWrapText(true);
        tagMessage.textProperty().bind(vm.messageProperty());
        content.getChildren().add(section("Tags", new HBox(6, tag, filterTag), new HBox(6, tagSelected, tagAll), inUse, tagMessage));

        TextField seed = new TextField("1");
        seed.setId("curation-seed");
        seed.setPrefColumnCount(6);
        Button shuffle = new Button("Shuffle");
        shuffle.setId("curation-shuffle");
        shuffle.setOnAction(e -> {
            try {
                vm.shuffle(Long.parseLong(seed.getText().strip()));
            } catch (NumberFormatException ex) {
                vm.messageProperty().set("The seed is a whole number, got '" + seed.getText() + "'.");
            }
        });
        content.getChildren().add(section("Review queue", new HBox(6, new Label("seed"), seed, shuffle)));
        content.setPadding(new Insets(8));
        setContent(content);
    }

    private static VBox section(String title, javafx.scene.Node... nodes) {
        Label t = new Label(title);
        t.getStyleClass().add("section");
        VBox box = new VBox(4, t);
        box.getChildren().addAll(nodes);
        return box;
    }

    private void rebuildChips() {
        chips.getChildren().clear();
        for (CurationViewModel.Chip c : vm.chips()) {
            Button chip = new Button(c.text(), new FontIcon("mdi2c-close"));
            chip.setId("chip-" + c.id().replaceAll("[^A-Za-z0-9_-]", "_"));
            chip.getStyleClass().add("filter-chip");
            chip.setContentDisplay(javafx.scene.control.ContentDisplay.RIGHT);
            chip.setOnAction(e -> c.remove().run());
            chips.getChildren().add(chip);
        }
    }

    /** The histogram of a measure (for tests). */
    HistogramFilterView histogram(Measure m) {
        return histograms.get(m);
    }
}
