package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
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
        Sample s = project.samples().get(sampleId)
                .orElseThrow(() -> new StoreException("The recipe names sample " + sampleId + ", which is not in the project."));
        return images.load(s);
    }
}
