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
import org.pairlab.augment.similar.SimilarBy;
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
    private static final int SIMILAR_TOP = 50;
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
    private AugmentPanel augmentPanel;
    private final TabPane rightTabs;
    private final Tab augmentTab;
    private final JobsView jobsView;
    private final TitledPane jobsPane;
    private final Label counts = new Label();
    private final Label message = new Label();
    private final Menu augmentMenu = new Menu("Augment");
    private final ReviewKeys keys = new ReviewKeys();
    private final Workbench workbench;
    private boolean syncing;
    /** True while the sample view waits for the grid's first thumbnails. */
    private boolean sampleViewWaiting;

    MainView(ProjectSession session, Workbench workbench) {
        this.session = session;
        this.vm = session.main();
        this.workbench = workbench;
        getStyleClass().add("main-view");

        grid = new GridView<>(vm.items());
        grid.setId("grid");
        grid.setCellWidth(ThumbnailCache.SIZE + 8);
        grid.setCellHeight(ThumbnailCache.SIZE + 8);
        grid.setHorizontalCellSpacing(6);
        grid.setVerticalCellSpacing(6);
        OpenTimeline timeline = workbench.timeline();
        grid.setCellFactory(g -> new ItemCell(vm, session.thumbnails(), timeline, session.firstScreen()));
        // The grid takes the keyboard focus (Tab, or a click on a tile), which is what lets the review keys act.
        grid.setFocusTraversable(true);
        grid.setOnMousePressed(e -> grid.requestFocus());

        sampleView = new SampleView(session.sample(), vm, session.thumbnails(), workbench::accept, workbench::reject, workbench::undo);
        sampleView.setOnEditBoxes(id -> new BoxEditorWindow(getScene().getWindow(), session.boxEditor(id), session.io()).show());
        Tab sampleTab = new Tab("Sample", sampleView);
        sampleTab.setId("tab-sample");
        sampleTab.setGraphic(new FontIcon("mdi2i-image-outline"));
        // The Augment and Filters panes are built when first shown: on a large project their styling, layout and
        // histogram queries would otherwise delay the grid's first thumbnails (issue 17.8).
        augmentTab = new Tab("Augment");
        augmentTab.setId("tab-augment");
        augmentTab.setGraphic(new FontIcon("mdi2a-auto-fix"));
        augmentTab.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                augmentPanel();
            }
        });
        rightTabs = new TabPane(sampleTab, augmentTab);
        Tab filtersTab = new Tab("Filters");
        filtersTab.setId("tab-filters");
        filtersTab.setGraphic(new FontIcon("mdi2f-filter-outline"));
        // Histograms are computed only while the tab is shown; a filter changed elsewhere refreshes them on return.
        filtersTab.selectedProperty().addListener((o, was, now) -> {
            if (now && filtersTab.getContent() == null) {
                filtersTab.setContent(new CurationPanel(session.curation()));
            }
            session.curation().setShown(now);
        });
        rightTabs.getTabs().add(filtersTab);
        rightTabs.setId("right-tabs");
        rightTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        jobsView = new JobsView(session.jobs(), workbench::guarded);
        // Room for about three job rows; the pane folds to its header, which still says what runs and how far.
        jobsView.setPrefHeight(JOBS_HEIGHT);
        jobsView.setMinHeight(JOBS_HEIGHT);
        jobsPane = new TitledPane("Jobs", jobsView);
        jobsPane.setId("jobs-pane");
        jobsPane.textProperty().bind(session.jobs().summaryProperty());
        jobsPane.setGraphic(new FontIcon("mdi2c-cog-outline"));
        jobsPane.setAnimated(false);
        // Open when a job is running (or was interrupted) at open; a job started later opens it again.
        jobsPane.setExpanded(session.jobs().runs().stream().anyMatch(r -> r.stateProperty().get() != null
                && (!r.stateProperty().get().finished() || r.stateProperty().get() == org.pairlab.project.RunState.INTERRUPTED)));
        session.jobs().runningProperty().addListener((o, was, now) -> {
            if (now.intValue() > was.intValue()) {
                jobsPane.setExpanded(true);
            }
        });

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
        SplitPane centre = new SplitPane(tree, gridWithEmptyState(), rightTabs);
        centre.setDividerPositions(0.17, 0.55);
        SplitPane.setResizableWithParent(tree, false);
        // Not a split pane: folded, the Jobs pane gives all its room back and its header stays in sight at any size.
        VBox.setVgrow(centre, Priority.ALWAYS);
        centre.setMinHeight(0);
        VBox vertical = new VBox(centre, jobsPane);
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
        vm.selectedProperty().addListener((o, a, item) -> showInSampleView());
        vm.selectedIndexProperty().addListener((o, a, i) -> scrollTo(i.intValue()));
        tree.getSelectionModel().selectedItemProperty().addListener((o, a, item) -> {
            if (item != null && !syncing) {
                applyTreeSelection(item.getValue());
            }
        });
        rebuildAugmentMenu(workbench);
        rebuildTree();
        installReviewKeys();
    }

    /**
     * Shows the current item in the sample view; until the grid's first thumbnails are in, once they are: its
     * full-size image would otherwise take a core from the two thumbnail threads while the user waits for the grid.
     */
    private void showInSampleView() {
        java.util.concurrent.CompletableFuture<Void> first = session.firstScreen().reached();
        if (first.isDone()) {
            session.sample().show(vm.selectedProperty().get());
        } else if (!sampleViewWaiting) {
            sampleViewWaiting = true;
            first.thenRunAsync(() -> {
                sampleViewWaiting = false;
                session.sample().show(vm.selectedProperty().get());
            }, javafx.application.Platform::runLater);
        }
    }

    /** Review keys act through a filter on the whole view, before any control (ScrollPane arrows, grid) sees them. */
    private void installReviewKeys() {
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> keys.pressed(e, focusArea()).ifPresent(c -> run(c, e.isShiftDown())));
        addEventFilter(javafx.scene.input.KeyEvent.KEY_RELEASED, keys::released);
        sceneProperty().addListener((o, a, scene) -> {
            if (scene != null) {
                scene.windowProperty().addListener((ow, aw, w) -> watchWindowFocus(w));
                watchWindowFocus(scene.getWindow());
                startWithTheGridFocused(scene);
            }
        });
    }

    /**
     * The scene gives the first focusable control (the search field) the focus when the view appears; the review
     * starts in the grid instead, so the first A decides and the first letter typed is not a search.
     */
    private void startWithTheGridFocused(javafx.scene.Scene scene) {
        javafx.beans.value.ChangeListener<javafx.scene.Node> once = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends javafx.scene.Node> o, javafx.scene.Node was,
                                javafx.scene.Node now) {
                if (now == null || scene.getRoot() != MainView.this) {
                    return;
                }
                scene.focusOwnerProperty().removeListener(this);
                if (now == search) {
                    javafx.application.Platform.runLater(grid::requestFocus);
                }
            }
        };
        scene.focusOwnerProperty().addListener(once);
    }

    private void watchWindowFocus(javafx.stage.Window w) {
        if (w != null) {
            w.focusedProperty().addListener((o, a, focused) -> keys.reset());
        }
    }

    /** Where the keyboard focus is, for the review keys. */
    ReviewKeys.FocusArea focusArea() {
        return getScene() == null ? ReviewKeys.FocusArea.ELSEWHERE
                : ReviewKeys.areaOf(getScene().getFocusOwner(), grid, sampleView);
    }

    private void run(ReviewKeys.Command c, boolean extend) {
        switch (c) {
            case ACCEPT -> workbench.accept();
            case REJECT -> workbench.reject();
            case UNDO -> workbench.undo();
            case NEXT_UNDECIDED -> vm.nextUndecided();
            case LEFT -> vm.moveBy(-1, extend);
            case RIGHT -> vm.moveBy(1, extend);
            case UP -> vm.moveBy(-perRow(), extend);
            case DOWN -> vm.moveBy(perRow(), extend);
            case PAGE_UP -> vm.moveBy(-perRow() * rowsPerPage(), extend);
            case PAGE_DOWN -> vm.moveBy(perRow() * rowsPerPage(), extend);
            case HOME -> vm.moveTo(0, extend);
            case END -> vm.moveTo(vm.items().size() - 1, extend);
            case SELECT_ALL -> vm.selectAll();
        }
    }

    /** Tiles in one grid row as laid out now (at least 1). */
    int perRow() {
        return grid.getSkin() instanceof impl.org.controlsfx.skin.GridViewSkin<?> skin ? Math.max(1, skin.computeMaxCellsInRow()) : 1;
    }

    /** Whole rows that fit in the grid's height (at least 1): the step of Page Up / Page Down. */
    int rowsPerPage() {
        double row = grid.getCellHeight() + grid.getVerticalCellSpacing() * 2;
        return Math.max(1, (int) Math.floor(grid.getHeight() / row));
    }

    /** Height of the Jobs list when the pane is open: about three rows. */
    static final double JOBS_HEIGHT = 170;

    /**
     * The grid with what to do when it shows nothing: a spinner while the first query runs, then a sentence that
     * says why it is empty and what to do (never "Loading…" once the query is back).
     */
    private javafx.scene.layout.StackPane gridWithEmptyState() {
        javafx.scene.control.ProgressIndicator spinner = new javafx.scene.control.ProgressIndicator();
        spinner.setMaxSize(48, 48);
        Label loadingText = new Label("Opening the project…");
        VBox loading = new VBox(8, spinner, loadingText);
        loading.setAlignment(Pos.CENTER);
        loading.setId("grid-loading");
        loading.setMouseTransparent(true);
        Label empty = new Label();
        empty.setId("grid-empty");
        empty.setWrapText(true);
        empty.setMaxWidth(320);
        empty.getStyleClass().add("empty-state");
        empty.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> emptyText(),
                vm.items(), vm.methodProperty(), vm.textProperty(), vm.statusProperty(), vm.datasets(),
                vm.methodCountsProperty(), vm.splitProperty(), vm.hasBoxesProperty()));
        // The spinner only while nothing is shown yet; a refresh of a full grid keeps the thumbnails in view.
        loading.visibleProperty().bind(vm.loadingProperty().and(javafx.beans.binding.Bindings.isEmpty(vm.items())));
        empty.visibleProperty().bind(vm.loadingProperty().not().and(javafx.beans.binding.Bindings.isEmpty(vm.items())));
        javafx.scene.layout.StackPane stack = new javafx.scene.layout.StackPane(grid, loading, empty);
        stack.setMinWidth(0);
        return stack;
    }

    /** Why the grid is empty, in the researcher's words, and what to do about it. */
    private String emptyText() {
        if (!vm.items().isEmpty()) {
            return "";
        }
        boolean candidates = vm.methodProperty().get() != null;
        boolean filtered = vm.textProperty().get() != null && !vm.textProperty().get().isBlank()
                || vm.statusProperty().get() != null || vm.splitProperty().get() != null || vm.hasBoxesProperty().get() != null;
        if (vm.datasets().isEmpty() && !candidates) {
            return "No images yet: import a dataset with File › Import dataset…";
        }
        if (filtered) {
            return "Nothing matches these filters: clear the search or set Status, Split and Boxes back to All.";
        }
        if (candidates) {
            String m = vm.methodProperty().get();
            return ItemFilter.ANY_METHOD.equals(m) || !vm.methodCountsProperty().get().containsKey(m)
                    ? "No candidates yet: Generate with a method in the Augment tab on the right (or the Augment menu)."
                    : "No " + m + " candidates here.";
        }
        return "This dataset has no samples.";
    }

    private MenuBar menuBar(Workbench w) {
        Menu file = new Menu("File");
        MenuItem newProject = item("New project…", "mdi2f-file-plus-outline", w::newProject);
        MenuItem open = item("Open project…", "mdi2f-folder-open-outline", w::openProjectChooser);
        MenuItem imp = item("Import dataset…", "mdi2d-database-import-outline", w::showImportDialog);
        imp.setId("menu-import");
        MenuItem exp = item("Export…", "mdi2d-database-export-outline", w::showExportDialog);
        MenuItem close = item("Close project", "mdi2c-close-box-outline", w::requestCloseProject);
        file.getItems().addAll(newProject, open, new SeparatorMenuItem(), imp, exp, new SeparatorMenuItem(), close);
        Menu review = new Menu("Review");
        MenuItem selectAll = item("Select all in view   (Ctrl+A)", "mdi2s-select-all", vm::selectAll);
        selectAll.setId("menu-select-all");
        javafx.scene.control.CheckMenuItem autoAdvance = new javafx.scene.control.CheckMenuItem("Auto-advance after a decision");
        autoAdvance.setId("menu-auto-advance");
        autoAdvance.selectedProperty().bindBidirectional(vm.autoAdvanceProperty());
        review.getItems().addAll(item("Accept   (A)", "mdi2c-check", w::accept), item("Reject   (R)", "mdi2c-close", w::reject),
                item("Undo   (U)", "mdi2u-undo", w::undo), item("Next undecided   (N)", "mdi2s-skip-next", vm::nextUndecided),
                new SeparatorMenuItem(), selectAll, autoAdvance);
        MenuItem informativeness = item("Informativeness filter…", "mdi2f-filter-outline",
                () -> InformativenessView.open(session, getScene().getWindow()));
        informativeness.setId("menu-informativeness");
        MenuItem likeCaption = item("More like this (captions)", "mdi2t-text-search", () -> moreLikeThis(SimilarBy.CAPTION));
        likeCaption.setId("menu-similar-caption");
        MenuItem likeImage = item("More like this (image)", "mdi2i-image-search-outline", () -> moreLikeThis(SimilarBy.IMAGE));
        likeImage.setId("menu-similar-image");
        Menu filters = new Menu("Filters", null, informativeness, new SeparatorMenuItem(), likeCaption, likeImage);
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
        return new MenuBar(file, review, augmentMenu, captions, filters, models, evaluate, settings, w.helpMenu());
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

    /** Shows the samples most like the selected sample in the grid, with a removable "Similar to" chip. */
    private void moreLikeThis(SimilarBy by) {
        org.pairlab.project.ItemRef current = vm.selectedProperty().get();
        if (current == null || current.kind() != org.pairlab.project.ItemKind.SAMPLE) {
            Errors.show(getScene().getWindow(), "More like this", "Select an original sample in the grid first.");
            return;
        }
        showMessage("Finding samples like sample " + current.id() + " by " + by.word() + " (Jobs panel)…");
        vm.showSimilar(current.id(), by, SIMILAR_TOP).whenCompleteAsync((like, e) -> {
            if (e instanceof java.util.concurrent.CancellationException) {
                showMessage("More like this: " + e.getMessage());
            } else if (e != null) {
                Errors.show(getScene().getWindow(), "Cannot rank samples like sample " + current.id(), e);
            } else {
                showMessage(like.label() + ": " + like.ranked().size() + " samples, most similar first");
            }
        }, javafx.application.Platform::runLater);
    }

    private static MenuItem item(String text, String icon, Runnable action) {
        MenuItem m = new MenuItem(text, new FontIcon(icon));
        m.setOnAction(e -> action.run());
        return m;
    }

    private javafx.scene.layout.Region filterBar() {
        search.setId("search");
        search.setPromptText("Search captions…");
        // Narrow, so the whole bar fits one line of a 1366 px screen (LanguageModelsUiTest, TextCandidateUiTest) now that
        // Sort and Boxes are as wide as their longest items.
        search.setPrefColumnCount(11);
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
        // No fixed width either: 125 px cut "Without boxes".
        boxes.getItems().setAll(ANY, WITH_BOXES, WITHOUT_BOXES);
        boxes.setValue(ANY);
        boxes.valueProperty().addListener((o, a, v) -> vm.hasBoxesProperty().set(
                WITH_BOXES.equals(v) ? Boolean.TRUE : WITHOUT_BOXES.equals(v) ? Boolean.FALSE : null));

        order.setId("order-filter");
        // No fixed width: a FittedComboBox takes its longest label's ("completer, phrase first"), which 170 px cut.
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

        CompleterFilter completer = new CompleterFilter(vm);
        FontIcon searchIcon = new FontIcon("mdi2m-magnify");
        // A flow, not a row: on a narrow window the controls wrap onto a second line instead of clipping their labels;
        // each label wraps together with its box (at 1366 px a ToCa grid's "Completer" went to the next line alone).
        HBox completerPair = labelled(completer.label(), completer.box());
        completerPair.visibleProperty().bind(completer.box().visibleProperty());
        completerPair.managedProperty().bind(completerPair.visibleProperty());
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(8, 4, labelled(searchIcon, search),
                labelled(label("Status"), status), labelled(label("Split"), split), labelled(label("Items"), method),
                labelled(label("Boxes"), boxes), labelled(label("Sort"), order), completerPair, grammarClean);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        bar.getStyleClass().add("filter-bar");
        return bar;
    }

    /** A control and its label, kept on one line of the filter bar. */
    private static HBox labelled(javafx.scene.Node label, javafx.scene.Node control) {
        HBox pair = new HBox(8, label, control);
        pair.setAlignment(Pos.CENTER_LEFT);
        return pair;
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
                // Short enough for the tree's default width at 1366 px: pending (to review), accepted, rejected.
                // (the same three counts, spelled out, are in the status bar).
                cands.getChildren().add(new TreeItem<>(new TreeEntry(e.getKey() + "  " + c.pending() + " · "
                        + c.accepted() + " ✓ · " + c.rejected() + " ✗", null, e.getKey())));
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
        // scrollTo(row) scrolls only as far as needed to show the whole row, so moving within the view does not jump.
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

    /** The Augment tab's panel, built on first use. */
    public AugmentPanel augmentPanel() {
        if (augmentPanel == null) {
            augmentPanel = new AugmentPanel(session.augment(), () -> showCandidateStatistics(null), () -> {
                AlignmentSettingsDialog d = workbench.showAlignmentSettings();
                if (d != null) {
                    d.setOnHidden(e -> session.augment().refreshNotice());
                }
            });
            augmentTab.setContent(augmentPanel);
        }
        return augmentPanel;
    }

    public TabPane rightTabs() {
        return rightTabs;
    }

    public SampleView sampleView() {
        return sampleView;
    }
}
