package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.image.SourceImage;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.ProjectCaptionModel;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.project.StoreException;

/**
 * What augmenters may use: the project, its sample images, and the project's caption language model (loaded on
 * first use and kept for the life of this context, e.g. one generation run).
 */
public final class AugmentContext {
    private final Project project;
    private final SampleImages images;
    private volatile LanguageModel captionModel;
    /**
     * The last few sources decoded for the edits, so that the sketch and XDoG of one sample (export renders them
     * one after the other) decode it and take its luma once. Small and bounded: a context lives as long as a run or
     * a window.
     */
    private final Map<Long, SourceImage> recentSources = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, SourceImage> eldest) {
            if (size() > RECENT_SOURCES) {
                eldest.getValue().close(); // the cache's hold; a renderer still using it keeps its own
                return true;
            }
            return false;
        }
    };
    /** Sources kept: one or two per rendering thread on a usual machine. */
    private static final int RECENT_SOURCES = 4;
    /**
     * Larger images are not kept: a kept source may hold its BGR pixels, RGB image, luma and OpenCV's copy of the
     * luma, up to 15 bytes a pixel.
     */
    private static final long MAX_KEPT_PIXELS = 4_000_000L;
    private final Long runId;
    private final Map<String, Object> runState = new ConcurrentHashMap<>();

    public AugmentContext(Project project, SampleImages images) {
        this(project, images, null);
    }

    /** The context of the generation run {@code runId} (null outside a run, e.g. a preview). */
    public AugmentContext(Project project, SampleImages images, Long runId) {
        this.project = project;
        this.images = images;
        this.runId = runId;
    }

    /** The generation run this context serves, if any: its candidates carry this run id. */
    public Optional<Long> runId() {
        return Optional.ofNullable(runId);
    }

    /**
     * State one method keeps across the samples of this context's run (ERG's phrase usage), made by {@code make} on
     * first use under {@code key}; it lives as long as this context.
     */
    public <T> T runState(String key, Class<T> type, Supplier<T> make) {
        return type.cast(runState.computeIfAbsent(key, k -> make.get()));
    }

    public Project project() {
        return project;
    }

    public SampleImages images() {
        return images;
    }

    /** The project's caption language model (a Kneser-Ney trigram of its captions; see {@link ProjectCaptionModel}). */
    public LanguageModel captionModel() {
        LanguageModel m = captionModel;
        if (m == null) {
            synchronized (this) {
                m = captionModel;
                if (m == null) {
                    m = ProjectCaptionModel.load(project);
                    captionModel = m;
                }
            }
        }
        return m;
    }

    /** Decodes the image of a sample by id. */
    public BufferedImage image(long sampleId) throws ImageFormatException {
        return images.load(sample(sampleId));
    }

    /**
     * The image of a sample by id as a source for the edits, decoded at most once for the last few samples asked
     * for (see {@link #recentSources}): the same pixels as {@link #image}. The caller closes it.
     */
    public SourceImage source(long sampleId) throws ImageFormatException {
        synchronized (recentSources) {
            SourceImage kept = recentSources.get(sampleId);
            if (kept != null) {
                return kept.share();
            }
        }
        // Decoded outside the lock: two threads asking for the same new sample at once each decode it, which is
        // rare and gives equal pixels.
        SourceImage decoded = images.loadSource(sample(sampleId));
        if ((long) decoded.width() * decoded.height() <= MAX_KEPT_PIXELS) {
            synchronized (recentSources) {
                SourceImage other = recentSources.putIfAbsent(sampleId, decoded.share());
                if (other != null) {
                    decoded.close(); // the cache's hold, not needed: another thread's decode is kept
                }
            }
        }
        return decoded;
    }

    private Sample sample(long sampleId) {
        return project.samples().get(sampleId)
                .orElseThrow(() -> new StoreException("The recipe names sample " + sampleId + ", which is not in the project."));
    }
}
