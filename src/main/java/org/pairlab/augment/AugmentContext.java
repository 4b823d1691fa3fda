package org.pairlab.augment;

import java.awt.image.BufferedImage;
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

    public AugmentContext(Project project, SampleImages images) {
        this.project = project;
        this.images = images;
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
