package org.pairlab.ui;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenter;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CaptionCombination;
import org.pairlab.augment.CaptionRewriteAugmenter;
import org.pairlab.augment.CandidateDiff;
import org.pairlab.augment.CandidateStatistics;
import org.pairlab.augment.CaptionRewriter;
import org.pairlab.augment.CrossDomainMix;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.ModelException;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemKind;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;
import org.pairlab.project.StoreException;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobHandle.JobOutcome;
import org.pairlab.text.WordDiff;

/**
 * State of the Augment panel without any controls: the chosen method, a form field per {@link
 * org.pairlab.augment.ParameterSpec}, the seed and scope, a preview of the selected sample (proposed and rendered
 * off the FX thread, never stored), generation as a job, and the data of the candidate statistics charts.
 * Work runs on {@code background}; results are applied on {@code fx}.
 */
public final class AugmentViewModel {
    /** At most this many candidates of one sample are rendered in a preview. */
    static final int PREVIEW_LIMIT = 8;
    /** The seed the form starts with; the same as the menu's generation seed so both give the same candidates. */
    static final long DEFAULT_SEED = 1L;
    /** Shown after a message about a model that cannot be found or loaded. */
    static final String MODEL_HINT = "How to add a model: put its folder (TorchScript files and a manifest.json) under "
            + "models/ in the folder PairLab starts in, or under ~/.pairlab/models, or start PairLab with "
            + "-Dpairlab.models=<folder>. models/README.md describes the layout and how to export a model to it.";

    /** Which originals Generate visits. */
    public enum Scope {
        ALL("Whole project"), FILTERED("Samples shown in the grid");

        private final String label;

        Scope(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * What Preview and Generate run, taken from the form in one place: the method and its parameters, and the caption
     * rewrite combined with it (null: none) with its parameters.
     */
    public record Request(Augmenter augmenter, Map<String, Object> params, long seed, CaptionRewriter captionRewriter,
                          Map<String, Object> captionParams) {
        /** Without a caption rewrite. */
        public Request(Augmenter augmenter, Map<String, Object> params, long seed) {
            this(augmenter, params, seed, null, Map.of());
        }

        /**
         * What proposes and renders: the method itself, or the method and the caption rewrite as one
         * {@link CaptionCombination} (as {@link GenerationJob} builds it), so a preview is what Generate stores.
         */
        public Augmenter combined() {
            return captionRewriter == null ? augmenter : new CaptionCombination(augmenter, captionRewriter, captionParams);
        }

        /** "XDoG sketch + Antonym negation", or the method's name alone. */
        public String displayName() {
            return captionRewriter == null ? augmenter.displayName()
                    : augmenter.displayName() + " + " + captionRewriter.displayName();
        }
    }

    /** One choice of the caption rewrite chooser: a rewriter, or none ({@link #NONE}). */
    public record CaptionChoice(CaptionRewriter rewriter) {
        /** No caption rewrite: candidates keep the captions the method gives them. */
        public static final CaptionChoice NONE = new CaptionChoice(null);

        /** The rewrite's method id, or null for none. */
        public String method() {
            return rewriter == null ? null : rewriter.method();
        }

        @Override
        public String toString() {
            return rewriter == null ? "None (keep the method's captions)"
                    : rewriter.displayName() + "  (" + rewriter.method() + ")";
        }
    }

    /** One proposed candidate, rendered, with the boxes that differ from the source and its caption diffs. */
    public record PreviewCandidate(NewCandidate candidate, BufferedImage image, List<Box> changedBoxes,
                                   List<List<WordDiff.Segment>> captionDiffs) {
        public Double score() {
            return candidate.score();
        }

        /**
         * The score as shown on the card: the number, or "unranked" when the method kept the candidate without a
         * scorer (its recipe says so under {@code ranking}), else "no score".
         */
        public String scoreLabel() {
            if (candidate.score() != null) {
                return String.format("score %.3f", candidate.score());
            }
            Object ranking = candidate.recipe().details().get("ranking");
            return ranking != null && ranking.toString().startsWith("unranked") ? "unranked" : "no score";
        }
    }

    /**
     * What a preview found for one sample: its candidates, or the reason the method declined it, or an error a
     * person can act on (e.g. a missing model and how to add it).
     */
    public record Preview(Sample sample, List<Caption> captions, List<Box> boxes, BufferedImage original,
                          List<Box> changedSourceBoxes, List<PreviewCandidate> candidates, int proposed, String rejection,
                          String error) {
        public boolean rejected() {
            return rejection != null;
        }

        public boolean failed() {
            return error != null;
        }

        /**
         * Why other proposals for this sample were rejected although some candidates were made, from the candidates'
         * {@code details.rejections} (reason → count; CutSwap writes it), e.g. "below alignment threshold × 12".
         */
        public Map<String, Long> partialRejections() {
            Map<String, Long> out = new java.util.TreeMap<>();
            for (PreviewCandidate k : candidates) {
                if (k.candidate().recipe().details().get("rejections") instanceof Map<?, ?> m) {
                    m.forEach((reason, n) -> {
                        if (n instanceof Number count) {
                            out.put(reason.toString(), count.longValue());
                        }
                    });
                    break;
                }
            }
            return out;
        }
    }

    private final Project project;
    private final MainViewModel main;
    private final Function<Job, JobHandle> submit;
    private final Executor background;
    private final Executor fx;
    private final SampleImages images;
    private final AugmentContext context;
    private final AtomicLong previewGeneration = new AtomicLong();

    private final ObservableList<Augmenter> methods = FXCollections.observableArrayList();
    private final ObjectProperty<Augmenter> method = new SimpleObjectProperty<>();
    private final ObservableList<ParameterField> fields = FXCollections.observableArrayList();
    private final ObservableList<CaptionChoice> captionChoices = FXCollections.observableArrayList();
    private final ObjectProperty<CaptionChoice> captionChoice = new SimpleObjectProperty<>(CaptionChoice.NONE);
    private final ObservableList<ParameterField> captionFields = FXCollections.observableArrayList();
    private final BooleanProperty captionAllowed = new SimpleBooleanProperty(true);
    private final ReadOnlyStringWrapper captionNote = new ReadOnlyStringWrapper("");
    private final StringProperty seedText = new SimpleStringProperty(Long.toString(DEFAULT_SEED));
    private final ReadOnlyStringWrapper seedError = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Scope> scope = new SimpleObjectProperty<>(Scope.FILTERED);
    private final BooleanProperty formValid = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper formMessage = new ReadOnlyStringWrapper("");
    private final BooleanProperty previewRunning = new SimpleBooleanProperty();
    private final BooleanProperty generating = new SimpleBooleanProperty();
    private final ObjectProperty<Preview> preview = new SimpleObjectProperty<>();
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty generatedMethod = new SimpleStringProperty();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final BooleanBinding canPreview;
    private final BooleanBinding canGenerate;
    private final StringBinding target;

    /**
     * @param submit starts a job (the session's runner, through the Jobs panel)
     * @param background where previews, statistics and sample lists are computed; never the FX thread
     */
    public AugmentViewModel(Project project, Augmenters augmenters, MainViewModel main, Function<Job, JobHandle> submit,
                            Executor background, Executor fx) {
        this(project, augmenters.all(), main, submit, background, fx);
    }

    /** With an explicit list of methods (tests use methods that are not on the class path). */
    AugmentViewModel(Project project, List<Augmenter> augmenters, MainViewModel main, Function<Job, JobHandle> submit,
                     Executor background, Executor fx) {
        this.project = project;
        this.main = main;
        this.submit = submit;
        this.background = background;
        this.fx = fx;
        this.images = new SampleImages(project, new ImageDecoder());
        this.context = new AugmentContext(project, images);
        methods.setAll(augmenters);
        captionChoices.add(CaptionChoice.NONE);
        captionRewritersOf(augmenters).forEach(r -> captionChoices.add(new CaptionChoice(r)));
        seedText.addListener(o -> validate());
        method.addListener((o, a, m) -> {
            updateCaptionAllowed(m);
            rebuildFields(m);
            refreshNotice();
        });
        captionChoice.addListener((o, a, c) -> rebuildCaptionFields(c));
        canPreview = Bindings.createBooleanBinding(() -> formValid.get() && main.selectedProperty().get() != null
                && !previewRunning.get(), formValid, main.selectedProperty(), previewRunning);
        target = Bindings.createStringBinding(() -> {
            ItemRef i = main.selectedProperty().get();
            return i == null ? "Select a sample in the grid to preview it."
                    : i.kind() == ItemKind.SAMPLE ? "Preview runs on the selected sample " + i.id() + "."
                    : "Preview runs on the original of the selected candidate " + i.id() + ".";
        }, main.selectedProperty());
        canGenerate = Bindings.createBooleanBinding(() -> formValid.get() && !generating.get(), formValid, generating);
        if (!methods.isEmpty()) {
            method.set(methods.get(0));
        }
        validate();
    }

    /**
     * Asks the chosen method again what the user should know before running it (a missing model, pre-processing);
     * call after a setting it depends on changed. Computed in the background: it may read the project.
     */
    public void refreshNotice() {
        Augmenter a = method.get();
        if (a == null) {
            notice.set("");
            return;
        }
        try {
            CompletableFuture.supplyAsync(() -> a.notice(project).orElse(""), background)
                    .exceptionally(e -> "Cannot check " + a.displayName() + ": " + Errors.describe(e))
                    .thenAcceptAsync(n -> {
                        // An answer for a method no longer chosen is dropped.
                        if (method.get() == a) {
                            notice.set(n);
                        }
                    }, fx);
        } catch (RejectedExecutionException e) {
            // The project was closed.
        }
    }

    /** Chooses a method by id; false when there is none of that name. */
    public boolean select(String methodId) {
        for (Augmenter a : methods) {
            if (a.method().equals(methodId)) {
                method.set(a);
                return true;
            }
        }
        return false;
    }

    /**
     * The caption rewrites offered beside an image method: those of the caption-only methods on the list (antonym,
     * synonym, eda; the ids {@link org.pairlab.augment.CaptionRewriters} resolves when a run is resumed), sharing the
     * tagger and WordNet those methods already load.
     */
    private static List<CaptionRewriter> captionRewritersOf(List<Augmenter> augmenters) {
        return augmenters.stream().filter(a -> a instanceof CaptionRewriteAugmenter)
                .map(a -> ((CaptionRewriteAugmenter) a).rewriter()).toList();
    }

    /**
     * Why a method cannot take a caption rewrite, or empty when it can: caption-only methods and cross-domain mixing
     * already decide the captions, CutSwap rewrites the object words of its captions to match the pasted objects (a
     * second rewrite could undo that), and a combination is already combined.
     */
    static String captionRewriteUnavailable(Augmenter a) {
        if (a == null) {
            return "";
        }
        if (a instanceof CaptionRewriteAugmenter) {
            return a.displayName() + " is itself a caption rewrite; choose an image method to combine it with one.";
        }
        if (a instanceof CrossDomainMix) {
            return a.displayName() + " adds another dataset's pairs unchanged; it takes no caption rewrite.";
        }
        if ("cutswap".equals(a.method())) {
            return a.displayName() + " rewrites the captions itself (the swapped object words); it takes no caption rewrite.";
        }
        if (a instanceof CaptionCombination) {
            return a.displayName() + " already has a caption rewrite.";
        }
        return "";
    }

    private void updateCaptionAllowed(Augmenter a) {
        String why = captionRewriteUnavailable(a);
        captionNote.set(why);
        // The choice is kept (it applies again when an image method is chosen) but ignored while not allowed.
        captionAllowed.set(why.isEmpty());
    }

    /** Chooses a caption rewrite by method id (null: none); false when there is none of that name. */
    public boolean selectCaptionMethod(String methodId) {
        for (CaptionChoice c : captionChoices) {
            if (java.util.Objects.equals(c.method(), methodId)) {
                captionChoice.set(c);
                return true;
            }
        }
        return false;
    }

    private void rebuildCaptionFields(CaptionChoice c) {
        List<ParameterField> list = new ArrayList<>();
        if (c != null && c.rewriter() != null) {
            c.rewriter().parameters().forEach(p -> {
                ParameterField f = new ParameterField(p);
                f.errorProperty().addListener(o -> validate());
                list.add(f);
            });
        }
        captionFields.setAll(list);
        previewGeneration.incrementAndGet();
        previewRunning.set(false);
        preview.set(null);
        validate();
    }

    /** The caption rewrite the form combines with the method, or null (none chosen, or the method takes none). */
    private CaptionRewriter activeCaptionRewriter() {
        CaptionChoice c = captionChoice.get();
        return captionAllowed.get() && c != null ? c.rewriter() : null;
    }

    private void rebuildFields(Augmenter a) {
        List<ParameterField> list = new ArrayList<>();
        if (a != null) {
            a.parameters().forEach(p -> {
                ParameterField f = new ParameterField(p);
                f.errorProperty().addListener(o -> validate());
                list.add(f);
            });
        }
        fields.setAll(list);
        // A preview of another method no longer describes the form; one still running is dropped when it ends.
        previewGeneration.incrementAndGet();
        previewRunning.set(false);
        preview.set(null);
        validate();
    }

    /** Every field back to its method's default, and the default seed. */
    public void resetToDefaults() {
        fields.forEach(ParameterField::reset);
        captionFields.forEach(ParameterField::reset);
        seedText.set(Long.toString(DEFAULT_SEED));
    }

    /** The field for a parameter, if the chosen method has it. */
    public ParameterField field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
    }

    /** The field for a parameter of the chosen caption rewrite, if it has it. */
    public ParameterField captionField(String name) {
        return captionFields.stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
    }

    private void validate() {
        String s = seedText.get() == null ? "" : seedText.get().strip();
        try {
            Long.parseLong(s);
            seedError.set("");
        } catch (NumberFormatException e) {
            seedError.set("The seed must be a whole number, got '" + s + "'");
        }
        String first = method.get() == null ? "Choose a method" : "";
        for (ParameterField f : fields) {
            if (first.isEmpty() && !f.isValid()) {
                first = f.errorProperty().get();
            }
        }
        if (activeCaptionRewriter() != null) {
            for (ParameterField f : captionFields) {
                if (first.isEmpty() && !f.isValid()) {
                    first = "Caption rewrite: " + f.errorProperty().get();
                }
            }
        }
        if (first.isEmpty()) {
            first = seedError.get();
        }
        formMessage.set(first);
        formValid.set(first.isEmpty());
    }

    /** The form as a method call; throws IllegalArgumentException (naming the field) when a field is invalid. */
    public Request request() {
        Augmenter a = method.get();
        if (a == null) {
            throw new IllegalArgumentException("Choose an augmentation method first.");
        }
        if (!formValid.get()) {
            throw new IllegalArgumentException(formMessage.get());
        }
        Map<String, Object> params = new LinkedHashMap<>();
        fields.forEach(f -> params.put(f.name(), f.value()));
        CaptionRewriter rewriter = activeCaptionRewriter();
        Map<String, Object> captionParams = new LinkedHashMap<>();
        if (rewriter != null) {
            captionFields.forEach(f -> captionParams.put(f.name(), f.value()));
        }
        return new Request(a, GenerationJob.withDefaults(a, params), Long.parseLong(seedText.get().strip()), rewriter,
                rewriter == null ? Map.of() : GenerationJob.withDefaults(rewriter.method(), rewriter.parameters(),
                        captionParams));
    }

    /** Previews the method on the item selected in the grid (a candidate previews its original). */
    public CompletableFuture<Preview> preview() {
        ItemRef item = main.selectedProperty().get();
        if (item == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("Select a sample in the grid first."));
        }
        return preview(item);
    }

    /** Proposes and renders candidates for one item in the background; nothing is stored. */
    public CompletableFuture<Preview> preview(ItemRef item) {
        Request r;
        try {
            r = request();
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return CompletableFuture.failedFuture(e);
        }
        long gen = previewGeneration.incrementAndGet();
        previewRunning.set(true);
        status.set("Previewing " + r.displayName() + "…");
        CompletableFuture<Preview> done = new CompletableFuture<>();
        CompletableFuture<Preview> work;
        try {
            work = CompletableFuture.supplyAsync(() -> computePreview(item, r), background);
        } catch (RejectedExecutionException e) {
            // The project was closed; there is nothing to preview any more.
            previewRunning.set(false);
            return done;
        }
        work.whenCompleteAsync((p, e) -> {
            // A newer preview (or a method change) makes this one stale: drop it.
            if (gen == previewGeneration.get()) {
                previewRunning.set(false);
                refreshNotice();
                Preview shown = p != null ? p : new Preview(null, List.of(), List.of(), null, List.of(), List.of(), 0, null,
                        explain(e));
                preview.set(shown);
                status.set(summary(shown, r));
            }
            if (e != null) {
                done.completeExceptionally(e);
            } else {
                done.complete(p);
            }
        }, fx);
        return done;
    }

    private static String summary(Preview p, Request r) {
        if (p.failed()) {
            return "Preview of " + r.displayName() + " failed";
        }
        if (p.rejected()) {
            return r.displayName() + " declined this sample: " + p.rejection();
        }
        String shown = p.proposed() > p.candidates().size() ? " (showing " + p.candidates().size() + ")" : "";
        return "Preview of " + r.displayName() + ": " + p.proposed() + (p.proposed() == 1 ? " candidate" : " candidates")
                + shown + ", not stored";
    }

    /** The preview itself, on the calling thread; usable without a window. */
    Preview computePreview(ItemRef item, Request r) {
        long sampleId = item.kind() == ItemKind.SAMPLE ? item.id() : project.candidates().get(item.id())
                .map(Candidate::sampleId).orElseThrow(() -> new StoreException("Candidate " + item.id() + " is gone."));
        Sample s = project.samples().get(sampleId).orElseThrow(() -> new StoreException("Sample " + sampleId + " is gone."));
        List<Caption> captions = project.samples().captions(sampleId);
        List<Box> boxes = project.samples().boxes(sampleId);
        BufferedImage original;
        try {
            int sub = Math.max(1, Math.max(s.width(), s.height()) / 900);
            original = images.decoder().decode(images.path(s), sub);
        } catch (ImageFormatException | RuntimeException e) {
            return new Preview(s, captions, boxes, null, List.of(), List.of(), 0, null, explain(e));
        }
        try {
            // The per-sample seed of a generation run: the preview shows exactly what Generate would store here.
            Augmenter augmenter = r.combined();
            List<NewCandidate> proposed = augmenter.propose(new SourceSample(s, captions, boxes), r.params(),
                    GenerationJob.sampleSeed(r.seed(), sampleId), context);
            List<PreviewCandidate> out = new ArrayList<>();
            List<Box> touched = new ArrayList<>();
            for (NewCandidate k : proposed.subList(0, Math.min(PREVIEW_LIMIT, proposed.size()))) {
                Candidate unsaved = new Candidate(-1, k.sampleId(), k.recipe(), k.captions(), k.boxes(), k.width(), k.height(),
                        k.score(), ReviewStatus.PENDING, null, null);
                BufferedImage img = augmenter.render(unsaved, context);
                List<Box> changed = CandidateDiff.changedBoxes(boxes, k);
                touched.addAll(CandidateDiff.sourceBoxesTouched(boxes, changed, k));
                out.add(new PreviewCandidate(k, img, changed, CandidateDiff.captionDiffs(captions, k.captions())));
            }
            return new Preview(s, captions, boxes, original, CandidateDiff.distinct(touched), out, proposed.size(), null, null);
        } catch (RejectedException e) {
            return new Preview(s, captions, boxes, original, List.of(), List.of(), 0, e.reason(), null);
        } catch (ImageFormatException | RuntimeException e) {
            return new Preview(s, captions, boxes, original, List.of(), List.of(), 0, null, explain(e));
        }
    }

    /** A failure as a person reads it; a missing or broken model also says how to add one. */
    static String explain(Throwable e) {
        String m = Errors.describe(e);
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof ModelException || c.getMessage() != null && c.getMessage().toLowerCase().contains("model")) {
                return m.contains("models/README.md") ? m : m + "\n\n" + MODEL_HINT;
            }
        }
        return m;
    }

    /**
     * Generates candidates with the form's method, parameters and seed over the whole project or the originals the
     * grid shows, as a job of the session's runner; the future completes when the job ends (however it ends).
     */
    public CompletableFuture<JobOutcome> generate() {
        Request r;
        try {
            r = request();
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return CompletableFuture.failedFuture(e);
        }
        Scope sc = scope.get();
        // The grid's items live on the FX thread, so the filtered list is taken here, before going to the background.
        List<Long> filtered = sc == Scope.FILTERED ? main.filteredOriginalIds() : List.of();
        generating.set(true);
        status.set("Starting " + r.displayName() + "…");
        CompletableFuture<JobOutcome> done = new CompletableFuture<>();
        CompletableFuture<List<Long>> samples;
        try {
            samples = CompletableFuture.supplyAsync(() -> sc == Scope.ALL ? GenerationJob.allSamples(project) : filtered, background);
        } catch (RejectedExecutionException e) {
            generating.set(false);
            return done;
        }
        samples.thenCompose(ids -> {
                    if (ids.isEmpty()) {
                        throw new IllegalStateException(sc == Scope.ALL ? "The project has no original samples yet."
                                : "The grid shows no original samples; change the filter or generate over the whole project.");
                    }
                    // The constructor that records the caption rewrite in the run's params, so a resumed run keeps it.
                    JobHandle h = submit.apply(new GenerationJob(project, r.augmenter(), r.params(), r.captionRewriter(),
                            r.captionParams(), r.seed(), 0, ids));
                    fx.execute(() -> status.set("Generating " + r.displayName() + " for " + ids.size()
                            + " samples (see the Jobs panel)…"));
                    return h.outcome();
                })
                .whenCompleteAsync((o, e) -> {
                    generating.set(false);
                    if (e != null) {
                        status.set("Cannot generate: " + explain(e));
                        done.completeExceptionally(e);
                        return;
                    }
                    status.set(r.displayName() + ": " + o.message());
                    refreshNotice();
                    generatedMethod.set(null);
                    generatedMethod.set(r.augmenter().method());
                    main.refresh();
                    done.complete(o);
                }, fx);
        return done;
    }

    /** Shows all candidates of the last generated method in the grid (no text filter), best scored first. */
    public void showGeneratedInGrid() {
        String m = generatedMethod.get();
        if (m != null) {
            main.datasetIdProperty().set(null);
            // The text that chose the originals need not match their candidates (CutSwap changes the words).
            main.textProperty().set("");
            main.methodProperty().set(m);
            main.byScoreProperty().set(true);
        }
    }

    /** Methods that have stored candidates (for the statistics chooser). */
    public List<String> methodsWithCandidates() {
        return List.copyOf(main.methodCountsProperty().get().keySet());
    }

    /** The statistics of a method's candidates, read on the calling thread. */
    public CandidateStatistics loadStatistics(String methodId) {
        return CandidateStatistics.of(project, methodId);
    }

    /** The statistics of a method's candidates, read in the background and delivered on the FX thread. */
    public CompletableFuture<CandidateStatistics> statistics(String methodId) {
        try {
            return CompletableFuture.supplyAsync(() -> loadStatistics(methodId), background).thenApplyAsync(s -> s, fx);
        } catch (RejectedExecutionException e) {
            return new CompletableFuture<>();
        }
    }

    public ObservableList<Augmenter> methods() {
        return methods;
    }

    public ObjectProperty<Augmenter> methodProperty() {
        return method;
    }

    public ObservableList<ParameterField> fields() {
        return fields;
    }

    /** None, then every caption rewrite that can be combined with an image method. */
    public ObservableList<CaptionChoice> captionChoices() {
        return captionChoices;
    }

    /** The caption rewrite combined with the method (kept while a method that takes none is chosen, but not used). */
    public ObjectProperty<CaptionChoice> captionChoiceProperty() {
        return captionChoice;
    }

    /** A form field per parameter of the chosen caption rewrite, validated like the method's. */
    public ObservableList<ParameterField> captionFields() {
        return captionFields;
    }

    /** Whether the chosen method can take a caption rewrite. */
    public BooleanProperty captionAllowedProperty() {
        return captionAllowed;
    }

    /** Why the chosen method takes no caption rewrite; empty when it takes one. */
    public ReadOnlyStringProperty captionNoteProperty() {
        return captionNote.getReadOnlyProperty();
    }

    public StringProperty seedTextProperty() {
        return seedText;
    }

    public ReadOnlyStringProperty seedErrorProperty() {
        return seedError.getReadOnlyProperty();
    }

    public ObjectProperty<Scope> scopeProperty() {
        return scope;
    }

    public BooleanProperty formValidProperty() {
        return formValid;
    }

    /** The first problem of the form (naming the field), or empty when it is valid. */
    public ReadOnlyStringProperty formMessageProperty() {
        return formMessage.getReadOnlyProperty();
    }

    public BooleanBinding canPreviewProperty() {
        return canPreview;
    }

    public BooleanBinding canGenerateProperty() {
        return canGenerate;
    }

    /** Which item Preview will use, in words. */
    public StringBinding targetProperty() {
        return target;
    }

    public BooleanProperty previewRunningProperty() {
        return previewRunning;
    }

    public BooleanProperty generatingProperty() {
        return generating;
    }

    public ObjectProperty<Preview> previewProperty() {
        return preview;
    }

    public StringProperty statusProperty() {
        return status;
    }

    /** What the user should know before running the chosen method (see {@link Augmenter#notice}); empty if nothing. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The method of the last finished generation run, for "show in grid". */
    public StringProperty generatedMethodProperty() {
        return generatedMethod;
    }
}
