package org.pairlab.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.GenerationJob;
import org.pairlab.dataset.ImportReport;
import org.pairlab.dataset.ImportRequest;
import org.pairlab.project.Dataset;
import org.pairlab.project.Decision;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobHandle.JobOutcome;

/**
 * The window controller: switches between the welcome screen and the main window, opens and closes projects and
 * starts the dialogs and jobs. Services are injected so tests can replace the dataset importer and exporter.
 */
public final class Workbench {
    /** Seed of generation runs started from the menu; fixed so a run can be reproduced. */
    static final long GENERATE_SEED = 1L;

    private final Stage stage;
    private final Scene scene;
    private final ImportService imports;
    private final ExportService exports;
    private final RecentProjects recent;
    private final ReviewPreferences reviewPrefs;
    private ProjectSession session;
    private MainView mainView;
    private EvaluateWindow evaluateWindow;
    /** Opens a URI in the desktop's browser or file viewer (HostServices in the app; tests record the request). */
    private java.util.function.Consumer<String> documents = uri -> { };
    /** When each step of opening a project happened (printed with --debug). */
    private OpenTimeline timeline = OpenTimeline.off();
    /** Bumped by every close request, so a close waiting for a job is dropped when the user keeps the project open. */
    private long closeRequest;

    public Workbench(Stage stage, ImportService imports, ExportService exports, RecentProjects recent) {
        this(stage, imports, exports, recent, true);
    }

    /**
     * A workbench whose window starts on the welcome screen, or (with {@code welcome} false, when the app opens a
     * project named on the command line) on an empty pane that {@link #showOpening} replaces at once.
     */
    Workbench(Stage stage, ImportService imports, ExportService exports, RecentProjects recent, boolean welcome) {
        this.stage = stage;
        this.imports = imports;
        this.exports = exports;
        this.recent = recent;
        this.reviewPrefs = new ReviewPreferences(recent.node());
        // Never larger than the screen: a window bigger than the display is partly unusable (and breaks headless runs).
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        this.scene = new Scene(welcome ? new WelcomeView(this, recent.list(), false) : new javafx.scene.layout.StackPane(),
                Math.min(1400, screen.getWidth()),
                Math.min(900, screen.getHeight()));
        scene.getStylesheets().add(Workbench.class.getResource("workbench.css").toExternalForm());
        stage.setScene(scene);
        stage.setTitle("PairLab");
        stage.getIcons().setAll(AppIcons.images());
        stage.setOnCloseRequest(this::onCloseRequest);
        stage.setOnHidden(e -> closeSession());
        DialogPlacement.install(stage);
    }

    /** Where Help > Documentation sends the docs' URI; the app passes HostServices::showDocument. */
    public void setDocumentOpener(java.util.function.Consumer<String> opener) {
        this.documents = opener;
    }

    /** Prints the steps of opening a project with their times (the app passes one when started with --debug). */
    public void setTimeline(OpenTimeline timeline) {
        this.timeline = timeline;
    }

    OpenTimeline timeline() {
        return timeline;
    }

    /** The Help menu of the main window. */
    javafx.scene.control.Menu helpMenu() {
        return new HelpMenu(stage, uri -> documents.accept(uri)).menu();
    }

    public Scene scene() {
        return scene;
    }

    public Stage stage() {
        return stage;
    }

    /** The open project's session, if any. */
    public Optional<ProjectSession> session() {
        return Optional.ofNullable(session);
    }

    public MainView mainView() {
        return mainView;
    }

    /** A spinner and the file's name while a project opens, so the window is never blank. */
    public void showOpening(Path file) {
        javafx.scene.control.ProgressIndicator spinner = new javafx.scene.control.ProgressIndicator();
        spinner.setMaxSize(56, 56);
        javafx.scene.control.Label what = new javafx.scene.control.Label("Opening " + file.getFileName() + "…");
        what.setId("opening-label");
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(12, spinner, what);
        box.setAlignment(javafx.geometry.Pos.CENTER);
        box.setId("opening");
        scene.setRoot(box);
        stage.setTitle("PairLab — opening " + file.getFileName());
    }

    /** Runs {@code r} on the FX thread once the scene has drawn a frame (two pulses later). */
    static void afterFirstFrame(Runnable r) {
        new javafx.animation.AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == 2) {
                    stop();
                    Platform.runLater(r);
                }
            }
        }.start();
    }

    public void showWelcome() {
        scene.setRoot(new WelcomeView(this, recent.list(), session != null));
        stage.setTitle("PairLab");
    }

    /** Runs UI work, turning any failure into a readable dialog. */
    void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException ex) {
            Errors.show(stage, "That did not work", ex);
        }
    }

    /** Accepts the selected item, or after one confirmation every selected item (one undo step). */
    public void accept() {
        decide(Decision.ACCEPT);
    }

    /** Rejects the selected item, or after one confirmation every selected item (one undo step). */
    public void reject() {
        decide(Decision.REJECT);
    }

    private void decide(Decision d) {
        ProjectSession s = session;
        if (s == null) {
            return;
        }
        int n = s.main().selectedItems().size();
        if (n <= 1) {
            guarded(() -> s.main().decide(d));
            return;
        }
        String verb = d == Decision.ACCEPT ? "Accept" : "Reject";
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, String.format("%s all %,d selected items? This is one step in "
                + "the review history: Undo (U) puts all %,d back as they were.", verb, n, n),
                javafx.scene.control.ButtonType.OK, javafx.scene.control.ButtonType.CANCEL);
        a.initOwner(stage);
        a.setTitle("PairLab");
        a.setHeaderText(String.format("%s %,d selected items?", verb, n));
        a.getDialogPane().setId("bulk-decision-dialog");
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(javafx.scene.control.ButtonType.OK)).setText(
                String.format("%s %,d", verb, n));
        // Not showAndWait: the key press that asked must not be held in a nested event loop.
        a.setOnHidden(e -> {
            if (a.getResult() == javafx.scene.control.ButtonType.OK && session == s) {
                guarded(() -> {
                    int done = s.main().decideSelected(d);
                    mainView.showMessage(String.format("%s %,d items (one undo step)", d == Decision.ACCEPT ? "Accepted" : "Rejected", done));
                });
            }
        });
        a.show();
    }

    public void undo() {
        guarded(() -> session().ifPresent(s -> {
            var step = s.main().undo();
            mainView.showMessage(step.isEmpty() ? "Nothing to undo"
                    : step.size() == 1 ? "Undid the last decision" : String.format("Undid a bulk decision on %,d items", step.size()));
        }));
    }

    public void newProject() {
        FileChooser fc = chooser("New PairLab project");
        fc.setInitialFileName("project" + Project.EXTENSION);
        File f = fc.showSaveDialog(stage);
        if (f != null) {
            Path p = f.toPath();
            if (!p.getFileName().toString().endsWith(Project.EXTENSION)) {
                p = p.resolveSibling(p.getFileName() + Project.EXTENSION);
            }
            createProject(p);
        }
    }

    public void openProjectChooser() {
        File f = chooser("Open PairLab project").showOpenDialog(stage);
        if (f != null) {
            openProject(f.toPath());
        }
    }

    private static FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PairLab projects", "*" + Project.EXTENSION));
        return fc;
    }

    /** Creates a project and shows it; false (after a dialog) when that failed. */
    public boolean createProject(Path file) {
        return open(file, true);
    }

    /** Opens a project and shows it; false (after a dialog) when that failed. */
    public boolean openProject(Path file) {
        return open(file, false);
    }

    /**
     * Opens a project whose file is already being opened off the FX thread (the app starts that before its window is
     * up, so the two overlap); false (after a dialog) when that failed.
     */
    public boolean openProject(Path file, CompletableFuture<Project> opening) {
        return open(file, false, opening);
    }

    private boolean open(Path file, boolean create) {
        return open(file, create, null);
    }

    private boolean open(Path file, boolean create, CompletableFuture<Project> opening) {
        if (!busyJobs().isEmpty()) {
            // Another project: the running job's project is closed first, once the user says what to do with the job.
            closeWhenIdle(() -> {
                if (!open(file, create)) {
                    showWelcome();
                }
            });
            return false;
        }
        Project p;
        timeline.mark("opening the project file");
        try {
            p = opening != null ? opened(opening) : create ? Project.create(file) : Project.open(file);
        } catch (RuntimeException e) {
            Errors.show(stage, create ? "Cannot create the project" : "Cannot open the project", e);
            return false;
        }
        timeline.mark("project file open");
        closeSession();
        session = new ProjectSession(p);
        recent.add(p.file());
        session.main().autoAdvanceProperty().set(reviewPrefs.autoAdvance());
        session.main().autoAdvanceProperty().addListener((o, was, now) -> reviewPrefs.setAutoAdvance(now));
        ProjectSession opened = session;
        // The grid's query runs while the view is built; counts and tree wait for its first thumbnails (they share the
        // one reader connection).
        opened.main().refreshItems().whenComplete((x, e) -> {
            timeline.mark("grid items applied (" + opened.main().items().size() + ")");
            opened.firstScreen().itemsShown(e != null ? 0 : opened.main().items().size());
        });
        opened.main().refreshSummaryAfter(opened.firstScreen().reached());
        if (timeline.on()) {
            opened.firstScreen().reached().thenRunAsync(() -> timeline.nextPulse(scene, opened.firstScreen().byTiles()
                    ? "first screen of thumbnails drawn (" + opened.firstScreen().tiles() + " tiles)"
                    : "first screen: not waited for any more (time limit or empty grid)"), Platform::runLater);
            opened.main().countsProperty().addListener(o -> timeline.mark("counts and tree applied"));
            opened.sample().originalImageProperty().addListener(new javafx.beans.InvalidationListener() {
                @Override
                public void invalidated(javafx.beans.Observable o) {
                    if (opened.sample().originalImageProperty().get() != null) {
                        opened.sample().originalImageProperty().removeListener(this);
                        timeline.mark("sample view image shown");
                    }
                }
            });
        }
        mainView = new MainView(session, this);
        timeline.mark("main view built");
        session.jobs().load();
        session.jobs().onFinished(u -> session.main().refresh());
        scene.setRoot(mainView);
        timeline.nextPulse(scene, "main view laid out");
        // The grid starts with the focus (once the window has laid out the new view, which resets the focus), so A/R/U
        // work at once; typing in the search field never decides.
        MainView shown = mainView;
        Platform.runLater(() -> {
            if (mainView == shown && scene.getRoot() == shown) {
                shown.grid().requestFocus();
            }
        });
        stage.setTitle("PairLab — " + p.file().getFileName());
        p.openElsewhere().ifPresent(holder -> {
            Alert a = new Alert(Alert.AlertType.WARNING);
            a.initOwner(stage);
            a.setTitle("PairLab");
            a.setHeaderText("This project is open in another PairLab");
            a.setContentText("It is also open by " + holder + ". Reviews made in both places are kept, but running jobs "
                    + "in both at once can slow each other down. Interrupted runs were not marked as interrupted.");
            a.show();
        });
        return true;
    }

    /** The project a background open gave, or its failure as thrown by {@link Project#open}. */
    private static Project opened(CompletableFuture<Project> opening) {
        try {
            return opening.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }

    /** Closes the project now and shows the welcome screen (a running job is cancelled; see requestCloseProject). */
    public void closeProject() {
        closeSession();
        showWelcome();
    }

    /** File > Close project: asks first when a job is running, then closes once it has stopped. */
    public void requestCloseProject() {
        closeWhenIdle(this::showWelcome);
    }

    /** Jobs of the open project that are queued or running. */
    List<JobHandle> busyJobs() {
        return session == null ? List.of() : session.runner().activeJobs();
    }

    private void onCloseRequest(javafx.stage.WindowEvent e) {
        if (busyJobs().isEmpty()) {
            return;
        }
        // Never cut a job off: it would write into a closed project. Ask, and hide the window once it has stopped.
        e.consume();
        closeWhenIdle(stage::hide);
    }

    /**
     * Closes the project and then runs {@code then}; when jobs are running, first asks Cancel job / Wait / Keep open.
     * The project is closed only after every job has recorded how it ended (a cancelled run stays resumable).
     */
    void closeWhenIdle(Runnable then) {
        List<JobHandle> jobs = busyJobs();
        long request = ++closeRequest;
        if (jobs.isEmpty()) {
            closeSession();
            then.run();
            return;
        }
        ProjectSession s = session;
        List<String> titles = jobs.stream().map(h -> s.project().runs().get(h.runId()).map(org.pairlab.project.Run::title)
                .orElse("Run " + h.runId())).toList();
        Alert question = CloseDuringJobsDialog.ask(stage, titles, choice -> {
            if (request != closeRequest || session != s) {
                return;
            }
            switch (choice) {
                case KEEP_OPEN -> {
                    closeRequest++;
                    mainView.showMessage("Kept open; the job goes on");
                }
                case CANCEL_JOB -> {
                    jobs.forEach(JobHandle::cancel);
                    mainView.showMessage("Stopping the job; PairLab closes the project once it has saved its checkpoint…");
                    closeAfter(s, request, true, then);
                }
                case WAIT -> {
                    mainView.showMessage("PairLab closes the project when the job finishes…");
                    closeAfter(s, request, false, then);
                }
            }
        });
        // A job that ends while the question is open answers it: there is nothing left to wait for.
        CompletableFuture.allOf(jobs.stream().map(h -> h.outcome().handle((o, e) -> null)).toArray(CompletableFuture[]::new))
                .thenRunAsync(() -> {
                    if (question.isShowing() && request == closeRequest) {
                        question.setResult(CloseDuringJobsDialog.WAIT);
                        question.close();
                    }
                }, Platform::runLater);
    }

    private void closeAfter(ProjectSession s, long request, boolean cancel, Runnable then) {
        List<JobHandle> jobs = s.runner().activeJobs();
        if (cancel) {
            jobs.forEach(JobHandle::cancel);
        }
        CompletableFuture.allOf(jobs.stream().map(h -> h.outcome().handle((o, e) -> null)).toArray(CompletableFuture[]::new))
                .thenRunAsync(() -> {
                    if (request != closeRequest || session != s) {
                        return;
                    }
                    if (!s.runner().activeJobs().isEmpty()) {
                        closeAfter(s, request, cancel, then);
                        return;
                    }
                    closeSession();
                    then.run();
                }, Platform::runLater);
    }

    private void closeSession() {
        if (evaluateWindow != null && evaluateWindow.withProject()) {
            evaluateWindow.close();
            evaluateWindow = null;
        }
        if (session != null) {
            session.close();
            session = null;
            mainView = null;
        }
    }

    /**
     * Opens the Evaluate captions window (one at a time): with a project open its runs show in the Jobs panel,
     * without one they run unrecorded.
     */
    public EvaluateWindow showEvaluateWindow() {
        boolean open = evaluateWindow != null && evaluateWindow.isShowing();
        if (open && session != null && !evaluateWindow.withProject()
                && !evaluateWindow.viewModel().runningProperty().get()) {
            // Opened before a project was: replace it so its runs are recorded, keeping the chosen files.
            EvaluateViewModel before = evaluateWindow.viewModel();
            evaluateWindow.close();
            evaluateWindow = EvaluateWindow.forProject(stage, session.jobs());
            evaluateWindow.viewModel().referencesFileProperty().set(before.referencesFileProperty().get());
            evaluateWindow.viewModel().resultsFileProperty().set(before.resultsFileProperty().get());
        } else if (!open) {
            evaluateWindow = session == null ? EvaluateWindow.standalone(stage)
                    : EvaluateWindow.forProject(stage, session.jobs());
        }
        evaluateWindow.show();
        evaluateWindow.toFront();
        return evaluateWindow;
    }

    /** Opens the import dialog without blocking; the import starts when the user confirms. */
    public ImportDialog showImportDialog() {
        if (session == null) {
            Errors.show(stage, "No project open", "Create or open a project first, then import a dataset into it.");
            return null;
        }
        ImportDialog d = new ImportDialog(stage);
        d.setOnHidden(e -> {
            ImportRequest r = d.getResult();
            if (r != null) {
                startImport(r);
            }
        });
        d.show();
        return d;
    }

    /** Submits an import; when it ends the tree and grid refresh and the report is shown. */
    public CompletableFuture<JobOutcome> startImport(ImportRequest request) {
        ProjectSession s = session;
        JobHandle h;
        try {
            h = s.jobs().submit(imports.importJob(s.project(), request));
        } catch (RuntimeException e) {
            Errors.show(stage, "Cannot start the import", e);
            return CompletableFuture.failedFuture(e);
        }
        mainView.showMessage("Importing " + request.datasetName() + "…");
        return h.outcome().whenCompleteAsync((o, e) -> {
            if (session != s) {
                return;
            }
            s.main().refresh();
            if (e != null) {
                Errors.show(stage, "Import failed", e);
            } else {
                showImportReport(s, request, o);
            }
        }, Platform::runLater);
    }

    private void showImportReport(ProjectSession s, ImportRequest request, JobOutcome o) {
        if (o.state() != RunState.SUCCEEDED) {
            Errors.show(stage, "Import of " + request.datasetName() + " " + o.state().db(), o.message()
                    + "\n\nThe Jobs panel has the full log.");
            return;
        }
        StringBuilder text = new StringBuilder();
        Optional<Dataset> ds = s.project().datasets().byName(request.datasetName());
        ImportReport report = ds.map(Dataset::reportJson).map(Workbench::parseReport).orElse(null);
        if (report != null) {
            text.append(String.format("%,d images read, %,d samples, %,d captions and %,d boxes imported.%n",
                    report.imagesRead(), report.samplesImported(), report.captionsImported(), report.boxesImported()));
            if (report.problems().isEmpty()) {
                text.append("No problems found.");
            } else {
                text.append(report.problems().size()).append(" problems:\n");
                report.problems().stream().limit(200).forEach(p -> text.append("• ").append(p.describe()).append('\n'));
            }
        } else {
            o.metrics().forEach((k, v) -> text.append(k).append(": ").append(v).append('\n'));
        }
        mainView.showMessage("Imported " + request.datasetName());
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(stage);
        a.setTitle("Import report");
        a.setHeaderText("Imported " + request.datasetName());
        javafx.scene.control.TextArea area = new javafx.scene.control.TextArea(text.toString());
        area.setEditable(false);
        area.setWrapText(true);
        area.setId("import-report");
        // Sized to the report (up to 24 lines of 100 characters), resizable, and never taller than the screen, so a
        // short report reads at a glance and a long one in a box the size of the dialog, not a tiny one.
        long lines = text.chars().filter(ch -> ch == '\n').count() + 1;
        area.setPrefColumnCount(80);
        area.setPrefRowCount((int) Math.max(4, Math.min(24, lines + 1)));
        javafx.scene.layout.VBox.setVgrow(area, javafx.scene.layout.Priority.ALWAYS);
        a.getDialogPane().setContent(area);
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        a.getDialogPane().setMaxHeight(screen.getHeight() - 40);
        a.getDialogPane().setMaxWidth(screen.getWidth() - 40);
        a.setResizable(true);
        a.show();
    }

    static ImportReport parseReport(String json) {
        try {
            return json == null || json.isBlank() ? null : Json.read(json, ImportReport.class);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Opens Settings / Alignment model for the open project. */
    public AlignmentSettingsDialog showAlignmentSettings() {
        if (session == null) {
            return null;
        }
        AlignmentSettingsDialog d = new AlignmentSettingsDialog(stage, new AlignmentSettingsViewModel(
                session.project().settings(), org.pairlab.ml.AlignmentModels.standard()));
        d.show();
        return d;
    }

    /** Opens the export dialog without blocking; the export starts when the user confirms. */
    /** Pre-processes every dataset for CutSwap (object index + clusters) as jobs; unchanged data reuses the index. */
    public void preprocessCutSwap() {
        if (session == null) {
            Errors.show(stage, "No project open", "Open a project with a dataset first.");
            return;
        }
        for (var d : session.project().datasets().list()) {
            ProjectSession s = session;
            // When it ends, the Augment panel's notice no longer asks for pre-processing.
            s.jobs().submit(new org.pairlab.augment.cutswap.CutSwapPreprocessJob(s.project(), d.id(), false)).outcome()
                    .whenComplete((o, e) -> Platform.runLater(() -> {
                        if (session == s) {
                            s.augment().refreshNotice();
                        }
                    }));
        }
    }

    /** Captions > Score captions: gives language scores to every candidate that has none yet, as a job. */
    public void scoreCaptions() {
        if (session == null) {
            Errors.show(stage, "No project open", "Open a project with candidates first.");
            return;
        }
        ProjectSession s = session;
        guarded(() -> {
            CaptionQualityActions actions = new CaptionQualityActions(s.project(), s.runner());
            int n = actions.unscored();
            actions.scoreUnscored().ifPresentOrElse(h -> {
                mainView.showMessage("Scoring " + n + " candidates (fluency and grammar)…");
                h.outcome().whenCompleteAsync((o, e) -> {
                    if (session == s && mainView != null) {
                        mainView.showMessage(e != null ? "Scoring failed: " + Errors.describe(e) : "Score captions: " + o.message());
                        s.main().refresh();
                    }
                }, Platform::runLater);
            }, () -> mainView.showMessage("Every candidate has its language scores already"));
        });
    }

    /**
     * Captions > Reject candidates that add grammar errors: asks with the count, then rejects them under the grammar
     * filter's review note. Returns how many were rejected (0 when the user said no or there were none).
     */
    public int rejectAddingGrammarErrors() {
        if (session == null) {
            Errors.show(stage, "No project open", "Open a project with candidates first.");
            return 0;
        }
        ProjectSession s = session;
        CaptionQualityActions actions = new CaptionQualityActions(s.project(), s.runner());
        CaptionQualityActions.GrammarPreview preview = actions.previewGrammarRejections();
        if (preview.candidates().isEmpty()) {
            mainView.showMessage("No pending candidate adds grammar errors"
                    + (preview.unscored() == 0 ? "" : " (" + preview.unscored() + " not scored yet: Captions > Score captions)"));
            return 0;
        }
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, preview.question(), javafx.scene.control.ButtonType.OK,
                javafx.scene.control.ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText("Reject " + preview.candidates().size() + " candidates?");
        a.getDialogPane().setId("reject-grammar-dialog");
        if (a.showAndWait().filter(b -> b == javafx.scene.control.ButtonType.OK).isEmpty()) {
            return 0;
        }
        int n = actions.rejectAddingGrammarErrors(preview);
        s.main().refresh();
        mainView.showMessage("Rejected " + n + " candidates that add grammar errors");
        return n;
    }

    /** Captions > Put back grammar rejections: undoes every rejection the grammar filter made, after asking. */
    public int putBackGrammarRejections() {
        if (session == null) {
            return 0;
        }
        ProjectSession s = session;
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, "Put back every candidate the grammar filter rejected "
                + "(candidates you decided again by hand since then stay as you left them)?", javafx.scene.control.ButtonType.OK,
                javafx.scene.control.ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText("Put back grammar rejections?");
        if (a.showAndWait().filter(b -> b == javafx.scene.control.ButtonType.OK).isEmpty()) {
            return 0;
        }
        int n = new CaptionQualityActions(s.project(), s.runner()).putBackGrammarRejections();
        s.main().refresh();
        mainView.showMessage("Put back " + n + " candidates the grammar filter had rejected");
        return n;
    }

    /** Opens the CutSwap Clusters panel (move, merge, split object clusters) in its own window. */
    public void showClusters() {
        if (session == null) {
            Errors.show(stage, "No project open", "Open a project first; its CutSwap clusters are shown here.");
            return;
        }
        Stage window = new Stage();
        window.initOwner(stage);
        window.setTitle("CutSwap clusters");
        javafx.scene.Scene scene = new javafx.scene.Scene(new ClustersView(session.clusters()), 720, 600);
        scene.getStylesheets().addAll(stage.getScene().getStylesheets());
        window.setScene(scene);
        window.show();
    }

    public ExportDialog showExportDialog() {
        if (session == null) {
            return null;
        }
        ExportDialog d = new ExportDialog(stage, session.main().splits());
        d.setOnHidden(e -> {
            ExportSettings r = d.getResult();
            if (r != null) {
                startExport(r);
            }
        });
        d.show();
        return d;
    }

    public CompletableFuture<JobOutcome> startExport(ExportSettings settings) {
        ProjectSession s = session;
        CompletableFuture<JobOutcome> outcome;
        try {
            var job = exports.exportJob(s.project(), settings);
            if (s.project().readOnly()) {
                // A read-only project can still be exported; there is no run to record it in, so it runs unrecorded.
                job.precheck();
                outcome = CompletableFuture.supplyAsync(() -> {
                    try {
                        return new JobOutcome(0, RunState.SUCCEEDED, "Exported",
                                job.run(new org.pairlab.dataset.QuietJobContext()));
                    } catch (Exception e) {
                        return new JobOutcome(0, RunState.FAILED, Errors.describe(e), java.util.Map.of());
                    }
                });
            } else {
                outcome = s.jobs().submit(job).outcome();
            }
        } catch (RuntimeException e) {
            Errors.show(stage, "Cannot start the export", e);
            return CompletableFuture.failedFuture(e);
        }
        return outcome.whenCompleteAsync((o, e) -> {
            if (e != null || o.state() != RunState.SUCCEEDED) {
                Errors.show(stage, "Export did not finish", e != null ? Errors.describe(e) : o.message());
            } else if (mainView != null) {
                mainView.showMessage("Exported to " + settings.folder());
            }
        }, Platform::runLater);
    }

    /** Generates candidates of one method for the originals the current filter shows. */
    public CompletableFuture<JobOutcome> generate(Augmenter a) {
        ProjectSession s = session;
        if (s == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no project"));
        }
        try {
            var ids = s.main().filteredOriginalIds();
            if (ids.isEmpty()) {
                Errors.show(stage, "Nothing to augment", "The current filter shows no original samples.");
                return CompletableFuture.failedFuture(new IllegalStateException("no samples"));
            }
            JobHandle h = s.jobs().submit(new GenerationJob(s.project(), a, java.util.Map.of(), GENERATE_SEED, 0, ids));
            mainView.showMessage("Generating " + a.displayName() + " for " + ids.size() + " samples…");
            return h.outcome().whenCompleteAsync((o, e) -> {
                if (mainView != null && o != null) {
                    mainView.showMessage(a.displayName() + ": " + o.message());
                }
            }, Platform::runLater);
        } catch (RuntimeException e) {
            Errors.show(stage, "Cannot generate candidates", e);
            return CompletableFuture.failedFuture(e);
        }
    }
}
