package org.pairlab.ui;

import java.util.Map;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.controlsfx.control.GridView;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.augment.Augmenter;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemOrder;
import org.pairlab.project.ItemRef;
import org.pairlab.project.MethodCounts;
import org.pairlab.project.ReviewStatus;

/** The main window: dataset tree, filter bar, thumbnail grid, sample view, jobs panel and status bar. */
public final class MainView extends BorderPane {
    /** A node of the dataset tree and what selecting it filters by. */
    record TreeEntry(String label, Long datasetId, String method) {
        @Override
        public String toString() {
            return label;
        }
    }

    static final String ALL = "All";
    static final String ORIGINALS = "Originals";
    static final String ALL_CANDIDATES = "All candidates";
    static final String ANY = "Any";
    static final String WITH_BOXES = "With boxes";
    static final String WITHOUT_BOXES = "Without boxes";

    private final ProjectSession session;
    private final MainViewModel vm;
    private final TextField search = new TextField();
    private final ComboBox<String> status = new ComboBox<>();
    private final ComboBox<String> split = new ComboBox<>();
    private final ComboBox<String> method = new ComboBox<>();
    private final ComboBox<String> boxes = new ComboBox<>();
    private final ComboBox<ItemOrder> order = new ComboBox<>();
    private final CheckBox grammarClean = new CheckBox("No added grammar errors");
    private final TreeView<TreeEntry> tree = new TreeView<>();
    private final GridView<ItemRef> grid;
    private final SampleView sampleView;
    private final AugmentPanel augmentPanel;
    private final TabPane rightTabs;
    private final Tab augmentTab;
    private final JobsView jobsView;
    private final TitledPane jobsPane;
    private final Label counts = new Label();
    private final Label message = new Label();
    private final Menu augmentMenu = new Menu("Augment");
    private boolean syncing;

    MainView(ProjectSession session, Workbench workbench) {
        this.session = session;
        this.vm = session.main();
        getStyleClass().add("main-view");

        grid = new GridView<>(vm.items());
        grid.setId("grid");
        grid.setCellWidth(ThumbnailCache.SIZE + 8);
        grid.setCellHeight(ThumbnailCache.SIZE + 8);
        grid.setHorizontalCellSpacing(6);
        grid.setVerticalCellSpacing(6);
        grid.setCellFactory(g -> new ItemCell(vm, session.thumbnails()));

        sampleView = new SampleView(session.sample(), vm, workbench::accept, workbench::reject, workbench::undo);
        sampleView.setOnEditBoxes(id -> new BoxEditorWindow(getScene().getWindow(), session.boxEditor(id), session.io()).show());
        augmentPanel = new AugmentPanel(session.augment(), () -> showCandidateStatistics(null), () -> {
            AlignmentSettingsDialog d = workbench.showAlignmentSettings();
            if (d != null) {
                d.setOnHidden(e -> session.augment().refreshNotice());
            }
        });
        Tab sampleTab = new Tab("Sample", sampleView);
        sampleTab.setId("tab-sample");
        sampleTab.setGraphic(new FontIcon("mdi2i-image-outline"));
        augmentTab = new Tab("Augment", augmentPanel);
        augmentTab.setId("tab-augment");
        augmentTab.setGraphic(new FontIcon("mdi2a-auto-fix"));
        rightTabs = new TabPane(sampleTab, augmentTab);
        Tab filtersTab = new Tab("Filters", new CurationPanel(session.curation()));
        filtersTab.setId("tab-filters");
        filtersTab.setGraphic(new FontIcon("mdi2f-filter-outline"));
        rightTabs.getTabs().add(filtersTab);
        rightTabs.setId("right-tabs");
        rightTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        jobsView = new JobsView(session.jobs(), workbench::guarded);
        jobsView.setPrefHeight(150);
        jobsPane = new TitledPane("Jobs", jobsView);
        jobsPane.setId("jobs-pane");
        jobsPane.setExpanded(true);
        jobsPane.setGraphic(new FontIcon("mdi2c-cog-outline"));

        VBox top = new VBox(menuBar(workbench), filterBar());
        String readOnly = session.main().readOnlyNotice();
        if (!readOnly.isEmpty()) {
            Label banner = new Label(readOnly);
            banner.setId("read-only-banner");
            banner.setWrapText(true);
            banner.setMaxWidth(Double.MAX_VALUE);
            banner.setStyle("-fx-background-color: #fff3cd; -fx-padding: 4 8 4 8;");
            top.getChildren().add(1, banner);
        }
        setTop(top);
        tree.setId("dataset-tree");
        tree.setShowRoot(false);
        tree.setMinWidth(180);
        SplitPane centre = new SplitPane(tree, grid, rightTabs);
        centre.setDividerPositions(0.16, 0.55);
        SplitPane.setResizableWithParent(tree, false);
        SplitPane vertical = new SplitPane(centre, jobsPane);
        vertical.setOrientation(Orientation.VERTICAL);
        vertical.setDividerPositions(0.78);
        setCenter(vertical);
        counts.setId("counts");
        message.setId("status-message");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox statusBar = new HBox(12, counts, spacer, message);
        statusBar.getStyleClass().add("status-bar");
        setBottom(statusBar);

        counts.textProperty().bind(vm.countsTextProperty());
        vm.datasets().addListener((javafx.collections.ListChangeListener<MainViewModel.DatasetEntry>) c -> rebuildTree());
        vm.methodCountsProperty().addListener(o -> {
            rebuildTree();
            rebuildMethods();
        });
        vm.splits().addListener((javafx.collections.ListChangeListener<String>) c -> rebuildSplits());
        vm.selectedProperty().addListener((o, a, item) -> session.sample().show(item));
        vm.selectedIndexProperty().addListener((o, a, i) -> scrollTo(i.intValue()));
        tree.getSelectionModel().selectedItemProperty().addListener((o, a, item) -> {
            if (item != null && !syncing) {
                applyTreeSelection(item.getValue());
            }
        });
        rebuildAugmentMenu(workbench);
        rebuildTree();
    }

    private MenuBar menuBar(Workbench w) {
        Menu file = new Menu("File");
        MenuItem newProject = item("New project…", "mdi2f-file-plus-outline", w::newProject);
        MenuItem open = item("Open project…", "mdi2f-folder-open-outline", w::openProjectChooser);
        MenuItem imp = item("Import dataset…", "mdi2d-database-import-outline", w::showImportDialog);
        imp.setId("menu-import");
        MenuItem exp = item("Export…", "mdi2d-database-export-outline", w::showExportDialog);
        MenuItem close = item("Close project", "mdi2c-close-box-outline", w::closeProject);
        file.getItems().addAll(newProject, open, new SeparatorMenuItem(), imp, exp, new SeparatorMenuItem(), close);
        Menu review = new Menu("Review");
        review.getItems().addAll(item("Accept   (A)", "mdi2c-check", w::accept), item("Reject   (R)", "mdi2c-close", w::reject),
                item("Undo   (U)", "mdi2u-undo", w::undo), item("Next undecided   (N)", "mdi2s-skip-next", vm::nextUndecided));
        MenuItem informativeness = item("Informativeness filter…", "mdi2f-filter-outline",
                () -> InformativenessView.open(session, getScene().getWindow()));
        informativeness.setId("menu-informativeness");
        Menu filters = new Menu("Filters", null, informativeness);
        Menu captions = new Menu("Captions");
        MenuItem lexicons = item("Lexicons…", "mdi2b-book-alphabet", () -> LexiconView.open(getScene().getWindow(), session));
        lexicons.setId("menu-lexicons");
        MenuItem score = item("Score captions", "mdi2s-spellcheck", w::scoreCaptions);
        score.setId("menu-score-captions");
        MenuItem rejectGrammar = item("Reject candidates that add grammar errors…", "mdi2c-close-box-multiple",
                w::rejectAddingGrammarErrors);
        rejectGrammar.setId("menu-reject-grammar");
        MenuItem putBack = item("Put back grammar rejections…", "mdi2u-undo", w::putBackGrammarRejections);
        putBack.setId("menu-put-back-grammar");
        MenuItem toca = item("ToCa text synthesis…", "mdi2t-tune-variant", () -> TocaView.open(getScene().getWindow(), session));
        toca.setId("menu-toca");
        captions.getItems().addAll(lexicons, toca, new SeparatorMenuItem(), score, rejectGrammar, putBack);
        Menu models = new Menu("Models");
        MenuItem languageModels = item("Language models…", "mdi2a-alphabetical-variant",
                () -> w.session().ifPresent(s -> ModelWindows.languageModels(s, w.stage())));
        languageModels.setId("menu-language-models");
        models.getItems().addAll(item("Training runs…", "mdi2c-chart-line", () -> w.session().ifPresent(s -> ModelWindows.runs(s, w.stage()))),
                item("Experiments…", "mdi2c-chart-bar", () -> w.session().ifPresent(s -> ModelWindows.experiments(s, w.stage()))),
                languageModels);
        Menu evaluate = new Menu("Evaluate");
        MenuItem evaluateCaptions = item("Evaluate captions…", "mdi2c-chart-bar", w::showEvaluateWindow);
        evaluateCaptions.setId("menu-evaluate");
        evaluate.getItems().add(evaluateCaptions);
        Menu settings = new Menu("Settings");
        settings.getItems().add(item("Alignment model…", "mdi2t-tune", w::showAlignmentSettings));
        return new MenuBar(file, review, augmentMenu, captions, filters, models, evaluate, settings);
    }

    private void rebuildAugmentMenu(Workbench w) {
        augmentMenu.getItems().clear();
        MenuItem panel = item("Augment panel", "mdi2t-tune-variant", () -> showAugmentPanel(null));
        panel.setId("menu-augment-panel");
        MenuItem stats = item("Candidate statistics…", "mdi2c-chart-bar", () -> showCandidateStatistics(null));
        stats.setId("menu-candidate-stats");
        augmentMenu.getItems().addAll(panel, stats, new SeparatorMenuItem());
        // Each method opens the panel with its form, so parameters and seed are chosen before anything runs.
        for (Augmenter a : session.augmenters().all()) {
            MenuItem m = item(a.displayName() + "…", "mdi2a-auto-fix", () -> showAugmentPanel(a.method()));
            m.setId("generate-" + a.method());
            augmentMenu.getItems().add(m);
        }
        augmentMenu.getItems().add(item("CutSwap pre-processing", "mdi2a-auto-fix", w::preprocessCutSwap));
        augmentMenu.getItems().add(item("CutSwap clusters…", "mdi2a-auto-fix", w::showClusters));
    }

    /** Brings the Augment panel to the front, with a method chosen when one is given. */
    public void showAugmentPanel(String method) {
        if (method != null) {
            session.augment().select(method);
        }
        rightTabs.getSelectionModel().select(augmentTab);
    }

    /** Opens the candidate statistics charts, for a method or the one chosen in the panel. */
    public CandidateStatsDialog showCandidateStatistics(String method) {
        String m = method != null ? method : session.augment().methodProperty().get() == null ? null
                : session.augment().methodProperty().get().method();
        CandidateStatsDialog d = new CandidateStatsDialog(getScene() == null ? null : getScene().getWindow(),
                session.augment(), m);
        d.show();
        return d;
    }

    private static MenuItem item(String text, String icon, Runnable action) {
        MenuItem m = new MenuItem(text, new FontIcon(icon));
        m.setOnAction(e -> action.run());
        return m;
    }

    private javafx.scene.layout.Region filterBar() {
        search.setId("search");
        search.setPromptText("Search captions…");
        // Narrow by default and growing with the window, so the whole bar fits a 1366 px screen (LanguageModelsUiTest).
        search.setPrefColumnCount(13);
        HBox.setHgrow(search, javafx.scene.layout.Priority.ALWAYS);
        // Debounced: a query per keystroke would make typing lag on a large project.
        PauseTransition debounce = new PauseTransition(Duration.millis(250));
        debounce.setOnFinished(e -> vm.textProperty().set(search.getText()));
        search.textProperty().addListener(o -> debounce.playFromStart());
        // A filter set elsewhere (e.g. "Show candidates in grid" clears it) shows in the field too.
        vm.textProperty().addListener((o, a, t) -> {
            String v = t == null ? "" : t;
            if (!v.equals(search.getText())) {
                search.setText(v);
            }
        });

        status.setId("status-filter");
        status.getItems().setAll(ALL, "Pending", "Accepted", "Rejected");
        status.setValue(ALL);
        status.valueProperty().addListener((o, a, v) -> vm.statusProperty().set(
                v == null || ALL.equals(v) ? null : ReviewStatus.valueOf(v.toUpperCase())));

        split.setId("split-filter");
        rebuildSplits();
        split.valueProperty().addListener((o, a, v) -> {
            if (!syncing) {
                vm.splitProperty().set(v == null || ALL.equals(v) ? null : v);
            }
        });

        method.setId("method-filter");
        rebuildMethods();
        method.valueProperty().addListener((o, a, v) -> {
            if (!syncing && v != null) {
                vm.methodProperty().set(ORIGINALS.equals(v) ? null : ALL_CANDIDATES.equals(v) ? ItemFilter.ANY_METHOD : v);
            }
        });
        vm.methodProperty().addListener((o, a, v) -> syncMethodBox());

        boxes.setId("boxes-filter");
        boxes.setPrefWidth(125);
        boxes.getItems().setAll(ANY, WITH_BOXES, WITHOUT_BOXES);
        boxes.setValue(ANY);
        boxes.valueProperty().addListener((o, a, v) -> vm.hasBoxesProperty().set(
                WITH_BOXES.equals(v) ? Boolean.TRUE : WITHOUT_BOXES.equals(v) ? Boolean.FALSE : null));

        order.setId("order-filter");
        order.setPrefWidth(170);
        order.getItems().setAll(ItemOrder.values());
        order.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(ItemOrder o) {
                return o == null ? "" : o.label();
            }

            @Override
            public ItemOrder fromString(String s) {
                return null;
            }
        });
        order.disableProperty().bind(vm.methodProperty().isNull());
        order.valueProperty().bindBidirectional(vm.orderProperty());
        grammarClean.setId("grammar-filter");
        grammarClean.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        grammarClean.setTooltip(new javafx.scene.control.Tooltip(
                "Hide candidates whose captions have grammar errors their source captions do not have"));
        grammarClean.disableProperty().bind(vm.methodProperty().isNull());
        grammarClean.selectedProperty().bindBidirectional(vm.hideAddedGrammarErrorsProperty());

        FontIcon searchIcon = new FontIcon("mdi2m-magnify");
        // A flow, not a row: on a narrow window the controls wrap onto a second line instead of clipping their labels.
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(8, 4, searchIcon, search, label("Status"), status,
                label("Split"), split, label("Items"), method, label("Boxes"), boxes, label("Sort"), order, grammarClean);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        bar.getStyleClass().add("filter-bar");
        return bar;
    }

    private static Label label(String s) {
        Label l = new Label(s);
        l.getStyleClass().add("muted");
        l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }

    private void rebuildSplits() {
        syncing = true;
        try {
            String keep = vm.splitProperty().get();
            split.getItems().setAll(ALL);
            split.getItems().addAll(vm.splits());
            split.setValue(keep == null ? ALL : keep);
        } finally {
            syncing = false;
        }
    }

    private void rebuildMethods() {
        java.util.List<String> wanted = new java.util.ArrayList<>(java.util.List.of(ORIGINALS, ALL_CANDIDATES));
        wanted.addAll(vm.methodCountsProperty().get().keySet());
        if (wanted.equals(method.getItems())) {
            return;
        }
        syncing = true;
        try {
            // Clear the value first: replacing the items would otherwise leave a stale value the button cell ignores.
            method.setValue(null);
            method.getItems().setAll(wanted);
        } finally {
            syncing = false;
        }
        syncMethodBox();
    }

    private void syncMethodBox() {
        syncing = true;
        try {
            String m = vm.methodProperty().get();
            method.setValue(m == null ? ORIGINALS : ItemFilter.ANY_METHOD.equals(m) ? ALL_CANDIDATES : m);
        } finally {
            syncing = false;
        }
    }

    private void rebuildTree() {
        syncing = true;
        try {
            TreeItem<TreeEntry> root = new TreeItem<>(new TreeEntry("Project", null, null));
            TreeItem<TreeEntry> datasets = new TreeItem<>(new TreeEntry("Datasets", null, null), new FontIcon("mdi2d-database-outline"));
            datasets.setExpanded(true);
            for (MainViewModel.DatasetEntry d : vm.datasets()) {
                datasets.getChildren().add(new TreeItem<>(new TreeEntry(d.name() + "  (" + String.format("%,d", d.samples()) + ")",
                        d.id(), null), new FontIcon("mdi2i-image-multiple-outline")));
            }
            long total = vm.methodCountsProperty().get().values().stream().mapToLong(MethodCounts::total).sum();
            TreeItem<TreeEntry> cands = new TreeItem<>(new TreeEntry("Candidates  (" + String.format("%,d", total) + ")", null,
                    ItemFilter.ANY_METHOD), new FontIcon("mdi2a-auto-fix"));
            cands.setExpanded(true);
            for (Map.Entry<String, MethodCounts> e : vm.methodCountsProperty().get().entrySet()) {
                MethodCounts c = e.getValue();
                cands.getChildren().add(new TreeItem<>(new TreeEntry(e.getKey() + "  (" + c.pending() + " pending, "
                        + c.accepted() + " ✓, " + c.rejected() + " ✗)", null, e.getKey())));
            }
            root.getChildren().setAll(datasets, cands);
            tree.setRoot(root);
        } finally {
            syncing = false;
        }
    }

    private void applyTreeSelection(TreeEntry e) {
        if (e.method() != null) {
            vm.datasetIdProperty().set(null);
            vm.methodProperty().set(e.method());
        } else {
            vm.methodProperty().set(null);
            vm.datasetIdProperty().set(e.datasetId());
        }
    }

    private void scrollTo(int index) {
        if (index < 0 || !(grid.getSkin() instanceof impl.org.controlsfx.skin.GridViewSkin<?> skin)) {
            return;
        }
        int perRow = Math.max(1, skin.computeMaxCellsInRow());
        if (grid.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
            flow.scrollTo(index / perRow);
        }
    }

    void showMessage(String text) {
        message.setText(text);
    }

    public GridView<ItemRef> grid() {
        return grid;
    }

    public TreeView<TreeEntry> tree() {
        return tree;
    }

    public TextField search() {
        return search;
    }

    public TitledPane jobsPane() {
        return jobsPane;
    }

    public AugmentPanel augmentPanel() {
        return augmentPanel;
    }

    public TabPane rightTabs() {
        return rightTabs;
    }

    public SampleView sampleView() {
        return sampleView;
    }
}
