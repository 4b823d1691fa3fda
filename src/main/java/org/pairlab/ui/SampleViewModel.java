package org.pairlab.ui;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.Image;
import org.pairlab.augment.SourceComparison;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.CandidateRenderer;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.image.Thumbnails;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Caption;
import org.pairlab.project.ItemKind;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.text.InformativenessFilter;
import org.pairlab.text.WordDiff;

/** Loads what the sample view shows for one item: captions, boxes, recipe, caption diffs and the images. */
public final class SampleViewModel {
    /**
     * Everything about one item, read in one go off the FX thread; {@code graft} is the review of a style-grafting
     * (ERG) candidate (phrase, its place, retrieved scenes with their samples), null for other items; {@code text} is
     * the review of a candidate without an image (a ToCa synthesis, a rewrite of a text-only sample), null otherwise.
     */
    public record Details(ItemRef item, Sample sample, List<Caption> captions, List<Box> boxes, Candidate candidate,
                          List<List<WordDiff.Segment>> captionDiffs, CaptionQuality quality, SourceComparison comparison,
                          GraftReview graft, TextCandidateReview text) {
        public boolean isCandidate() {
            return candidate != null;
        }

        /** Whether the view shows image panes: not for a text-only sample or a candidate of one (nothing to show). */
        public boolean showsImages() {
            return !sample.textOnly();
        }

        /**
         * Whether each candidate caption is shown beside the source caption with the changed words marked: for
         * rewrites, not for a synthesized caption, which rewrote nothing.
         */
        public boolean showsCaptionDiff() {
            return isCandidate() && (text == null || text.rewrite());
        }

        /**
         * The line under the title: file, size and split of an image; for text-only items what they are instead of
         * an empty path and "0×0".
         */
        public String where() {
            if (sample.textOnly()) {
                String id = sample.externalId() == null ? "" : " " + sample.externalId();
                return isCandidate()
                        ? (text != null && !text.rewrite() ? "Synthesized caption, no image · stored under corpus caption"
                                : "Rewritten caption, no image · of text-only sample") + id + " (sample " + sample.id() + ")"
                        : "Text only: a caption with no image" + (id.isEmpty() ? "" : " ·" + id);
            }
            String at = sample.path() + " · " + sample.width() + "×" + sample.height()
                    + (sample.split() == null ? "" : " · " + sample.split());
            return isCandidate() ? "From sample " + sample.id() + " · " + at : at;
        }
    }

    /** The cached informativeness rho of a sample's captions and which of them a filter excludes, by caption id. */
    public record CaptionMarks(java.util.Map<Long, Double> rho, java.util.Set<Long> excluded) {
        public static final CaptionMarks NONE = new CaptionMarks(java.util.Map.of(), java.util.Set.of());
    }

    private static final int VIEW_EDGE = 900;

    private final Project project;
    private final Executor background;
    private final Executor fx;
    private final SampleImages images;
    private final CandidateRenderer renderer;
    private final AtomicLong generation = new AtomicLong();
    /** Which stylized samples with images ERG's retrieved scenes are. */
    private final SceneSamples sceneSamples;
    private final ObjectProperty<Details> details = new SimpleObjectProperty<>();
    private final ObjectProperty<Image> originalImage = new SimpleObjectProperty<>();
    private final ObjectProperty<Image> candidateImage = new SimpleObjectProperty<>();
    private final ObjectProperty<String> imageError = new SimpleObjectProperty<>();
    private final ObjectProperty<CaptionMarks> captionMarks = new SimpleObjectProperty<>(CaptionMarks.NONE);
    /** For a candidate whose source boxes were edited: its stale state and the earlier decision; else empty. */
    private final javafx.beans.property.StringProperty staleNote = new javafx.beans.property.SimpleStringProperty("");

    public SampleViewModel(Project project, Augmenters augmenters, Executor background, Executor fx) {
        this.project = project;
        this.background = background;
        this.fx = fx;
        this.images = new SampleImages(project, new ImageDecoder());
        this.renderer = new CandidateRenderer(augmenters, new AugmentContext(project, images));
        this.sceneSamples = new SceneSamples(project);
    }

    /**
     * The language scores of a candidate as one line for the recipe row: fluency against the source caption and
     * grammar errors added, with the first added issue; empty when not scored or no caption was rewritten.
     */
    public static String qualityText(CaptionQuality q) {
        if (q == null || q.fluency() == null) {
            return "";
        }
        String issue = q.captions().stream().filter(c -> c.grammarAdded() > 0 && !c.issues().isEmpty())
                .map(c -> " (" + c.issues().get(0) + ")").findFirst().orElse("");
        return String.format(java.util.Locale.ROOT, " · fluency %+.2f", q.fluency())
                + " · grammar " + (q.grammarAdded() == 0 ? "no errors added" : "+" + q.grammarAdded() + issue);
    }

    /**
     * A style-grafting candidate's (ERG) style, grafted phrase, scores and filter verdict as one line for the recipe
     * row; empty for other methods.
     */
    public static String styleText(java.util.Map<String, Object> details) {
        if (!(details.get("phrase") instanceof String phrase) || !details.containsKey("style_probability")) {
            return "";
        }
        return String.format(java.util.Locale.ROOT, " · %s phrase \"%s\" (%s) · P(style) %.2f · perplexity %.0f"
                        + " · similarity %.2f · %s", details.get("style"), phrase, details.get("placement"),
                number(details.get("style_probability")), number(details.get("perplexity")),
                number(details.get("similarity")),
                Boolean.TRUE.equals(details.get("kept")) ? "passed the filters" : "failed "
                        + failedFilters(details));
    }

    /** The stylized scenes an ERG candidate's phrase was chosen among, one line each: similarity, type, caption. */
    public static List<String> retrievedScenes(java.util.Map<String, Object> details) {
        List<String> out = new ArrayList<>();
        if (details.get("retrieved") instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof java.util.Map<?, ?> m) {
                    out.add(String.format(java.util.Locale.ROOT, "%.2f %s · %s  [%s]", number(m.get("similarity")),
                            m.get("type"), m.get("caption"), m.get("phrase")));
                }
            }
        }
        return out;
    }

    /**
     * One line per grammar issue of each rewritten caption that adds errors to its source, e.g.
     * {@code "caption 1 (+1): AGREEMENT: 'a' before a plural noun"}, for the list under the recipe line. The store
     * keeps a caption's issues, not which of them are new, so every issue of such a caption is listed.
     */
    public static List<String> grammarIssueLines(CaptionQuality q) {
        if (q == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (CaptionQuality.CaptionCheck c : q.captions()) {
            if (c.grammarAdded() > 0) {
                for (String issue : c.issues()) {
                    out.add("caption " + (c.index() + 1) + " (+" + c.grammarAdded() + "): " + issue);
                }
            }
        }
        return out;
    }

    private static String failedFilters(java.util.Map<String, Object> d) {
        List<String> failed = new ArrayList<>();
        for (String f : List.of("style", "perplexity", "similarity")) {
            if (Boolean.FALSE.equals(d.get("filter_" + f))) {
                failed.add(f);
            }
        }
        return String.join(", ", failed);
    }

    private static double number(Object o) {
        return o instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** Reads an item's details (no images); usable without a window. */
    public Details read(ItemRef item) {
        if (item.kind() == ItemKind.SAMPLE) {
            Sample s = project.samples().get(item.id()).orElseThrow();
            return new Details(item, s, project.samples().captions(s.id()), project.samples().boxes(s.id()), null, List.of(),
                    null, null, null, null);
        }
        Candidate k = project.candidates().get(item.id()).orElseThrow();
        Sample s = project.samples().get(k.sampleId()).orElseThrow();
        List<Caption> originals = project.samples().captions(s.id());
        List<Box> sourceBoxes = project.samples().boxes(s.id());
        // Each caption against the caption it was rewritten from (CutSwap and ERG name it in the recipe).
        SourceComparison comparison = SourceComparison.of(k, originals, sourceBoxes);
        List<List<WordDiff.Segment>> diffs = comparison.captions().stream().map(SourceComparison.CaptionPair::candidateMarks)
                .toList();
        GraftReview graft = GraftReview.of(k.captions().isEmpty() ? "" : k.captions().get(0), k.recipe().details())
                .map(g -> {
                    Map<String, Long> pictured = sceneSamples.of(g.style());
                    return g.withSceneSamples(pictured::get);
                }).orElse(null);
        CaptionQuality quality = project.candidates().quality(k.id()).orElse(null);
        TextCandidateReview text = s.textOnly()
                ? TextCandidateReview.of(k, quality, id -> id == s.id() ? originals : project.samples().captions(id))
                : null;
        return new Details(item, s, originals, sourceBoxes, k, diffs, quality, comparison, graft, text);
    }

    /** Shows an item: details first, then the images as they finish decoding (and rendering, for candidates). */
    public CompletableFuture<Details> show(ItemRef item) {
        long gen = generation.incrementAndGet();
        if (item == null) {
            details.set(null);
            captionMarks.set(CaptionMarks.NONE);
            originalImage.set(null);
            candidateImage.set(null);
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Details> d;
        try {
            d = CompletableFuture.supplyAsync(() -> read(item), background);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // The project was closed; nothing to show any more.
            return new CompletableFuture<>();
        }
        d.thenAcceptAsync(x -> {
            if (gen == generation.get()) {
                details.set(x);
                originalImage.set(null);
                candidateImage.set(null);
                imageError.set(null);
            }
        }, fx);
        d.thenApplyAsync(this::marks, background).thenAcceptAsync(m -> {
            if (gen == generation.get()) {
                captionMarks.set(m);
            }
        }, fx);
        d.thenApplyAsync(x -> x.isCandidate() ? project.boxEdits().staleMark(x.candidate().id())
                .map(org.pairlab.project.StaleCandidate::describe).orElse("") : "", background).thenAcceptAsync(t -> {
                    if (gen == generation.get()) {
                        staleNote.set(t);
                    }
                }, fx);
        d.thenApplyAsync(x -> load(x, false), background).whenCompleteAsync((img, e) -> apply(gen, originalImage, img, e), fx);
        d.thenApplyAsync(x -> x.isCandidate() ? load(x, true) : null, background)
                .whenCompleteAsync((img, e) -> apply(gen, candidateImage, img, e), fx);
        return d;
    }

    /** The rho (cached by the informativeness filter; never computed here) and exclusions of an original's captions. */
    public CaptionMarks marks(Details d) {
        if (d.isCandidate()) {
            return CaptionMarks.NONE;
        }
        java.util.Map<Long, Double> rho = project.captionScores().ofSample(InformativenessFilter.KIND, d.sample().id());
        java.util.Set<Long> excluded = new java.util.HashSet<>();
        for (Caption c : d.captions()) {
            if (project.exclusions().isExcluded(c.id())) {
                excluded.add(c.id());
            }
        }
        return new CaptionMarks(rho, excluded);
    }

    private void apply(long gen, ObjectProperty<Image> target, Image img, Throwable e) {
        if (gen != generation.get()) {
            return;
        }
        if (e != null) {
            imageError.set(Errors.describe(e));
        } else {
            target.set(img);
        }
    }

    private Image load(Details d, boolean candidate) {
        if (d.sample().textOnly()) {
            return null;
        }
        try {
            BufferedImage b;
            if (candidate) {
                b = renderer.render(d.candidate());
            } else {
                int sub = Math.max(1, Math.max(d.sample().width(), d.sample().height()) / VIEW_EDGE);
                b = images.decoder().decode(images.path(d.sample()), sub);
            }
            return SwingFXUtils.toFXImage(b, null);
        } catch (Exception e) {
            throw new java.util.concurrent.CompletionException(e);
        }
    }

    /** A thumbnail source for the grid's cache: decodes originals, renders candidates. */
    public Thumbnails.Source thumbnailSource(ItemRef item, int size) {
        return sub -> {
            if (item.kind() == ItemKind.SAMPLE) {
                Sample s = project.samples().get(item.id()).orElseThrow();
                return images.decoder().decode(images.path(s), sub);
            }
            return renderer.render(project.candidates().get(item.id()).orElseThrow());
        };
    }

    public SampleImages images() {
        return images;
    }

    /** See {@link org.pairlab.project.StaleCandidate#describe()}; empty when the candidate was never made stale. */
    public javafx.beans.property.StringProperty staleNoteProperty() {
        return staleNote;
    }

    public ObjectProperty<Details> detailsProperty() {
        return details;
    }

    public ObjectProperty<Image> originalImageProperty() {
        return originalImage;
    }

    public ObjectProperty<Image> candidateImageProperty() {
        return candidateImage;
    }

    public ObjectProperty<CaptionMarks> captionMarksProperty() {
        return captionMarks;
    }

    public ObjectProperty<String> imageErrorProperty() {
        return imageError;
    }
}
