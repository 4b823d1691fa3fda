package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ServiceLoader;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;

/**
 * Renders a candidate's image again from its recipe. Export and training need it, but the methods that know how to
 * render sit above them (in {@code augment}), so they reach it through this seam: {@code augment} provides it as a
 * service, and the lower layers never import the methods.
 */
public interface CandidateImages {
    /** The candidate's image, made from its recipe; the same recipe always gives the same pixels. */
    BufferedImage render(Candidate candidate) throws ImageFormatException;

    /** The candidate as PNG bytes; the same recipe always gives the same bytes. */
    default byte[] renderPng(Candidate candidate) throws ImageFormatException {
        BufferedImage img = render(candidate);
        try {
            return PngWriter.bytes(img);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes a renderer for one project; registered in {@code META-INF/services}. */
    interface Provider {
        /** A renderer reading source images through {@code images}. */
        CandidateImages open(Project project, SampleImages images);
    }

    /** The renderer the installed methods provide, for {@code project}. */
    static CandidateImages of(Project project, SampleImages images) {
        Provider provider = ServiceLoader.load(Provider.class, CandidateImages.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no candidate renderer is installed (the augment methods"
                        + " register one as " + Provider.class.getName() + ")"));
        return provider.open(project, images);
    }
}
