package org.pairlab.augment;

import java.awt.image.BufferedImage;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.project.StoreException;

/** What augmenters may use: the project and its sample images. */
public record AugmentContext(Project project, SampleImages images) {
    /** Decodes the image of a sample by id. */
    public BufferedImage image(long sampleId) throws ImageFormatException {
        Sample s = project.samples().get(sampleId)
                .orElseThrow(() -> new StoreException("The recipe names sample " + sampleId + ", which is not in the project."));
        return images.load(s);
    }
}
